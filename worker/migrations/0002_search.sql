-- Full-text search (issue 5): products, product sets, blog posts and pages in FTS5 indexes that
-- understand Polish.
--
-- Folding: the `unicode61 remove_diacritics 2` tokenizer lowercases and drops the marks of
-- ą ć ę ń ó ś ź ż, but `ł` is a letter of its own in Unicode (no decomposition), so the indexed
-- text is a copy with ł/Ł replaced by l/L; the API folds the query the same way
-- (site/src/lib/polish-text.ts). `recznik` finds `ręcznik`, `zolty` finds `żółty`, `lawka` finds
-- `ławka`. Prefix indexes of 1 to 3 characters keep typed prefixes fast.
--
-- Keeping in step: triggers on the catalogue tables, not the seed or import path, because the
-- catalogue will be written by more than one path (seed, admin API, CSV import, stock updates):
-- with triggers every writer keeps the index right without knowing it exists. Each trigger reads
-- the row through a view that says once what is indexed. Only the columns that are indexed fire
-- a trigger, so stock and price updates never touch the index. A renamed or moved category
-- rebuilds the product index (rare; about a second at 10,000 products). A bulk load leaves many
-- small index segments: it should end with 'optimize' (scripts/lib/local-db.ts does).
--
-- Note: `wrangler d1 export` cannot export virtual tables; back up with the catalogue tables and
-- rebuild the indexes by re-running the INSERT ... SELECT statements at the end of this file.

-- Every category with itself and each of its ancestors.
CREATE VIEW category_lineage AS
WITH RECURSIVE up (category_id, ancestor_id) AS (
  SELECT id, id FROM categories
  UNION
  SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor_id WHERE c.parent_id IS NOT NULL
)
SELECT category_id, ancestor_id FROM up;

-- What the product index holds per active product: name, number and EAN, the names of every
-- category it is listed in and their ancestors, producer, descriptions; ł folded to l.
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
WHERE p.is_active = 1;

-- rowid = products.id.
CREATE VIRTUAL TABLE product_search USING fts5 (
  name, code, category, producer, description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);

-- The words of product names with how many products use them: the vocabulary of typo
-- suggestions ("Czy chodziło Ci o: ...").
CREATE VIRTUAL TABLE product_search_terms USING fts5vocab (product_search, 'col');

CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_search (rowid, name, code, category, producer, description)
  SELECT id, name, code, category, producer, description FROM product_search_source WHERE id = new.id;
END;

CREATE TRIGGER products_search_update
AFTER UPDATE OF name, number, ean_code, description, short_description, producer, main_category_id, is_active ON products BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
  INSERT INTO product_search (rowid, name, code, category, producer, description)
  SELECT id, name, code, category, producer, description FROM product_search_source WHERE id = new.id;
END;

CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
END;

CREATE TRIGGER product_categories_search_insert AFTER INSERT ON product_categories BEGIN
  DELETE FROM product_search WHERE rowid = new.product_id;
  INSERT INTO product_search (rowid, name, code, category, producer, description)
  SELECT id, name, code, category, producer, description FROM product_search_source WHERE id = new.product_id;
END;

CREATE TRIGGER product_categories_search_delete AFTER DELETE ON product_categories BEGIN
  DELETE FROM product_search WHERE rowid = old.product_id;
  INSERT INTO product_search (rowid, name, code, category, producer, description)
  SELECT id, name, code, category, producer, description FROM product_search_source WHERE id = old.product_id;
END;

CREATE TRIGGER categories_search_update AFTER UPDATE OF name, parent_id ON categories BEGIN
  DELETE FROM product_search;
  INSERT INTO product_search (rowid, name, code, category, producer, description)
  SELECT id, name, code, category, producer, description FROM product_search_source;
END;

-- Product sets, blog posts and pages: few rows, one index; `kind` and `ref_id` name the row.
CREATE VIEW content_search_source AS
SELECT 'productSet' AS kind, s.id AS ref_id,
  replace(replace(s.name, 'ł', 'l'), 'Ł', 'L') AS title,
  replace(replace(s.description, 'ł', 'l'), 'Ł', 'L') AS body
