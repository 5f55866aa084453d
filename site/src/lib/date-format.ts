/**
 * Dates as the shop shows them (spec §9): `DD-MM-YYYY HH:mm` in Europe/Warsaw, whatever the time
 * zone of the machine that builds or the browser that renders. Stored times are UTC ISO strings.
 */

export const SHOP_TIME_ZONE = 'Europe/Warsaw';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function warsawParts(iso: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  const byType = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: byType.year ?? '', month: byType.month ?? '', day: byType.day ?? '', hour: byType.hour ?? '', minute: byType.minute ?? '' };
}

/**
 * The date and time in Warsaw.
 * @example formatDateTime('2026-11-15T12:40:00.000Z') // '15-11-2026 13:40'
 */
export function formatDateTime(iso: string): string {
  const { day, month, year, hour, minute } = warsawParts(iso);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/**
 * The date part of `formatDateTime`, for places where the time says nothing (article dates).
 * @example formatDate('2026-11-30T23:30:00.000Z') // '01-12-2026'
 */
export function formatDate(iso: string): string {
  const { day, month, year } = warsawParts(iso);
  return `${day}-${month}-${year}`;
}
