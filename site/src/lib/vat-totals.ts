/**
 * The one rule for a document's totals by VAT rate (DESIGN.md "Money and the law",
 * docs/decisions/035-vat-on-the-document.md): the cart, the checkout, the order, its mails, the
 * invoice, its corrections and the KSeF XML all compute their totals here, so they cannot disagree.
 *
 * - VAT of a rate is the net sum of the document's lines at that rate times the rate, rounded half
 *   up to the grosz once (art. 106e ust. 1 pkt 13–14 and ust. 10 of the VAT act), and the gross is
 *   net + VAT. A line's per-unit gross (spec §9) stays for showing prices; it sets no total.
 * - Delivery charged to the buyer is part of the goods' taxable amount (art. 29a ust. 6 pkt 2),
 *   so it takes their rates: split between the rates in proportion to the goods' net at each,
 *   to the grosz by the largest remainder. Without goods it keeps the method's own rate.
 *
 * Pure: the worker and the browser import it.
 */
import { divideHalfUp } from './money.ts';

/** A line's part in the totals: its rate and net, in grosze (negative on a correction). */
export interface NetLine {
  vatRate: number;
  net: number;
}

/** One rate's totals. */
export interface RateTotal {
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
}

/** A document's totals: by rate, highest first, and overall. */
export interface DocumentTotals {
  byRate: RateTotal[];
  net: number;
  vat: number;
  gross: number;
}

/** The delivery as the document carries it: its net split by the goods' rates, and what it adds to the gross. */
export interface DeliveryShare {
  net: number;
  /** The document's gross with the delivery minus its gross without: what the delivery costs the buyer. */
  gross: number;
  /** The net at each rate, highest rate first, parts of zero left out. */
  parts: NetLine[];
}

/**
 * VAT of a net amount at a rate, rounded half up to the grosz; symmetric, so a correction's
 * negative amount has exactly the opposite VAT of the positive one.
 * @example vatOf(157_272, 23) // 36_173
 * @example vatOf(-6_996, 23) // -1_609
 */
export function vatOf(net: number, vatRate: number): number {
  if (!Number.isSafeInteger(net) || !Number.isInteger(vatRate) || vatRate < 0) throw new RangeError(`Bad net ${net} or rate ${vatRate}`);
  const vat = divideHalfUp(Math.abs(net) * vatRate, 100);
  return net < 0 && vat > 0 ? -vat : vat;
}

/** Net sums per rate, highest rate first. */
function netByRate(lines: readonly NetLine[]): NetLine[] {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.vatRate, (sums.get(line.vatRate) ?? 0) + line.net);
  return [...sums].sort(([a], [b]) => b - a).map(([vatRate, net]) => ({ vatRate, net }));
}

/**
 * Totals of a document's lines: net per rate, VAT per rate from that net, gross = net + VAT.
 * @example documentTotals([{ vatRate: 23, net: 6_996 }]) // { byRate: [{ vatRate: 23, net: 6_996, vat: 1_609, gross: 8_605 }], net: 6_996, vat: 1_609, gross: 8_605 }
 */
export function documentTotals(lines: readonly NetLine[]): DocumentTotals {
  const byRate = netByRate(lines).map(({ vatRate, net }) => {
    const vat = vatOf(net, vatRate);
    return { vatRate, net, vat, gross: net + vat };
  });
  const total = (key: 'net' | 'vat' | 'gross') => byRate.reduce((sum, rate) => sum + rate[key], 0);
  return { byRate, net: total('net'), vat: total('vat'), gross: total('gross') };
}

/**
 * Splits a delivery's net between the goods' rates in proportion to their net at each rate: each
 * rate takes the floor of its share, and the grosze left go one each to the largest remainders
 * (ties to the higher rate), so the parts always add up to the delivery. Goods without net value
 * leave the whole delivery at `ownRate`.
 * @example splitDelivery(1_000, [{ vatRate: 23, net: 100 }, { vatRate: 8, net: 200 }], 23) // [{ vatRate: 23, net: 333 }, { vatRate: 8, net: 667 }]
 */
export function splitDelivery(deliveryNet: number, goods: readonly NetLine[], ownRate: number): NetLine[] {
  if (!Number.isSafeInteger(deliveryNet) || deliveryNet < 0) throw new RangeError(`Bad delivery net ${deliveryNet}`);
  if (deliveryNet === 0) return [];
  const rates = netByRate(goods).filter((rate) => rate.net > 0);
  const goodsNet = rates.reduce((sum, rate) => sum + rate.net, 0);
  if (goodsNet === 0) return [{ vatRate: ownRate, net: deliveryNet }];
  // BigInt: a delivery times a basket's net can pass 2^53.
  const shares = rates.map((rate) => {
    const product = BigInt(deliveryNet) * BigInt(rate.net);
    return { vatRate: rate.vatRate, net: Number(product / BigInt(goodsNet)), remainder: product % BigInt(goodsNet) };
  });
  let left = deliveryNet - shares.reduce((sum, share) => sum + share.net, 0);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? b.vatRate - a.vatRate : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left === 0) break;
    share.net += 1;
    left -= 1;
  }
  return shares.filter((share) => share.net > 0).map(({ vatRate, net }) => ({ vatRate, net }));
}

/**
 * The totals of goods and a delivery together: the delivery split by the goods' rates, and what it
 * adds to the gross (the checkout's "Dostawa" row, so goods + delivery = total to the grosz).
 */
export function totalsWithDelivery(
  goods: readonly NetLine[],
  deliveryNet: number,
  deliveryOwnRate: number,
): { totals: DocumentTotals; delivery: DeliveryShare } {
  const parts = splitDelivery(deliveryNet, goods, deliveryOwnRate);
  const totals = documentTotals([...goods, ...parts]);
  return { totals, delivery: { net: deliveryNet, gross: totals.gross - documentTotals(goods).gross, parts } };
}
