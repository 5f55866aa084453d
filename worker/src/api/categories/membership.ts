/**
 * Which products a category lists, decided here once (issue 9). Everything that asks reads this
 * one relation: a category's listing and facets, the product counts of the category tree, and
 * each product's `categorySlugs`, from which the build prerenders the category pages. So a
 * prerendered page, its facets and the live listing cannot disagree.
 *
 * The rule: a regular category lists the active products whose main category, or one of whose
 * extra categories, is that category or one of its descendants; the promotions category lists
 * the active products on a promotion running at `now` (the rule of `runningPromotionSql`).
 */

/**
 * Which catalogue an answer lists (issue 35, docs/decisions/043-live-pages.md): `live`, the products
 * whose page is in the live export (every shopper's answer, so no list links to a page that does
 * not exist); `next`, every active product (the build's, which renders the next export); `all`,
 * published or not (the back office's product list).
 */
export type CatalogueView = 'live' | 'next' | 'all';

/** The condition on a product `lp` that a view lists. */
const LISTED: Record<CatalogueView, string> = {
  live: 'lp.is_active = 1 AND lp.page_live = 1',
  next: 'lp.is_active = 1',
  all: '1 = 1',
};

interface ListingsFilter {
  /** SQL for the moment promotions are judged at, e.g. `?1`. */
  now: string;
  /** SQL for one product id: only that product's categories (e.g. `p.id`, correlated). */
  productId?: string;
  /** SQL for one category id: only that category's products. */
  categoryId?: string;
  /** The catalogue listed; `live` unless the build asks. */
  view: CatalogueView;
  /**
   * Columns of the product to carry beside the pair (`['producer', 'net_price']`): read where
   * each branch finds the product, so a category's listing reads them from the covering index
   * products_listing (0035_listing_index_page_live.sql) instead of looking up each product's row.
   */
  productColumns?: readonly string[];
}

/**
 * A SELECT of the pairs `(category_id, product_id)`: each category with each product it lists,
 * narrowed to one product or one category when asked, with the product's `productColumns` when
 * named. Every direction is an index lookup (category_lineage is a table with an index each way,
 * 0005_category_lineage_table.sql). The aliases inside are its own; the caller's `p` may be
 * referred to from `productId`. A product found by two branches is one row (UNION).
 * @example `SELECT product_id FROM (${categoryListingsSql({ now: '?2', categoryId: '?1', view: 'live' })})`
 */
export function categoryListingsSql({ now, productId, categoryId, view, productColumns = [] }: ListingsFilter): string {
  const listed = LISTED[view];
  const forProduct = (column: string) => (productId === undefined ? '' : `AND ${column} = ${productId}`);
  const forCategory = (column: string) => (categoryId === undefined ? '' : `AND ${column} = ${categoryId}`);
  const carried = productColumns.map((column) => `, lp.${column}`).join('');
  // In the promotions branch the product is read after its promotion (CROSS JOIN keeps SQLite
  // from scanning every product instead of the promotions).
  return `
SELECT lc.id AS category_id, lp.id AS product_id${carried}
  FROM products lp
  JOIN category_lineage l ON l.category_id = lp.main_category_id
  JOIN categories lc ON lc.id = l.ancestor_id AND lc.kind = 'regular'
  WHERE ${listed} ${forProduct('lp.id')} ${forCategory('lc.id')}
UNION
SELECT lc.id, lp.id${carried}
  FROM product_categories pc
  JOIN products lp ON lp.id = pc.product_id
  JOIN category_lineage l ON l.category_id = pc.category_id
  JOIN categories lc ON lc.id = l.ancestor_id AND lc.kind = 'regular'
  WHERE ${listed} ${forProduct('pc.product_id')} ${forCategory('lc.id')}
UNION
SELECT lc.id, lp.id${carried}
  FROM promotions pr
  JOIN categories lc ON lc.kind = 'promotions'
  CROSS JOIN products lp ON lp.id = pr.product_id
  WHERE pr.starts_at <= ${now} AND pr.ends_at > ${now} AND ${listed} ${forProduct('pr.product_id')} ${forCategory('lc.id')}`;
}
