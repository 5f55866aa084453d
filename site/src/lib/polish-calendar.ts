/**
 * The Polish calendar: public holidays of the act on days off work (ustawa z 18 stycznia 1951 r. o
 * dniach wolnych od pracy, with 24 December since 2025) and business days. What deadlines in law
 * need: KSeF's offline24 (invoices/ksef/offline.ts) and a consumer's withdrawal (withdrawal.ts,
 * art. 115 of the Civil Code). Days are Polish calendar days, `YYYY-MM-DD`. Pure.
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

/** The calendar day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return dayOf(plusDays(new Date(`${day}T00:00:00Z`), days));
}

/** Whether the Polish calendar day (`2026-11-11`) is a public holiday. */
export function isPolishHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  if (FIXED_HOLIDAYS.includes(day.slice(5)) || (year >= 2025 && day.slice(5) === '12-24')) return true;
  const easter = easterOf(year);
  // Easter Sunday and Monday, Pentecost (the 7th Sunday after), Corpus Christi (60 days after).
  return [0, 1, 49, 60].some((offset) => dayOf(plusDays(easter, offset)) === day);
}

/** Whether the day is a business day: not a Saturday, not a Sunday, not a holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPolishHoliday(day);
}
