/** Product sets with their items; items carry the product's listing fields and the set prices. */
import type { ProductSet, ProductSetSummary } from '#lib/api-types.ts';
import { grossFromNet, multiply } from '#lib/money.ts';
import { toProductSummary } from '#lib/product-summary.ts';
import { documentTotals } from '#lib/vat-totals.ts';
import { toImage } from '../media/image.ts';
import { getProductsByIds, runningPromotionSql } from '../products/queries.ts';

interface SetRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  cover_image: string;
  width: number;
  height: number;
  updated_at: string;
  items_json: string;
}

const setSelect = `
SELECT s.id, s.uuid, s.slug, s.name, s.description, s.cover_image, m.width, m.height, s.updated_at,
  (SELECT json_group_array(json_object('productId', i.product_id, 'quantity', i.quantity, 'netPrice', i.net_price))
     FROM (SELECT product_id, quantity, net_price FROM product_set_items WHERE set_id = s.id ORDER BY position) i) AS items_json
FROM product_sets s JOIN media m ON m.path = s.cover_image
WHERE s.is_active = 1`;

/** What the price of one item of a set depends on. */
export interface SetItemPricing {
  quantity: number;
  /** The item's unit net price in the set. */
  setNetPrice: number;
  /** The product's own current unit net price (its promotion's while one runs). */
  productNetPrice: number;
  vatRate: number;
}

/** An item's unit prices inside the set: a set never costs more than its items bought separately, promotions included. */
export function setItemUnitPrices(item: SetItemPricing): { nettoPrice: number; grossPrice: number } {
  const nettoPrice = Math.min(item.setNetPrice, item.productNetPrice);
  return { nettoPrice, grossPrice: grossFromNet(nettoPrice, item.vatRate) };
}

/**
 * The whole set: its net, Σ unit net price × quantity, and its gross as a document's total (VAT per
 * rate from the net sum, #lib/vat-totals.ts), so the set alone in a cart costs exactly its price;
 * and what its items cost bought separately, by the same rule.
 */
export function setPrice(items: readonly SetItemPricing[]): ProductSet['price'] {
  const totals = (net: (item: SetItemPricing) => number) =>
    documentTotals(items.map((item) => ({ vatRate: item.vatRate, net: multiply(net(item), item.quantity) })));
  const inSet = totals((item) => setItemUnitPrices(item).nettoPrice);
  return { nettoPrice: inSet.net, grossPrice: inSet.gross, regularGrossPrice: totals((item) => item.productNetPrice).gross };
}

async function toProductSets(db: D1Database, now: string, rows: SetRow[]): Promise<ProductSet[]> {
  const itemsBySet = rows.map((row) => JSON.parse(row.items_json) as { productId: number; quantity: number; netPrice: number }[]);
  const products = await getProductsByIds(db, now, [...new Set(itemsBySet.flat().map((item) => item.productId))]);
  return rows.map((row, index) => {
    // A set whose product was withdrawn lists the rest; prices follow what is listed.
    const listed = (itemsBySet[index] ?? []).flatMap((item) => {
      const product = products.get(item.productId);
      if (!product) return [];
      const pricing = {
        quantity: item.quantity,
        setNetPrice: item.netPrice,
        productNetPrice: product.price.nettoPrice,
        vatRate: product.price.vatRate,
      };
      return [{ product, pricing }];
    });
    return {
      uuid: row.uuid,
      slug: row.slug,
      name: row.name,
      description: row.description,
      coverImage: toImage({ path: row.cover_image, alt: row.name, width: row.width, height: row.height }),
      items: listed.map(({ product, pricing }) => ({
        product: toProductSummary(product),
        quantity: pricing.quantity,
        ...setItemUnitPrices(pricing),
      })),
      price: setPrice(listed.map(({ pricing }) => pricing)),
      updatedAt: row.updated_at,
    };
  });
}

/**
 * Columns of a set summary (name, picture, prices) for a query over `product_sets s JOIN media m`;
 * `now` is the parameter of the moment promotions are judged at.
 */
export function setSummaryColumns(now: string): string {
  return `s.uuid, s.slug, s.name, s.cover_image, m.width, m.height,
  (SELECT json_group_array(json_object('quantity', i.quantity, 'setNetPrice', i.net_price,
       'productNetPrice', coalesce(${runningPromotionSql('pr.net_price', now)}, p.net_price), 'vatRate', p.vat_rate))
     FROM product_set_items i JOIN products p ON p.id = i.product_id AND p.is_active = 1 WHERE i.set_id = s.id) AS pricing_json`;
}

export interface SetSummaryRow {
  uuid: string;
  slug: string;
  name: string;
  cover_image: string;
  width: number;
  height: number;
  pricing_json: string;
}

export function toSetSummary(row: SetSummaryRow): ProductSetSummary {
  return {
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    coverImage: toImage({ path: row.cover_image, alt: row.name, width: row.width, height: row.height }),
    price: setPrice(JSON.parse(row.pricing_json) as SetItemPricing[]),
  };
}

export async function listProductSets(db: D1Database, now: string): Promise<ProductSet[]> {
  const { results } = await db.prepare(`${setSelect} ORDER BY s.name`).all<SetRow>();
  return toProductSets(db, now, results);
}

export async function getProductSetBySlug(db: D1Database, now: string, slug: string): Promise<ProductSet | null> {
  const row = await db.prepare(`${setSelect} AND s.slug = ?1`).bind(slug).first<SetRow>();
  return row ? ((await toProductSets(db, now, [row]))[0] ?? null) : null;
}
