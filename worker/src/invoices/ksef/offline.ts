/**
 * Offline24 (ksef-docs tryby-offline.md, art. 106nda of the VAT act): an invoice issued while it
 * could not go to KSeF must be sent "do następnego dnia roboczego po dacie wystawienia", by the end
 * of the business day after its issue date (P_1). A business day is neither a Saturday, a Sunday
 * nor a public holiday of the act on days off work (ustawa o dniach wolnych od pracy, with
 * 24 December since 2025). The Ministry's announced outages move the deadline further; the shop
 * cannot read those announcements, so it keeps the plain deadline and says when it has passed.
 */

/** Easter Sunday of the Gregorian year (the anonymous Gregorian algorithm), at midnight UTC. */
function easterOf(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const FIXED_HOLIDAYS = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Whether the Polish calendar day (`2026-11-11`) is a public holiday. */
export function isPolishHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  if (FIXED_HOLIDAYS.includes(day.slice(5)) || (year >= 2025 && day.slice(5) === '12-24')) return true;
  const easter = easterOf(year);
  // Easter Sunday and Monday, Pentecost (the 7th Sunday after), Corpus Christi (60 days after).
  return [0, 1, 49, 60].some((offset) => dayOf(plusDays(easter, offset)) === day);
}

/** Whether the day is a business day: not a weekend, not a holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPolishHoliday(day);
}

/**
 * The last day an offline24 invoice may reach KSeF: the first business day after its issue date.
 * @example offline24Deadline('2026-04-03') // '2026-04-07' (Friday; Easter Monday is the 6th)
 */
export function offline24Deadline(issueDate: string): string {
  let day = plusDays(new Date(`${issueDate}T00:00:00Z`), 1);
  while (!isBusinessDay(dayOf(day))) day = plusDays(day, 1);
  return dayOf(day);
}
