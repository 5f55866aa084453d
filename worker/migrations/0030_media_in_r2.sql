-- Media that editors upload live in R2 (issue 35, docs/decisions/028-social-images-in-r2.md): the
-- bytes in the MEDIA_FILES bucket under the row's path, the row here for the list the build walks
-- and for what the file call answers. The seeded media stay in D1 (`storage = 'd1'`, the body in
-- the row). A PDF has no pixels, so width and height may now be NULL, which SQLite cannot change
-- on a column: the table is rebuilt. The tables that reference media(path) keep their references:
-- with the foreign keys deferred, the old table is dropped (which counts a violation per
-- referencing row) and a new one of the same name is filled again (each row inserted settles the
-- rows that reference it), so the count is back to zero when the batch commits. Renaming a new
-- table into place would settle nothing: SQLite counts violations, it does not recheck them.
PRAGMA defer_foreign_keys = on;

CREATE TABLE media_before_0030 AS SELECT path, content_type, body, width, height, updated_at FROM media;
DROP TABLE media;

CREATE TABLE media (
  path TEXT PRIMARY KEY CHECK (path GLOB '[a-z0-9]*' AND path NOT LIKE '%..%'),
  content_type TEXT NOT NULL,
  -- 'd1': the body below (SVG text); 'r2': the bytes are the MEDIA_FILES object `path`, the body empty.
  storage TEXT NOT NULL DEFAULT 'd1' CHECK (storage IN ('d1', 'r2')),
  body TEXT NOT NULL DEFAULT '' CHECK (storage = 'r2' OR body <> ''),
  -- Pixels of an image; NULL for a document (PDF).
  width INTEGER CHECK (width > 0),
  height INTEGER CHECK (height > 0),
  -- Bytes of an uploaded file; the name it had on the editor's disk; who uploaded it (the audit
  -- log's actor, `staff:<uuid>` or `integration:<name>`). NULL for the seeded media.
  size INTEGER CHECK (size > 0),
  original_name TEXT CHECK (length(original_name) <= 255),
  uploaded_by TEXT,
  -- The SHA-256 of an uploaded file (hex): the same bytes sent again are the same row.
  sha256 TEXT CHECK (sha256 IS NULL OR length(sha256) = 64),
  updated_at TEXT NOT NULL,
  CHECK ((width IS NULL) = (height IS NULL)),
  CHECK (storage = 'd1' OR size IS NOT NULL)
);
INSERT INTO media (path, content_type, storage, body, width, height, updated_at)
SELECT path, content_type, 'd1', body, width, height, updated_at FROM media_before_0030;
DROP TABLE media_before_0030;
CREATE UNIQUE INDEX media_sha256 ON media (sha256) WHERE sha256 IS NOT NULL;
