/**
 * Filtered category listings and their facets (issue 5): one batch reads the category tree, the
 * browse flags and a compact row per product listed in the category (membership.ts); the facet
 * engine (listing-facets.ts) filters, counts and sorts them; only the products of
 * the page asked for are then read in full. A category that does not exist, and a filter value
 * none of its products has (issue 36), are the API's 404.
 */
import type { CategoryFacetsResponse, CategoryListingResponse, ProductSummary } from '#lib/api-types.ts';
import { PROMOTION_FLAG_CODE } from '#lib/browse-flags.ts';
import { type CategoryFilters, FILTER_KEYS, LISTING_PAGE_SIZE, serializeCategoryFilters } from '#lib/category-filters.ts';
import { grossFromNet } from '#lib/money.ts';
import { toProductSummary } from '#lib/product-summary.ts';
import { notFound } from '../errors.ts';
import { type ProductRow, productRowsStatement, runningPromotionSql, toProduct } from '../products/queries.ts';
import { buildListing, countFacets, type FlagDefinition, type ListingRow, pageOf, unknownFilterValue } from './listing-facets.ts';
import { type CatalogueView, categoryListingsSql } from './membership.ts';
import { CategoryIndex, type CategoryRow, categoryRowsStatement } from './queries.ts';

/** What the listing reads of each product, in the order of its compact row (one JSON array per product). */
const LISTING_ROW_FIELDS = [
  'id',
  'name',
  'producer',
  'color',
  'content_amount',
  'content_unit',
  'net_price',
  'vat_rate',
  'promotion_price',
  'is_available',
  'flag_codes',
  'created_at',
] as const;

/** A compact row: the values of LISTING_ROW_FIELDS, in that order. */
type ListingRowData = [
  id: number,
  name: string | null,
  producer: string,
  color: string | null,
  contentAmount: number | null,
  contentUnit: 'ml' | 'g' | null,
  netPrice: number,
  vatRate: number,
  promotionPrice: number | null,
  isAvailable: number,
  flagCodes: string | null,
  createdAt: string | null,
];

/**
 * The products the category ?1 (by slug) lists at ?2 (membership.ts decides which), as compact
 * rows. Facets alone need no names or dates (they sort nothing), so they are read only for
 * listings. The product's own columns come with the membership (`productColumns`), so a
 * category's products are read from the covering index products_listing, not row by row.
 */
function listingRowsSql(withOrderFields: boolean, view: CatalogueView): string {
  const productColumns = [
    'producer',
    'color',
    'content_amount',
    'content_unit',
    'net_price',
    'vat_rate',
    'stock',
    'supplier_delivery_days',
    'name',
    'created_at',
  ];
  const listed = categoryListingsSql({ now: '?2', categoryId: '(SELECT id FROM categories WHERE slug = ?1)', view, productColumns });
  return `
SELECT p.id, p.producer, p.color, p.content_amount, p.content_unit, p.net_price, p.vat_rate,
  ${withOrderFields ? 'p.name, p.created_at,' : 'NULL AS name, NULL AS created_at,'}
  p.stock > 0 OR p.supplier_delivery_days IS NOT NULL AS is_available,
  ${runningPromotionSql('pr.net_price', '?2')} AS promotion_price,
  (SELECT group_concat(pf.flag_code) FROM product_flags pf WHERE pf.product_id = p.id) AS flag_codes
FROM (SELECT product_id AS id, ${productColumns.join(', ')} FROM (${listed})) p`;
}

function toListingRow([
  id,
  name,
  producer,
  color,
  contentAmount,
  contentUnit,
  netPrice,
  vatRate,
  promotionPrice,
  isAvailable,
  flagCodes,
  createdAt,
]: ListingRowData): ListingRow {
  return {
    id,
    name: name ?? '',
    producer,
    color,
    content: contentAmount !== null && contentUnit !== null ? { amount: contentAmount, unit: contentUnit } : null,
    grossPrice: grossFromNet(promotionPrice ?? netPrice, vatRate),
    isAvailable: isAvailable === 1,
    // The promotion flag follows the running promotion, as on the product itself.
    flags: [...(flagCodes ? flagCodes.split(',') : []), ...(promotionPrice !== null ? [PROMOTION_FLAG_CODE] : [])],
    createdAt: createdAt ?? '',
  };
}

