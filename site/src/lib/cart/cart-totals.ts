/**
 * The cart's totals as the cart page lists them: net, VAT for each rate, gross (integer grosze
 * from the API, recomputed from the catalogue on every read), and the free-delivery notice when
 * the shop configures a threshold.
 */
import type { Cart } from '../api-types.ts';
import { type DeliveryPricing, orderTotals } from '../delivery-cost.ts';
import type { Grosze } from '../money.ts';
import type { NetLine } from '../vat-totals.ts';

export type TotalsRow = { kind: 'net'; amount: Grosze } | { kind: 'vat'; rate: number; amount: Grosze } | { kind: 'gross'; amount: Grosze };

/**
 * The rows of the totals: net first, VAT per rate as the API orders them (highest first), gross last.
 * @example totalsRows({ priceNetto: 1000, vatByRate: [{ vatRate: 23, vat: 230, ... }], priceGross: 1230 })
 * // [{ kind: 'net', amount: 1000 }, { kind: 'vat', rate: 23, amount: 230 }, { kind: 'gross', amount: 1230 }]
 */
export function totalsRows(totals: Cart['totals']): TotalsRow[] {
  return [
    { kind: 'net', amount: totals.priceNetto },
    ...totals.vatByRate.map((row): TotalsRow => ({ kind: 'vat', rate: row.vatRate, amount: row.vat })),
    { kind: 'gross', amount: totals.priceGross },
  ];
}

export type DeliveryNotice = { kind: 'missing'; amount: Grosze } | { kind: 'reached' };

/**
 * What the cart says about free delivery: how much net is missing, that it is reached, or
 * nothing when the shop has no threshold (null) or the cart is empty.
 * @example deliveryNotice(42000, 50000) // { kind: 'missing', amount: 8000 }
 */
export function deliveryNotice(totalNet: Grosze, thresholdNet: Grosze | null): DeliveryNotice | null {
  if (thresholdNet === null || totalNet <= 0) return null;
  return totalNet >= thresholdNet ? { kind: 'reached' } : { kind: 'missing', amount: thresholdNet - totalNet };
}

/** The goods of a cart as the totals rule takes them: net per VAT rate. */
export function goodsOf(totals: Cart['totals']): NetLine[] {
  return totals.vatByRate.map((rate) => ({ vatRate: rate.vatRate, net: rate.priceNetto }));
}

/**
 * The order's totals at the checkout for a delivery method: what the worker will charge, to the
 * grosz (the same orderTotals of #lib/delivery-cost.ts), and what the delivery adds to the gross.
 */
export function checkoutTotals(totals: Cart['totals'], method: DeliveryPricing): ReturnType<typeof orderTotals> {
  return orderTotals(goodsOf(totals), method);
}
