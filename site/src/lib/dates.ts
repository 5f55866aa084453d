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
