/**
 * Plans adding a product set as its items (POST /carts/product-sets): `quantity` sets make one
 * line per item, of the item's quantity in the set times `quantity` (at most 9999), priced at the
 * set's item price and marked with the set, so it stays apart from the same product bought alone.
 * An item sold only in sets is bought this way (its buyAtProductSet button); an item whose
 * product was withdrawn is skipped with a message, as the set page leaves it out.
 */
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { getProductsByIds } from '../products/queries.ts';
import { cartMessages } from './messages.ts';
import { unitPricesOf } from './pricing.ts';
import { readActiveSet } from './queries.ts';
import type { LinesPlan, PlannedLine, SkippedItem } from './write-lines.ts';

export async function planProductSet(db: D1Database, now: string, uuid: string, quantity: number, increase: boolean): Promise<LinesPlan> {
  const set = await readActiveSet(db, uuid);
  if (!set) return { lines: [], skipped: [{ uuid, message: cartMessages.unknownSet(uuid) }], increase };
  const products = await getProductsByIds(
    db,
    now,
    set.items.map((item) => item.productId),
  );
  const lines: PlannedLine[] = [];
  const skipped: SkippedItem[] = [];
  for (const item of set.items) {
    const product = products.get(item.productId);
    if (!product) {
      skipped.push({ uuid, message: cartMessages.withdrawnProduct(item.name) });
      continue;
    }
    const unit = unitPricesOf(product, { setNetPrice: item.netPrice });
    const requested = item.quantity * quantity;
    lines.push({
      askedUuid: uuid,
      productUuid: product.uuid,
      productSetId: set.id,
      quantity: Math.min(requested, MAX_PRODUCT_QUANTITY),
      requested,
      unitNetPrice: unit.nettoPrice,
      unitGrossPrice: unit.grossPrice,
      name: product.name,
    });
  }
  return { lines, skipped, increase, successMessage: cartMessages.setAdded(set.name, quantity) };
}
