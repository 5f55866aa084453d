-- The editors' catalogue structure screens (issue 35): browse flags become content the panel
-- edits, so the journal takes their kind and a flag keeps the time of its last write, which the
-- panel's form sends back (optimistic locking, worker/src/api/admin/content-write.ts).

-- A flag's last write; the existing flags count as written now (a seed's rows get the default).
ALTER TABLE flags ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
UPDATE flags SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');

-- content_changes with 'flag' among its kinds. SQLite changes a CHECK only by rebuilding the
-- table: the rows move over with their ids, so rebuild requests' up_to_change_id keep meaning
-- the same rows, and new ids go on after the highest.
CREATE TABLE content_changes_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('product', 'category', 'product-set', 'blog-post', 'branch', 'page', 'slider', 'media', 'flag')),
  slug TEXT NOT NULL CHECK (length(slug) BETWEEN 1 AND 200),
  action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'unpublished')),
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  changed_at TEXT NOT NULL
);
INSERT INTO content_changes_new (id, kind, slug, action, actor, changed_at) SELECT id, kind, slug, action, actor, changed_at FROM content_changes;
DROP TABLE content_changes;
ALTER TABLE content_changes_new RENAME TO content_changes;
CREATE INDEX content_changes_kind ON content_changes (kind, slug);