FROM product_sets s WHERE s.is_active = 1
UNION ALL
SELECT 'blogPost', b.id,
  replace(replace(b.title, 'ł', 'l'), 'Ł', 'L'),
  replace(replace(b.lead || ' ' || b.body, 'ł', 'l'), 'Ł', 'L')
FROM blog_posts b
UNION ALL
SELECT 'page', g.id,
  replace(replace(g.title, 'ł', 'l'), 'Ł', 'L'),
  replace(replace(g.lead || ' ' || g.body, 'ł', 'l'), 'Ł', 'L')
FROM pages g;

CREATE VIRTUAL TABLE content_search USING fts5 (
  kind UNINDEXED, ref_id UNINDEXED, title, body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);

CREATE TRIGGER product_sets_search_insert AFTER INSERT ON product_sets BEGIN
  INSERT INTO content_search (kind, ref_id, title, body)
  SELECT kind, ref_id, title, body FROM content_search_source WHERE kind = 'productSet' AND ref_id = new.id;
END;
CREATE TRIGGER product_sets_search_update AFTER UPDATE OF name, description, is_active ON product_sets BEGIN
  DELETE FROM content_search WHERE kind = 'productSet' AND ref_id = old.id;
  INSERT INTO content_search (kind, ref_id, title, body)
  SELECT kind, ref_id, title, body FROM content_search_source WHERE kind = 'productSet' AND ref_id = new.id;
END;
CREATE TRIGGER product_sets_search_delete AFTER DELETE ON product_sets BEGIN
  DELETE FROM content_search WHERE kind = 'productSet' AND ref_id = old.id;
END;

CREATE TRIGGER blog_posts_search_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO content_search (kind, ref_id, title, body)
  SELECT kind, ref_id, title, body FROM content_search_source WHERE kind = 'blogPost' AND ref_id = new.id;
END;
CREATE TRIGGER blog_posts_search_update AFTER UPDATE OF title, lead, body ON blog_posts BEGIN
  DELETE FROM content_search WHERE kind = 'blogPost' AND ref_id = old.id;
  INSERT INTO content_search (kind, ref_id, title, body)
  SELECT kind, ref_id, title, body FROM content_search_source WHERE kind = 'blogPost' AND ref_id = new.id;
END;
CREATE TRIGGER blog_posts_search_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM content_search WHERE kind = 'blogPost' AND ref_id = old.id;
END;

CREATE TRIGGER pages_search_insert AFTER INSERT ON pages BEGIN
  INSERT INTO content_search (kind, ref_id, title, body)
  SELECT kind, ref_id, title, body FROM content_search_source WHERE kind = 'page' AND ref_id = new.id;
END;
CREATE TRIGGER pages_search_update AFTER UPDATE OF title, lead, body ON pages BEGIN
  DELETE FROM content_search WHERE kind = 'page' AND ref_id = old.id;
  INSERT INTO content_search (kind, ref_id, title, body)
  SELECT kind, ref_id, title, body FROM content_search_source WHERE kind = 'page' AND ref_id = new.id;
END;
CREATE TRIGGER pages_search_delete AFTER DELETE ON pages BEGIN
  DELETE FROM content_search WHERE kind = 'page' AND ref_id = old.id;
END;

-- Category facets and filtered listings read every product of a category, but only these
-- columns: a covering index spares reading each whole row (long descriptions spill onto
-- overflow pages), about 3x faster for the largest category.
CREATE INDEX products_listing ON products (
  main_category_id, is_active, producer, color, content_amount, content_unit, net_price, vat_rate,
  stock, supplier_delivery_days, created_at, name
);

-- A database migrated with its catalogue already loaded gets its indexes filled now.
INSERT INTO product_search (rowid, name, code, category, producer, description)
SELECT id, name, code, category, producer, description FROM product_search_source;
INSERT INTO content_search (kind, ref_id, title, body)
SELECT kind, ref_id, title, body FROM content_search_source;
