/**
 * The one rule for a document's totals by VAT rate (DESIGN.md "Money and the law"): the cart, the
 * checkout, the order, its mails, the invoice and its KSeF XML all sum their lines here, so they
 * cannot disagree. Today a rate's VAT is the sum of its lines' gross (per unit rounded half up)
 * minus their net; a change of method (issue 32) is made here once. Pure.
 */

/** A line's part in the totals: its rate, net and gross, in grosze. */
export interface VatLine {
  vatRate: number;
  net: number;
  gross: number;
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

/**
 * Sums lines by VAT rate, highest rate first, and overall.
 * @example vatTotals([{ vatRate: 23, net: 1000, gross: 1230 }]) // { byRate: [{ vatRate: 23, net: 1000, vat: 230, gross: 1230 }], net: 1000, vat: 230, gross: 1230 }
 */
export function vatTotals(lines: readonly VatLine[]): DocumentTotals {
  const sums = new Map<number, { net: number; gross: number }>();
  for (const line of lines) {
    const sum = sums.get(line.vatRate) ?? { net: 0, gross: 0 };
    sums.set(line.vatRate, { net: sum.net + line.net, gross: sum.gross + line.gross });
  }
  const byRate = [...sums].sort(([a], [b]) => b - a).map(([vatRate, sum]) => ({ vatRate, net: sum.net, vat: sum.gross - sum.net, gross: sum.gross }));
  const total = (key: 'net' | 'vat' | 'gross') => byRate.reduce((sum, rate) => sum + rate[key], 0);
  return { byRate, net: total('net'), vat: total('vat'), gross: total('gross') };
}
