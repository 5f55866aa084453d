/**
 * How long the shop must keep an invoice (docs/decisions/034-customer-data-rights.md): art. 112 of
 * the VAT act (ustawa o podatku od towarów i usług) keeps records until the tax obligation's
 * limitation period ends, and art. 70 § 1 of the tax ordinance (Ordynacja podatkowa) ends it five
 * years after the end of the calendar year in which the tax fell due. The VAT of an invoice issued
 * in a month falls due on the 25th of the next month (art. 103 ust. 1), so a December invoice's
 * tax falls due in January of the next year. An erased customer's invoices stay until then.
 */

/** The years the limitation period runs after the end of the year the tax fell due (Ordynacja podatkowa art. 70 § 1). */
export const VAT_LIMITATION_YEARS = 5;

/**
 * The last day (YYYY-MM-DD) the shop must keep an invoice issued on `issueDate` (YYYY-MM-DD).
 * @example vatRetentionEndsOn('2026-03-14') // '2031-12-31' (tax due 2026-04-25)
 * @example vatRetentionEndsOn('2026-12-02') // '2032-12-31' (tax due 2027-01-25)
 */
export function vatRetentionEndsOn(issueDate: string): string {
  const [year, month] = issueDate.split('-').map(Number) as [number, number];
  const taxDueYear = month === 12 ? year + 1 : year;
  return `${taxDueYear + VAT_LIMITATION_YEARS}-12-31`;
}
