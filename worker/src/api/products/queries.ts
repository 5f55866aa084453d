/**
 * Product queries. One SQL statement returns a product with everything it shows (images, flags,
 * categories, running promotion, price history, sets) as JSON columns, so a page of 500
 * products is one round trip to D1; `toProduct` maps such a row to the API shape.
 */
import type { Product } from '#lib/api-types.ts';
import { PROMOTION_FLAG_CODE } from '#lib/browse-flags.ts';
import { grossFromNet } from '#lib/money.ts';
import { activePromotion, omnibusPriceOf, type PricePoint, type PromotionPeriod, unitPrice } from '#lib/pricing.ts';
import { type CatalogueView, categoryListingsSql } from '../categories/membership.ts';
import { CategoryIndex, listCategoryRows } from '../categories/queries.ts';
import { type ImageRow, toImage } from '../media/image.ts';
import { hazardJsonSql, hazardLabelOf, safetyJsonSql, toHazard, toSafety } from './safety-schemas.ts';

export interface ProductRow {
  id: number;
  uuid: string;
  number: string;
  slug: string;
  name: string;
  ean_code: string;
  description: string;
  short_description: string;
  producer: string;
  color: string | null;
  content_amount: number | null;
  content_unit: 'ml' | 'g' | null;
  sales_unit: string;
  net_price: number;
  vat_rate: number;
  stock: number;
  supplier_delivery_days: number | null;
  main_category_id: number;
  created_at: string;
  updated_at: string;
  images_json: string;
  flags_json: string;
  /** Every category whose listing shows the product (membership.ts). */
  listed_category_ids_json: string;
  promotions_json: string;
  history_json: string;
  sets_json: string;
  /** The product's CLP data and GPSR data as JSON objects (safety-schemas.ts), or null. */
  hazard_json: string | null;
  safety_json: string | null;
}

/** A product's net content (millilitres or grams per sales unit), or null when it has none. */
export function contentOf(row: Pick<ProductRow, 'content_amount' | 'content_unit'>): { amount: number; unit: 'ml' | 'g' } | null {
  return row.content_amount !== null && row.content_unit !== null ? { amount: row.content_amount, unit: row.content_unit } : null;
}

/**
 * The promotion running at `now` for the product `p`, in SQL: the latest started that has not
 * ended, the rule of `activePromotion` (site/src/lib/pricing.ts). For queries that read many
 * products but not their whole promotion history: the listings' compact rows and suggestions.
 */
export function runningPromotionSql(columns: string, now = '?1'): string {
  return `(SELECT ${columns} FROM promotions pr WHERE pr.product_id = p.id AND pr.starts_at <= ${now} AND pr.ends_at > ${now} ORDER BY pr.starts_at DESC LIMIT 1)`;
}

/** ?1 is "now": the moment promotions and sets are judged at. */
const productSelect = `
SELECT p.id, p.uuid, p.number, p.slug, p.name, p.ean_code, p.description, p.short_description, p.producer,
  p.color, p.content_amount, p.content_unit, p.sales_unit, p.net_price, p.vat_rate, p.stock,
  p.supplier_delivery_days, p.main_category_id, p.created_at, p.updated_at,
  (SELECT json_group_array(json_object('path', i.path, 'alt', i.alt, 'width', i.width, 'height', i.height))
     FROM (SELECT pi.path, pi.alt, m.width, m.height FROM product_images pi JOIN media m ON m.path = pi.path
           WHERE pi.product_id = p.id ORDER BY pi.position) i) AS images_json,
  (SELECT json_group_array(f.code) FROM (SELECT fl.code FROM product_flags pf JOIN flags fl ON fl.code = pf.flag_code
           WHERE pf.product_id = p.id ORDER BY fl.position) f) AS flags_json,
  (SELECT json_group_array(category_id) FROM (${categoryListingsSql({ now: '?1', productId: 'p.id', view: 'next' })})) AS listed_category_ids_json,
  (SELECT json_group_array(json_object('netPrice', pr.net_price, 'startsAt', pr.starts_at, 'endsAt', pr.ends_at)) FROM promotions pr
     WHERE pr.product_id = p.id AND pr.starts_at <= ?1) AS promotions_json,
  (SELECT json_group_array(json_object('netPrice', ph.net_price, 'validFrom', ph.valid_from)) FROM price_history ph
     WHERE ph.product_id = p.id) AS history_json,
  (SELECT json_group_array(json_object('slug', s.slug, 'name', s.name, 'netPrice', s.net_price))
     FROM (SELECT ps.slug, ps.name, psi.net_price FROM product_set_items psi JOIN product_sets ps ON ps.id = psi.set_id AND ps.is_active = 1
           WHERE psi.product_id = p.id ORDER BY ps.name) s) AS sets_json,
  ${hazardJsonSql} AS hazard_json,
  ${safetyJsonSql} AS safety_json
FROM products p`;

