/** Lists of up to this many pages link every page. */
const SHORT_LIST_PAGES = 7;

/**
 * Which page numbers a long list links to: the first, the last and the neighbours of the current
 * one, with gaps (null) between, so 400 pages of results still fit one row on a phone.
 * @example pageWindow(7, 20) // [1, null, 6, 7, 8, null, 20]
 */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  if (pageCount <= SHORT_LIST_PAGES) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount]);
  for (let number = page - radius; number <= page + radius; number++) if (number >= 1 && number <= pageCount) shown.add(number);
  const sorted = [...shown].sort((a, b) => a - b);
  const window: (number | null)[] = [];
  for (const [index, number] of sorted.entries()) {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page instead of an ellipsis.
    if (previous !== undefined && number - previous === 2) window.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) window.push(null);
    window.push(number);
  }
  return window;
}

/**
 * "Pokazano od {from} do {to} z {count}" numbers of a page (spec §8 table text).
 * @example shownRange(2, 24, 50) // { from: 25, to: 48 }
 */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = Math.min(total, (page - 1) * pageSize + 1);
  return { from, to: Math.min(total, page * pageSize) };
}
