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

/** A promotion of one product: its net price between two UTC ISO times (end excluded). */
export interface PromotionPeriod {
  netPrice: Grosze;
  startsAt: string;
  endsAt: string;
}

/**
 * The promotion running at `at`, or null; when two overlap, the one that started last wins.
 */
export function activePromotion<T extends PromotionPeriod>(promotions: readonly T[], at: string): T | null {
  const moment = Date.parse(at);
  let active: T | null = null;
  for (const promotion of promotions) {
    const runs = Date.parse(promotion.startsAt) <= moment && Date.parse(promotion.endsAt) > moment;
    if (runs && (active === null || Date.parse(promotion.startsAt) > Date.parse(active.startsAt))) active = promotion;
  }
  return active;
}

/**
 * The lowest net price that applied at any moment within the `days` days before `before`
 * (the Omnibus rule as applied in Poland: the lowest price of the 30 days before a reduction,
 * earlier promotional prices included). The regular price in force at the window's start counts,
 * as does every change inside the window and every earlier promotion that ran inside it.
 * Returns null when no price is known for the window.
 */
export function lowestPriceBefore(
  history: readonly PricePoint[],
  before: string,
  days = OMNIBUS_DAYS,
  earlierPromotions: readonly PromotionPeriod[] = [],
): Grosze | null {
  const end = Date.parse(before);
  const start = end - days * DAY_MS;
  const sorted = [...history].sort((a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom));
  let lowest: Grosze | null = null;
  const consider = (price: Grosze, from: number, until: number) => {
    if (from < end && until > start && (lowest === null || price < lowest)) lowest = price;
  };
  for (const [index, point] of sorted.entries()) {
    const next = sorted[index + 1];
    consider(point.netPrice, Date.parse(point.validFrom), next ? Date.parse(next.validFrom) : Number.POSITIVE_INFINITY);
  }
  // A promotion counts only for the time before `before`: the reduction being judged is not its own reference.
  for (const promotion of earlierPromotions)
    consider(promotion.netPrice, Date.parse(promotion.startsAt), Math.min(Date.parse(promotion.endsAt), end));
  return lowest;
}

/**
 * The lowest previous net price the shop shows beside a promotion (the product page and the panel's
 * preview of a promotion before it is saved): the lowest price of the 30 days before the promotion
 * starts, the product's other promotions counted, or the regular price when no history covers them.
 */
export function omnibusPriceOf<T extends PromotionPeriod>(
  promotion: T,
  history: readonly PricePoint[],
  promotions: readonly T[],
  regular: Grosze,
): Grosze {
  const others = promotions.filter((other) => other !== promotion);
  return lowestPriceBefore(history, promotion.startsAt, OMNIBUS_DAYS, others) ?? regular;
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
