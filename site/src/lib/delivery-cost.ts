/**
 * The free-delivery rule the header promises ("Darmowa dostawa od 500 zł netto", written from the
 * threshold), one function for the cart's notice, the checkout's totals and the order the API
 * prices, so the shown total and the charged one never differ: from FREE_DELIVERY_THRESHOLD_NET of
 * products (net) on, every delivery method costs nothing. Pure: the worker prices with it too.
 */
import { type DeliveryShare, type DocumentTotals, type NetLine, totalsWithDelivery } from './vat-totals.ts';

/**
 * Net order value (grosze) from which delivery is free, as the header's benefits promise; null
 * for a shop without such a threshold, and the cart then says nothing about it.
 */
export const FREE_DELIVERY_THRESHOLD_NET: number | null = 50_000;

/** Whether an order of `itemsNet` grosze (products, net) travels free. */
export function isDeliveryFree(itemsNet: number, thresholdNet: number | null = FREE_DELIVERY_THRESHOLD_NET): boolean {
  return thresholdNet !== null && itemsNet >= thresholdNet;
}

/** A delivery method's price for this order: its own, or 0 when the order travels free. */
export function deliveryPrice<P extends { priceNetto: number; priceGross: number }>(method: P, itemsNet: number): P {
  return isDeliveryFree(itemsNet) ? { ...method, priceNetto: 0, priceGross: 0 } : method;
}

/** A delivery method as the totals need it: its own net price and rate. */
export interface DeliveryPricing {
  priceNetto: number;
  vatRate: number;
}

/**
 * The totals of an order: its goods (net per rate, as the cart's totals list them) and the chosen
 * delivery, free from the threshold on, its net split by the goods' rates (#lib/vat-totals.ts).
 * The checkout shows it, the worker charges it and writes it into the order: one function.
 * @example orderTotals([{ vatRate: 8, net: 10_000 }], { priceNetto: 1_500, vatRate: 23 }).delivery // { net: 1_500, gross: 1_620, parts: [{ vatRate: 8, net: 1_500 }] }
 */
export function orderTotals(goods: readonly NetLine[], method: DeliveryPricing): { totals: DocumentTotals; delivery: DeliveryShare } {
  const itemsNet = goods.reduce((sum, line) => sum + line.net, 0);
  return totalsWithDelivery(goods, isDeliveryFree(itemsNet) ? 0 : method.priceNetto, method.vatRate);
}
