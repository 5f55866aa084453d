-- Publishing (issue 35, docs/decisions/043-live-pages.md): the live API lists only products whose
-- page is in the live export, and a rebuild request follows its build to "live" or "failed".

-- Whether the product's page is in the export the shop serves now: set by the report of the build
-- that went live (PUT /api/admin/v1/live-pages), never by an editor's write. Every product the
-- catalogue holds today was exported by the build that is live.
ALTER TABLE products ADD COLUMN page_live INTEGER NOT NULL DEFAULT 0 CHECK (page_live IN (0, 1));
UPDATE products SET page_live = is_active;

-- The search index holds the products the live export has a page for: a product created or
-- published since appears in search with the build that renders its page.
DROP VIEW product_search_source;
CREATE VIEW product_search_source AS
SELECT
  p.id,
  replace(replace(p.name, 'ł', 'l'), 'Ł', 'L') AS name,
  p.number || ' ' || p.ean_code AS code,
  replace(replace(
    (SELECT group_concat(c.name, ' ') FROM categories c WHERE c.id IN (
       SELECT l.ancestor_id FROM category_lineage l
       WHERE l.category_id = p.main_category_id
          OR l.category_id IN (SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id))),
    'ł', 'l'), 'Ł', 'L') AS category,
  replace(replace(p.producer, 'ł', 'l'), 'Ł', 'L') AS producer,
  replace(replace(p.short_description || ' ' || p.description, 'ł', 'l'), 'Ł', 'L') AS description
FROM products p
WHERE p.is_active = 1 AND p.page_live = 1;

DROP TRIGGER products_search_update;
CREATE TRIGGER products_search_update
AFTER UPDATE OF name, number, ean_code, description, short_description, producer, main_category_id, is_active, page_live ON products BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
  INSERT INTO product_search (rowid, name, code, category, producer, description)
  SELECT id, name, code, category, producer, description FROM product_search_source WHERE id = new.id;
END;

-- A rebuild request's way to the live site, as its build reports it: queued (the hook was called),
-- building (with the build's steps), live, or failed with the build's message.
ALTER TABLE rebuild_requests ADD COLUMN state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'building', 'live', 'failed'));
-- The build's steps as reported: a JSON array of { at, step }.
ALTER TABLE rebuild_requests ADD COLUMN steps TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(steps) AND json_type(steps) = 'array');
ALTER TABLE rebuild_requests ADD COLUMN message TEXT CHECK (message IS NULL OR length(message) <= 2000);
ALTER TABLE rebuild_requests ADD COLUMN finished_at TEXT;
-- Requests from before the reports: their builds ran; nothing will report them.
UPDATE rebuild_requests SET state = 'live', finished_at = requested_at;
