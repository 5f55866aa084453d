-- Category membership (issue 9) is one SQL relation (worker/src/api/categories/membership.ts)
-- read both ways: the products a category lists (listings, facets, the tree's counts) and the
-- categories a product is listed in (each product's `categorySlugs`, which the build prerenders
-- category pages from). Through the recursive view of 0002 the planner could only walk it from
-- the product side, so a listing read every product of the catalogue. Stored as a table with an
-- index each way, both directions are index lookups.
--
-- The tree is small (tens of rows) and changes rarely, so any change of it rebuilds the whole
-- table from the recursive definition, which stays a view: SQLite allows no WITH inside a
-- trigger, but a trigger may read a view that holds one. The name stays `category_lineage`, so
-- the search index's view (0002) reads the table from now on.

DROP VIEW category_lineage;

-- Every category with itself and each of its ancestors: the definition.
CREATE VIEW category_lineage_source AS
WITH RECURSIVE up (category_id, ancestor_id) AS (
  SELECT id, id FROM categories
  UNION
  SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor_id WHERE c.parent_id IS NOT NULL
)
SELECT category_id, ancestor_id FROM up;

-- The same rows, stored. No foreign keys: the triggers below keep it in step, and a seed may
-- delete and insert categories in any order its own keys allow.
CREATE TABLE category_lineage (
  category_id INTEGER NOT NULL,
  ancestor_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, ancestor_id)
);
CREATE INDEX category_lineage_ancestor ON category_lineage (ancestor_id, category_id);

INSERT INTO category_lineage (category_id, ancestor_id) SELECT category_id, ancestor_id FROM category_lineage_source;

CREATE TRIGGER categories_lineage_insert AFTER INSERT ON categories BEGIN
  DELETE FROM category_lineage;
  INSERT INTO category_lineage (category_id, ancestor_id) SELECT category_id, ancestor_id FROM category_lineage_source;
END;

CREATE TRIGGER categories_lineage_delete AFTER DELETE ON categories BEGIN
  DELETE FROM category_lineage;
  INSERT INTO category_lineage (category_id, ancestor_id) SELECT category_id, ancestor_id FROM category_lineage_source;
END;

-- A moved category changes the lineage, and the search index reads categories through it: one
-- trigger does both, in that order (0002's trigger did the second alone).
DROP TRIGGER categories_search_update;
CREATE TRIGGER categories_tree_update AFTER UPDATE OF name, parent_id ON categories BEGIN
  DELETE FROM category_lineage;
  INSERT INTO category_lineage (category_id, ancestor_id) SELECT category_id, ancestor_id FROM category_lineage_source;
  DELETE FROM product_search;
  INSERT INTO product_search (rowid, name, code, category, producer, description)
  SELECT id, name, code, category, producer, description FROM product_search_source;
END;
