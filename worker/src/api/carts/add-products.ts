/**
 * Plans adding products bought on their own (spec §7 POST /carts/products, and a line's new
 * quantity): each is judged by the catalogue as the product pages show it. A product that can be
 * bought (from stock or from the supplier: its addToCart or addToCartSupplier button) becomes a
 * line priced as shown now; an unknown, withdrawn or unavailable one is skipped with a message
 * naming it, and one sold only in a set (buyAtProductSet) with a message naming the set.
 */
import type { Product } from '#lib/api-types.ts';
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { getProductsByUuids } from '../products/queries.ts';
import { cartMessages } from './messages.ts';
import { isSoldAlone, unitPricesOf } from './pricing.ts';
import { readProductNames } from './queries.ts';
import type { LinesPlan, PlannedLine, SkippedItem } from './write-lines.ts';

export interface ProductQuantity {
  uuid: string;
  quantity: number;
}

/** One entry per product, in the order first asked, with the quantities of repeats summed. */
export function mergeRepeats(items: readonly ProductQuantity[]): ProductQuantity[] {
  const merged = new Map<string, number>();
  for (const { uuid, quantity } of items) merged.set(uuid, (merged.get(uuid) ?? 0) + quantity);
  return [...merged].map(([uuid, quantity]) => ({ uuid, quantity }));
}

function skipMessageOf(product: Product): string {
  if (product.buttons.buyAtProductSet) {
    return cartMessages.onlyInSet(
      product.name,
      product.sets.map((set) => set.name),
    );
  }
  return cartMessages.unavailableProduct(product.name);
}

function lineOf(product: Product, requested: number, increase: boolean): PlannedLine {
  const unit = unitPricesOf(product, null);
  const shown = Math.min(requested, MAX_PRODUCT_QUANTITY);
  return {
    askedUuid: product.uuid,
    productUuid: product.uuid,
    productSetId: 0,
    quantity: shown,
    requested,
    unitNetPrice: unit.nettoPrice,
    unitGrossPrice: unit.grossPrice,
    name: product.name,
    successMessage: (increase ? cartMessages.added : cartMessages.quantitySet)(product.name, shown, product.salesUnit),
  };
}

export async function planProducts(db: D1Database, now: string, asked: readonly ProductQuantity[], increase: boolean): Promise<LinesPlan> {
  const items = mergeRepeats(asked);
  const offered = new Map(
    (
      await getProductsByUuids(
        db,
        now,
        items.map((item) => item.uuid),
      )
    ).map((product) => [product.uuid, product]),
  );
  const names = await readProductNames(
    db,
    items.filter((item) => !offered.has(item.uuid)).map((item) => item.uuid),
  );
  const lines: PlannedLine[] = [];
  const skipped: SkippedItem[] = [];
  for (const { uuid, quantity } of items) {
    const product = offered.get(uuid);
    if (!product) {
      const name = names.get(uuid);
      skipped.push({ uuid, message: name === undefined ? cartMessages.unknownProduct(uuid) : cartMessages.withdrawnProduct(name) });
    } else if (isSoldAlone(product)) {
      lines.push(lineOf(product, quantity, increase));
    } else {
      skipped.push({ uuid, message: skipMessageOf(product) });
    }
  }
  return { lines, skipped, increase };
}
