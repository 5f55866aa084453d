/**
 * Where a cart line's quantity comes from (issue 36 item 1): the one rule the cart page's lines,
 * the cart sidebar and the order's check (worker/src/api/orders/place-order.ts) all read, so the
 * cart says as soon as a line is added or changed what "Zamawiam" would otherwise say last.
 *
 * The whole line ships from stock when the stock covers it. When it does not, the whole line is
 * ordered from the supplier, if the product has one (its delivery days) or came with a set; if
 * neither, only what is in stock can be ordered.
 */

/** A product's stock as the catalogue gives it (spec §3 `stock`). */
export interface StockLevel {
  quantity: number;
  /** Days the supplier needs to deliver; null: the product has no supplier. */
  supplierDeliveryDays: number | null;
}

export interface SupplyRequest {
  /** The line's quantity. */
  quantity: number;
  stock: StockLevel;
  /** Whether the line can be bought now (the cart item's `isAvailable`). */
  isAvailable: boolean;
  /** Whether the line came with a set, whose items the shop orders from the supplier when short. */
  isFromSet: boolean;
}

export type LineSupply =
  /** The whole quantity ships from stock. */
  | { source: 'stock' }
  /** The whole quantity is ordered from the supplier: `inStock` is what stock has (not enough), `deliveryDays` null when unknown. */
  | { source: 'supplier'; inStock: number; deliveryDays: number | null }
  /** More than can be ordered: at most `orderable` (what is in stock; 0: nothing). */
  | { source: 'short'; orderable: number }
  /** The product cannot be bought now, whatever the quantity. */
  | { source: 'unavailable' };

/**
 * Where the line's quantity comes from, or why it cannot be ordered.
 * @example planLineSupply({ quantity: 500, stock: { quantity: 141, supplierDeliveryDays: null }, isAvailable: true, isFromSet: false }) // { source: 'short', orderable: 141 }
 */
export function planLineSupply({ quantity, stock, isAvailable, isFromSet }: SupplyRequest): LineSupply {
  const inStock = Math.max(0, stock.quantity);
  const isCovered = inStock >= quantity;
  if (isAvailable && isCovered) return { source: 'stock' };
  if (isAvailable && (stock.supplierDeliveryDays !== null || isFromSet)) {
    return { source: 'supplier', inStock, deliveryDays: stock.supplierDeliveryDays };
  }
  if (!isCovered) return { source: 'short', orderable: inStock };
  return { source: 'unavailable' };
}
