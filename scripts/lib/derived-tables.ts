/** The tables derived from others in D1 (search indexes, the category lineage): how a bulk load rebuilds and tidies them. */

/** The derived tables (the category lineage, both search indexes) filled again from their source views, after a load that wrote their sources in any order. */
export const REBUILD_DERIVED_TABLES = [
  'DELETE FROM category_lineage;',
  'INSERT INTO category_lineage (category_id, ancestor_id) SELECT category_id, ancestor_id FROM category_lineage_source;',
  'DELETE FROM product_search;',
  'INSERT INTO product_search (rowid, name, code, category, producer, description) SELECT id, name, code, category, producer, description FROM product_search_source;',
  'DELETE FROM content_search;',
  'INSERT INTO content_search (kind, ref_id, title, body) SELECT kind, ref_id, title, body FROM content_search_source;',
] as const;

/**
 * A bulk load leaves the FTS5 search indexes (worker/migrations/0002_search.sql, filled by
 * triggers row by row) in many small segments; merging them once makes searches several times
 * faster and the index a third of its size. Any bulk load ends with these.
 */
export const OPTIMIZE_SEARCH_INDEXES = [
  "INSERT INTO product_search (product_search) VALUES ('optimize');",
  "INSERT INTO content_search (content_search) VALUES ('optimize');",
] as const;
