/**
 * Which page links a pager shows (spec §9: 5 links): a window around the current page, plus the
 * first and the last page, with gaps marked where pages are left out.
 */
export const PAGER_LINKS = 5;

export type PagerItem = { type: 'page'; page: number } | { type: 'gap'; after: number };

/**
 * @example pagerItems(7, 20) // 1, gap, 5, 6, 7, 8, 9, gap, 20
 */
export function pagerItems(current: number, total: number, links = PAGER_LINKS): PagerItem[] {
  if (total <= 1) return [];
  const half = Math.floor(links / 2);
  const start = Math.max(1, Math.min(current - half, total - links + 1));
  const end = Math.min(total, start + links - 1);
  const pages = new Set<number>([1, total]);
  for (let page = start; page <= end; page++) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: 'gap', after: previous });
    items.push({ type: 'page', page });
  }
  return items;
}

/**
 * "Pokazano od {from} do {to} z {count}" numbers of a page (spec §8 table text).
 * @example shownRange(2, 24, 50) // { from: 25, to: 48 }
 */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = Math.min(total, (page - 1) * pageSize + 1);
  return { from, to: Math.min(total, page * pageSize) };
}