function parseJson<T>(text: string | null, fallback: T): T {
  return text === null ? fallback : (JSON.parse(text) as T);
}

function toUnitPrice({ price, per }: ReturnType<typeof unitPrice>) {
  return { grossPrice: price, per };
}

/** Maps one product row to the API's product as of `now`; `categories` resolves category ids. */
export function toProduct(row: ProductRow, categories: CategoryIndex, now: string): Product {
  const promotions = parseJson<PromotionPeriod[]>(row.promotions_json, []);
  const promotion = activePromotion(promotions, now);
  const history = parseJson<PricePoint[]>(row.history_json, []);
  const sets = parseJson<{ slug: string; name: string; netPrice: number }[]>(row.sets_json, []);
  const images = parseJson<ImageRow[]>(row.images_json, []).map(toImage);
  const listedCategoryIds = new Set(parseJson<number[]>(row.listed_category_ids_json, []));
  // The promotion flag follows the running promotion, so it can never outlive it.
  const flags = [...parseJson<string[]>(row.flags_json, []), ...(promotion ? [PROMOTION_FLAG_CODE] : [])];

  const content = contentOf(row);
  const nettoPrice = promotion ? promotion.netPrice : row.net_price;
  const grossPrice = grossFromNet(nettoPrice, row.vat_rate);
  const lowestBefore = promotion ? omnibusPriceOf(promotion, history, promotions, row.net_price) : null;
  const setPrices = sets.map((set) => set.netPrice);
  const cover = images[0] ?? { src: '', alt: row.name, width: 1, height: 1 };
  const mainCategory = categories.ref(row.main_category_id);
  // The API decides membership once: the build prerenders category pages from these slugs.
  const categorySlugs = categories.inTreeOrder(listedCategoryIds, row.main_category_id).map((id) => categories.ref(id).slug);
  const hazard = toHazard(row.hazard_json);

  return {
    uuid: row.uuid,
    number: row.number,
    slug: row.slug,
    name: row.name,
    eanCode: row.ean_code,
    producer: row.producer,
    salesUnit: row.sales_unit,
    coverImage: { ...cover, big: cover.src },
    price: {
      nettoPrice,
      grossPrice,
      vatRate: row.vat_rate,
      // As in the set itself: never above the product's current price.
      nettoMinPriceFromSet: setPrices.length > 0 ? Math.min(nettoPrice, ...setPrices) : null,
      promotion:
        promotion && lowestBefore !== null
          ? {
              regularNettoPrice: row.net_price,
              regularGrossPrice: grossFromNet(row.net_price, row.vat_rate),
              lowestPrice30DaysGross: grossFromNet(lowestBefore, row.vat_rate),
              endsAt: promotion.endsAt,
            }
          : null,
      unitPrice: content ? toUnitPrice(unitPrice(grossPrice, content.amount, content.unit)) : null,
    },
    buttons: {
      addToCart: row.stock > 0,
      addToCartSupplier: row.stock === 0 && row.supplier_delivery_days !== null,
      buyAtProductSet: sets.length > 0,
      buyAtPromotion: promotion !== null && row.stock > 0,
    },
    stock: { quantity: row.stock, supplierDeliveryDays: row.supplier_delivery_days },
    flags,
    mainCategory,
    hazardLabel: hazardLabelOf(hazard),
    categorySlugs,
    updatedAt: row.updated_at,
    description: row.description,
    shortDescription: row.short_description,
    color: row.color,
    content,
    images,
    shopProductDetails: { name: row.name, description: row.short_description },
    breadcrumb: categories.path(row.main_category_id),
    sets: sets.map(({ slug, name }) => ({ slug, name })),
    hazard,
    safety: toSafety(row.safety_json),
    createdAt: row.created_at,
  };
}

