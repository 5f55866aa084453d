/**
 * Paging of lists shown a page at a time: how many pages, which items are on one, and which page
 * links to offer. Page numbers start at 1; page 1 of a list is the list's own path.
 */

/** Pages needed for `total` items, at least one (an empty list still has its page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of page `page`. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The page numbers after the first, for `generateStaticParams` of a paged route. */
export function laterPages(total: number, pageSize: number): number[] {
  return Array.from({ length: pageCount(total, pageSize) - 1 }, (_, index) => index + 2);
}

/** Spec §9 interface default: at most 5 numbered links. */
export const PAGE_LINKS = 5;

/** A numbered link, or a gap (`…`) between distant pages. */
export type PageLink = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The numbered links of a pager: the first and last page always, and up to `links` pages around
 * the current one, with a gap wherever two or more pages are skipped.
 * @example pageLinks(7, 12) // 1 … 5 6 7 8 9 … 12
 */
export function pageLinks(current: number, pages: number, links = PAGE_LINKS): PageLink[] {
  const start = Math.max(1, Math.min(current - Math.floor(links / 2), pages - links + 1));
  const end = Math.min(pages, start + links - 1);
  const numbers = new Set<number>([1, pages]);
  for (let page = start; page <= end; page++) numbers.add(page);
  const result: PageLink[] = [];
  let previous = 0;
  for (const page of [...numbers].sort((a, b) => a - b)) {
    // A gap hiding one page would take the room of the page itself: show the page instead.
    if (page - previous === 2) result.push({ type: 'page', page: previous + 1 });
    else if (page - previous > 2) result.push({ type: 'gap', key: `gap-${previous}` });
    result.push({ type: 'page', page });
    previous = page;
  }
  return result;
}
