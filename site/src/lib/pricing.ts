/**
 * Price rules shared by the API (which computes them) and the site (which shows them): unit
 * prices of chemicals, and the Omnibus "lowest price of the 30 days before the promotion".
 */
import { divideHalfUp, type Grosze } from './money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before a promotion that count for the lowest previous price (Polish Omnibus rule). */
export const OMNIBUS_DAYS = 30;

export interface PricePoint {
  netPrice: Grosze;
  /** UTC ISO time from which this price applied. */
  validFrom: string;
}

/**
 * The lowest net price that applied at any moment within the `days` days before `before`.
 * The price in force at the window's start counts, as does every change inside the window.
 * Returns null when no price is known for the window.
 */
export function lowestPriceBefore(history: readonly PricePoint[], before: string, days = OMNIBUS_DAYS): Grosze | null {
  const end = Date.parse(before);
  const start = end - days * DAY_MS;
  const sorted = [...history].sort((a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom));
  let lowest: Grosze | null = null;
  for (const [index, point] of sorted.entries()) {
    const from = Date.parse(point.validFrom);
    const next = sorted[index + 1];
    const until = next ? Date.parse(next.validFrom) : Number.POSITIVE_INFINITY;
    const overlaps = from < end && until > start;
    if (overlaps && (lowest === null || point.netPrice < lowest)) lowest = point.netPrice;
  }
  return lowest;
}

export type ContentUnit = 'ml' | 'g';

/**
 * Price per litre (for ml) or per kilogram (for g), rounded half up to the grosz.
 * @example unitPrice(2460, 500, 'ml') // { price: 4920, per: 'l' }
 */
export function unitPrice(price: Grosze, amount: number, unit: ContentUnit): { price: Grosze; per: 'l' | 'kg' } {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Bad content amount: ${amount}`);
  return { price: divideHalfUp(price * 1000, amount), per: unit === 'ml' ? 'l' : 'kg' };
}

/**
 * The net content of a sales unit as a label: litres and kilograms from 1000 up, with a decimal
 * comma.
 * @example formatContentAmount(1200, 'ml') // '1,2 l'
 */
export function formatContentAmount(amount: number, unit: ContentUnit): string {
  const big = unit === 'ml' ? 'l' : 'kg';
  if (amount >= 1000) return `${String(amount / 1000).replace('.', ',')} ${big}`;
  return `${amount} ${unit}`;
}
