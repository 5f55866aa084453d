/** Product sets with their items; items carry the product's listing fields and the set prices. */
import type { ProductSet } from '../../../../site/src/lib/api-types.ts';
import { grossFromNet, multiply } from '../../../../site/src/lib/money.ts';
import { toProductSummary } from '../../../../site/src/lib/product-summary.ts';
import { toImage } from '../media/image.ts';
import { getProductsByIds } from '../products/queries.ts';

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

async function toProductSets(db: D1Database, now: string, rows: SetRow[]): Promise<ProductSet[]> {
  const itemsBySet = rows.map((row) => JSON.parse(row.items_json) as { productId: number; quantity: number; netPrice: number }[]);
  const products = await getProductsByIds(db, now, [...new Set(itemsBySet.flat().map((item) => item.productId))]);
  return rows.map((row, index) => {
    // A set whose product was withdrawn lists the rest; prices follow what is listed.
    const items = (itemsBySet[index] ?? []).flatMap((item) => {
      const product = products.get(item.productId);
      if (!product) return [];
      // A set never costs more than its items bought separately, promotions included.
      const nettoPrice = Math.min(item.netPrice, product.price.nettoPrice);
      return [
        { product: toProductSummary(product), quantity: item.quantity, nettoPrice, grossPrice: grossFromNet(nettoPrice, product.price.vatRate) },
      ];
    });
    const sum = (price: (item: (typeof items)[number]) => number) => items.reduce((total, item) => total + multiply(price(item), item.quantity), 0);
    return {
      uuid: row.uuid,
      slug: row.slug,
      name: row.name,
      description: row.description,
      coverImage: toImage({ path: row.cover_image, alt: row.name, width: row.width, height: row.height }),
      items,
      price: {
        nettoPrice: sum((item) => item.nettoPrice),
        grossPrice: sum((item) => item.grossPrice),
        regularGrossPrice: sum((item) => item.product.price.grossPrice),
      },
      updatedAt: row.updated_at,
    };
  });
}

export async function listProductSets(db: D1Database, now: string): Promise<ProductSet[]> {
  const { results } = await db.prepare(`${setSelect} ORDER BY s.name`).all<SetRow>();
  return toProductSets(db, now, results);
}

export async function getProductSetBySlug(db: D1Database, now: string, slug: string): Promise<ProductSet | null> {
  const row = await db.prepare(`${setSelect} AND s.slug = ?1`).bind(slug).first<SetRow>();
  return row ? ((await toProductSets(db, now, [row]))[0] ?? null) : null;
}

/** Active sets with the given ids, in the order of the ids; unknown or withdrawn ones left out. */
export async function getProductSetsByIds(db: D1Database, now: string, ids: readonly number[]): Promise<ProductSet[]> {
  if (ids.length === 0) return [];
  const { results } = await db.prepare(`${setSelect} AND s.id IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(ids)).all<SetRow>();
  const sets = await toProductSets(db, now, results);
  const byId = new Map(results.map((row, index) => [row.id, sets[index]]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
