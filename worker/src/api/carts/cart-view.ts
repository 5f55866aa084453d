/**
 * The full cart (GET /carts): every line priced from the catalogue as it is now, never from what
 * was stored, with a notice where the unit price differs from the one the shopper was last shown
 * and where a product can no longer be bought. Lines of withdrawn products are left out of the
 * items and the totals, with a warning naming them.
 */
import type { Cart, CartItem, Product } from '#lib/api-types.ts';
import { currentTime } from '../clock.ts';
import { getProductsByIds } from '../products/queries.ts';
import { cartMessages } from './messages.ts';
import { cartTotals, isSoldAlone, lineValue, unitPricesOf } from './pricing.ts';
import { type CartLineRow, readCart } from './queries.ts';

/** A set's price holds while the set is active and still has the product. */
function hasSetPrice(line: CartLineRow): line is CartLineRow & { set_net_price: number } {
  return line.product_set_id > 0 && line.set_active === 1 && line.set_net_price !== null;
}

function toCartItem(line: CartLineRow, product: Product): CartItem {
  const isSetPriced = hasSetPrice(line);
  const unitPrice = unitPricesOf(product, isSetPriced ? { setNetPrice: line.set_net_price } : null);
  const isPriceChanged = unitPrice.nettoPrice !== line.unit_net_price || unitPrice.grossPrice !== line.unit_gross_price;
  return {
    uuid: line.uuid,
    product: {
      uuid: product.uuid,
      number: product.number,
      name: product.name,
      slug: product.slug,
      salesUnit: product.salesUnit,
      coverImage: { src: product.coverImage.src, alt: product.coverImage.alt, width: product.coverImage.width, height: product.coverImage.height },
      hazardLabel: product.hazardLabel,
      stock: { quantity: product.stock.quantity, supplierDeliveryDays: product.stock.supplierDeliveryDays },
    },
    productSet:
      line.product_set_id > 0 && line.set_uuid !== null && line.set_slug !== null && line.set_name !== null
        ? { uuid: line.set_uuid, slug: line.set_slug, name: line.set_name }
        : null,
    quantity: line.quantity,
    vatRate: product.price.vatRate,
    unitPrice,
    cartItemSummary: lineValue(unitPrice, line.quantity),
    priceChange: isPriceChanged ? { nettoPrice: line.unit_net_price, grossPrice: line.unit_gross_price } : null,
    isAvailable: isSetPriced || isSoldAlone(product),
    addedAt: line.added_at,
  };
}

/** A cart line priced from the catalogue now: the stored line, its product and its item as the cart shows it. */
export interface PricedCartLine {
  line: CartLineRow;
  product: Product;
  item: CartItem;
}

/**
 * The session's cart with every offered line priced from the catalogue as it is now, and the
 * names of the withdrawn products it still holds: what the cart page shows and what an order buys.
 */
export async function priceCart(
  db: D1Database,
  sessionId: string,
  now: string,
): Promise<{ uuid: string | null; lines: PricedCartLine[]; withdrawn: string[] }> {
  const cart = await readCart(db, sessionId);
  const offeredIds = [...new Set(cart.lines.filter((line) => line.product_active === 1).map((line) => line.product_id))];
  const products = offeredIds.length > 0 ? await getProductsByIds(db, now, offeredIds) : new Map<number, Product>();
  const lines: PricedCartLine[] = [];
  const withdrawn: string[] = [];
  for (const line of cart.lines) {
    const product = products.get(line.product_id);
    if (product) lines.push({ line, product, item: toCartItem(line, product) });
    else withdrawn.push(line.product_name);
  }
  return { uuid: cart.uuid, lines, withdrawn };
}

export async function getCartView(db: D1Database, sessionId: string): Promise<Cart> {
  const cart = await priceCart(db, sessionId, currentTime());
  const error = cart.withdrawn.map((name) => cartMessages.withdrawnInCart(name));
  for (const { item, product } of cart.lines) {
    if (item.priceChange) error.push(cartMessages.priceChanged(product.name, item.priceChange.grossPrice, item.unitPrice.grossPrice));
    if (!item.isAvailable) error.push(cartMessages.notAvailableNow(product.name));
  }
  const items = cart.lines.map((line) => line.item);
  const totals = cartTotals(items.map((item) => ({ vatRate: item.vatRate, ...item.cartItemSummary })));
  return {
    uuid: cart.uuid,
    items,
    totals,
    alertMessages: { error },
    cartSummary: { cnt: items.length, quantity: items.reduce((sum, item) => sum + item.quantity, 0) },
  };
}