/**
 * Full product rows for `toProduct`, to run beside other statements in one batch: `head` may
 * open a WITH clause, `tail` follows `FROM products p` (joins, WHERE, ORDER BY). ?1 is `now`;
 * the caller's parameters are ?2 onwards.
 */
export function productRowsStatement(db: D1Database, now: string, { head = '', tail }: { head?: string; tail: string }, ...params: unknown[]) {
  return db.prepare(`${head} ${productSelect} ${tail}`).bind(now, ...params);
}

async function loadCategories(db: D1Database): Promise<CategoryIndex> {
  return new CategoryIndex(await listCategoryRows(db));
}

/** A page of active products ordered by id, after the id `cursor`. */
export async function listProducts(
  db: D1Database,
  now: string,
  cursor: number,
  limit: number,
  view: CatalogueView,
): Promise<{ products: Product[]; ids: number[] }> {
  const listed = view === 'live' ? 'p.is_active = 1 AND p.page_live = 1' : 'p.is_active = 1';
  const [categories, { results }] = await Promise.all([
    loadCategories(db),
    db.prepare(`${productSelect} WHERE ${listed} AND p.id > ?2 ORDER BY p.id LIMIT ?3`).bind(now, cursor, limit).all<ProductRow>(),
  ]);
  return { products: results.map((row) => toProduct(row, categories, now)), ids: results.map((row) => row.id) };
}

export async function getProductBySlug(db: D1Database, now: string, slug: string): Promise<Product | null> {
  const [categories, row] = await Promise.all([
    loadCategories(db),
    db.prepare(`${productSelect} WHERE p.is_active = 1 AND p.slug = ?2`).bind(now, slug).first<ProductRow>(),
  ]);
  return row ? toProduct(row, categories, now) : null;
}

type ProductKey = 'id' | 'number' | 'uuid';

/** Active products whose `key` column is one of `values`, keyed by that column. */
async function getProductsByKey<Key extends ProductKey>(
  db: D1Database,
  now: string,
  key: Key,
  values: readonly ProductRow[Key][],
): Promise<Map<ProductRow[Key], Product>> {
  const [categories, { results }] = await Promise.all([
    loadCategories(db),
    db
      .prepare(`${productSelect} WHERE p.is_active = 1 AND p.${key} IN (SELECT value FROM json_each(?2))`)
      .bind(now, JSON.stringify(values))
      .all<ProductRow>(),
  ]);
  return new Map(results.map((row) => [row[key], toProduct(row, categories, now)]));
}

/** The products found, in the order their keys were asked for; unknown keys are left out. */
function inOrderAsked<Value>(values: readonly Value[], found: Map<Value, Product>): Product[] {
  return values.flatMap((value) => found.get(value) ?? []);
}

/** Active products with the given numbers, in the order the numbers were asked for. */
export async function getProductsByNumbers(db: D1Database, now: string, numbers: readonly string[]): Promise<Product[]> {
  return inOrderAsked(numbers, await getProductsByKey(db, now, 'number', numbers));
}

/** Active products with the given uuids, in the order the uuids were asked for. */
export async function getProductsByUuids(db: D1Database, now: string, uuids: readonly string[]): Promise<Product[]> {
  return inOrderAsked(uuids, await getProductsByKey(db, now, 'uuid', uuids));
}

/** Active products with the given ids, keyed by id. */
export function getProductsByIds(db: D1Database, now: string, ids: readonly number[]): Promise<Map<number, Product>> {
  return getProductsByKey(db, now, 'id', ids);
}
