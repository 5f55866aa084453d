/**
 * The free-delivery rule the header promises ("Darmowa dostawa od 500 zł netto"), one function
 * for the cart's notice, the checkout's totals and the order the API prices, so the shown total
 * and the charged one never differ: from FREE_DELIVERY_THRESHOLD_NET of products (net) on, every
 * delivery method costs nothing.
 */
import { FREE_DELIVERY_THRESHOLD_NET } from './site-config.ts';

/** Whether an order of `itemsNet` grosze (products, net) travels free. */
export function isDeliveryFree(itemsNet: number, thresholdNet: number | null = FREE_DELIVERY_THRESHOLD_NET): boolean {
  return thresholdNet !== null && itemsNet >= thresholdNet;
}

/** A delivery method's price for this order: its own, or 0 when the order travels free. */
export function deliveryPrice<P extends { priceNetto: number; priceGross: number }>(method: P, itemsNet: number): P {
  return isDeliveryFree(itemsNet) ? { ...method, priceNetto: 0, priceGross: 0 } : method;
}
