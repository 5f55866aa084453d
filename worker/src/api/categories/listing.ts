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

interface ListingRowData {
  id: number;
  name: string | null;
  producer: string;
  color: string | null;
  content_amount: number | null;
  content_unit: 'ml' | 'g' | null;
  net_price: number;
  vat_rate: number;
  promotion_price: number | null;
  is_available: number;
  flag_codes: string | null;
  created_at: string | null;
}

/**
 * The products the category ?1 (by slug) lists at ?2 (membership.ts decides which). Facets alone
 * need no names or dates (they sort nothing), so they are read only for listings. Every column
 * read is in the covering index products_listing (0002_search.sql).
 */
function listingRowsSql(withOrderFields: boolean, view: CatalogueView): string {
  return `
SELECT p.id, p.producer, p.color, p.content_amount, p.content_unit, p.net_price, p.vat_rate,
  ${withOrderFields ? 'p.name, p.created_at,' : 'NULL AS name, NULL AS created_at,'}
  p.stock > 0 OR p.supplier_delivery_days IS NOT NULL AS is_available,
  ${runningPromotionSql('pr.net_price', '?2')} AS promotion_price,
  (SELECT group_concat(pf.flag_code) FROM product_flags pf WHERE pf.product_id = p.id) AS flag_codes
FROM products p
WHERE p.id IN (SELECT product_id FROM (${categoryListingsSql({ now: '?2', categoryId: '(SELECT id FROM categories WHERE slug = ?1)', view })}))`;
}

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
] as const satisfies readonly (keyof ListingRowData)[];

function toListingRow(row: ListingRowData): ListingRow {
  return {
    id: row.id,
    name: row.name ?? '',
    producer: row.producer,
    color: row.color,
    content: row.content_amount !== null && row.content_unit !== null ? { amount: row.content_amount, unit: row.content_unit } : null,
    grossPrice: grossFromNet(row.promotion_price ?? row.net_price, row.vat_rate),
    isAvailable: row.is_available === 1,
    // The promotion flag follows the running promotion, as on the product itself.
    flags: [...(row.flag_codes ? row.flag_codes.split(',') : []), ...(row.promotion_price !== null ? [PROMOTION_FLAG_CODE] : [])],
    createdAt: row.created_at ?? '',
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
    // All rows as one JSON text: D1 hands over one value instead of ~1,700 row objects.
    db
      .prepare(`SELECT json_group_array(json_object(${LISTING_ROW_FIELDS.map((field) => `'${field}', ${field}`).join(', ')})) AS rows_json
       FROM (${listingRowsSql(withOrderFields, view)})`)
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
