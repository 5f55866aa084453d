/**
 * Offline24 (ksef-docs tryby-offline.md, art. 106nda of the VAT act): an invoice issued while it
 * could not go to KSeF must be sent "do następnego dnia roboczego po dacie wystawienia", by the end
 * of the business day after its issue date (P_1). A business day is neither a Saturday, a Sunday
 * nor a public holiday of the act on days off work (ustawa o dniach wolnych od pracy, with
 * 24 December since 2025). The Ministry's announced outages move the deadline further; the shop
 * cannot read those announcements, so it keeps the plain deadline and says when it has passed.
 */
import { addDays, isBusinessDay } from '#lib/polish-calendar.ts';

export { isPolishHoliday } from '#lib/polish-calendar.ts';

/**
 * The last day an offline24 invoice may reach KSeF: the first business day after its issue date.
 * @example offline24Deadline('2026-04-03') // '2026-04-07' (Friday; Easter Monday is the 6th)
 */
export function offline24Deadline(issueDate: string): string {
  let day = addDays(issueDate, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
