/**
 * Dates as the shop shows them (spec §9): `DD-MM-YYYY HH:mm` in Europe/Warsaw, whatever the
 * time zone of the machine that renders (build server or browser).
 */

export const SHOP_TIME_ZONE = 'Europe/Warsaw';

/** Built on first use: building it costs a phone tens of milliseconds, and most pages show no date. */
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function partsOf(value: Date | string): Record<string, string> {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  dateTimeFormat ??= new Intl.DateTimeFormat('pl-PL', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(dateTimeFormat.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * A moment as `DD-MM-YYYY HH:mm`, Warsaw time.
 * @example formatDateTime('2026-01-15T13:05:00Z') // '15-01-2026 14:05'
 */
export function formatDateTime(value: Date | string): string {
  const { day, month, year, hour, minute } = partsOf(value);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/**
 * The date part alone, `DD-MM-YYYY`, Warsaw time.
 * @example formatDate('2026-01-15T23:30:00Z') // '16-01-2026'
 */
export function formatDate(value: Date | string): string {
  const { day, month, year } = partsOf(value);
  return `${day}-${month}-${year}`;
}

/** The machine-readable form for a `<time dateTime>` attribute. */
export function toIsoString(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

/** Built on first use, like the display format. */
let instantFormat: Intl.DateTimeFormat | undefined;

/** Milliseconds Warsaw's clock is ahead of UTC at `ms` (an hour in winter, two in summer). */
function shopOffsetAt(ms: number): number {
  instantFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(instantFormat.formatToParts(new Date(ms)).map((entry) => [entry.type, Number(entry.value)]));
  return (
    Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0) - Math.floor(ms / 1000) * 1000
  );
}

/**
 * The moment a day of the shop's calendar (`YYYY-MM-DD`, Warsaw) begins, in UTC ISO 8601: what a
 * "from" filter compares stored UTC times with; the next day's start ends the day.
 * @example shopDayStart('2026-07-01') // '2026-06-30T22:00:00.000Z'
 * @example shopDayStart('2026-01-15') // '2026-01-14T23:00:00.000Z'
 */
export function shopDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1);
  // Warsaw's midnight is never in a clock change (those happen at 2 and 3 a.m.).
  return new Date(midnightUtc - shopOffsetAt(midnightUtc - shopOffsetAt(midnightUtc))).toISOString();
}

/**
 * The shop's calendar day of a moment, `YYYY-MM-DD` (Warsaw).
 * @example shopDay('2026-06-30T22:30:00Z') // '2026-07-01'
 */
export function shopDay(value: Date | string): string {
  const { day, month, year } = partsOf(value);
  return `${year}-${month}-${day}`;
}

/**
 * A calendar day as the shop shows dates.
 * @example formatDay('2026-11-23') // '23-11-2026'
 */
export function formatDay(day: string): string {
  return day.split('-').reverse().join('-');
}

/** The day after a calendar day, `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
