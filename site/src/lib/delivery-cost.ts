/**
 * The free-delivery rule the header promises ("Darmowa dostawa od 500 zł netto", written from the
 * threshold), one function for the cart's notice, the checkout's totals and the order the API
 * prices, so the shown total and the charged one never differ: from FREE_DELIVERY_THRESHOLD_NET of
 * products (net) on, every delivery method costs nothing. Pure: the worker prices with it too.
 */

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