interface CategoryRowsData {
  category: CategoryRow;
  categories: CategoryIndex;
  flags: FlagDefinition[];
  rows: ListingRow[];
}

/**
 * One batch: the tree, the flags and the category's product rows. Throws the API's 404 when there
 * is no such category, or when the filters name a value none of its products has.
 */
async function readCategoryRows(
  db: D1Database,
  now: string,
  slug: string,
  filters: CategoryFilters,
  withOrderFields: boolean,
  view: CatalogueView,
): Promise<CategoryRowsData> {
  const [categoryRows, flagRows, productRows] = await db.batch<Record<string, unknown>>([
    categoryRowsStatement(db),
    db.prepare('SELECT code, slug, name FROM flags ORDER BY position, code'),
    // All rows as one JSON text of arrays: D1 hands over one value instead of ~1,700 row objects,
    // and without the field names it is half as long to send and parse.
    db
      .prepare(`SELECT json_group_array(json_array(${LISTING_ROW_FIELDS.join(', ')})) AS rows_json FROM (${listingRowsSql(withOrderFields, view)})`)
      .bind(slug, now),
  ]);
  const categories = new CategoryIndex((categoryRows?.results ?? []) as unknown as CategoryRow[]);
  const category = categories.bySlug(slug);
  if (!category) throw notFound('Nie znaleziono kategorii.');
  const flags = (flagRows?.results ?? []) as unknown as FlagDefinition[];
  const rowsJson = (productRows?.results[0] as { rows_json?: string } | undefined)?.rows_json ?? '[]';
  const rows = (JSON.parse(rowsJson) as ListingRowData[]).map(toListingRow);
  const unknown = unknownFilterValue(rows, filters, flags);
  if (unknown) {
    const key = Object.entries(FILTER_KEYS).find(([, field]) => field === unknown.field)?.[0] ?? unknown.field;
    throw notFound(`W tej kategorii nie ma takiej wartości filtra: ${key}-${unknown.value}.`);
  }
  return { category, categories, flags, rows };
}

function facetsResponse(
  category: CategoryRow,
  filters: CategoryFilters,
  { total, facets }: { total: number; facets: CategoryFacetsResponse['facets'] },
): CategoryFacetsResponse {
  return {
    category: { uuid: category.uuid, slug: category.slug, name: category.name, kind: category.kind },
    filters: serializeCategoryFilters(filters),
    total,
    facets,
  };
}

/** The facets of a category under the filters (the page and order do not matter). */
export async function getCategoryFacets(
  db: D1Database,
  now: string,
  slug: string,
  filters: CategoryFilters,
  view: CatalogueView,
): Promise<CategoryFacetsResponse> {
  const data = await readCategoryRows(db, now, slug, filters, false, view);
  return facetsResponse(data.category, filters, countFacets(data.rows, filters, data.flags));
}

/** One page of the filtered, sorted listing with its facets. */
export async function getCategoryListing(
  db: D1Database,
  now: string,
  slug: string,
  filters: CategoryFilters,
  view: CatalogueView,
): Promise<CategoryListingResponse> {
  const data = await readCategoryRows(db, now, slug, filters, true, view);
  const listing = buildListing(data.rows, filters, data.flags);
  const page = pageOf(listing.products, filters.page, LISTING_PAGE_SIZE);
  const ids = page.items.map((row) => row.id);
  // Full rows for the page only, mapped with the category tree already read.
  const { results } =
    ids.length > 0
      ? await productRowsStatement(db, now, { tail: 'WHERE p.id IN (SELECT value FROM json_each(?2))' }, JSON.stringify(ids)).all<ProductRow>()
      : { results: [] };
  const byId = new Map(results.map((row) => [row.id, row]));
  const items = ids.flatMap((id): ProductSummary[] => {
    const row = byId.get(id);
    return row ? [toProductSummary(toProduct(row, data.categories, now))] : [];
  });
  const total = listing.products.length;
  return {
    ...facetsResponse(data.category, filters, { total, facets: listing.facets }),
    breadcrumb: data.categories.path(data.category.id),
    description: data.category.description,
    products: { items, total, page: filters.page, pageSize: LISTING_PAGE_SIZE, pageCount: page.pageCount },
  };
}
