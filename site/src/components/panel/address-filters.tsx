'use client';
/**
 * What the panel's lists (orders, invoices, customers, products) share: their filters kept in the
 * address, so a filtered list can be bookmarked, shared and gone back to; the answer for them, the
 * previous one kept on screen but marked busy until the next comes; and the pager under the table.
 * The address is read after hydration: each list page is one static file for every query.
 */
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import type { SWRConfiguration } from 'swr';
import type { ShapeSource } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { href, type RouteName } from '@/lib/routes.ts';
import styles from './panel.module.css';
import { adminPath, useAdmin } from './panel-api.ts';
import '@/lib/i18n/pl-panel.ts';

export type AddressFilters<Name extends string> = Partial<Record<Name, string>>;

/** The filters of `names` the address holds (empty values left out). */
export function filtersOf<Name extends string>(names: readonly Name[], search: string): AddressFilters<Name> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(names.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : []))) as AddressFilters<Name>;
}

/** The address's query for `filters` (`?a=1&b=2`, or nothing). */
export function searchOf(filters: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The list's filters as the address holds them (null until read), and `apply`, which shows other
 * filters and writes them into the address without a new history entry; back and forward read it again.
 */
export function useAddressFilters<Name extends string>(route: RouteName, names: readonly Name[]) {
  const router = useRouter();
  const [filters, setFilters] = useState<AddressFilters<Name> | null>(null);
  useEffect(() => {
    const read = () => setFilters(filtersOf(names, window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [names]);
  const apply = (next: AddressFilters<Name>) => {
    setFilters(next);
    router.replace(`${href(route as 'panelOrders')}${searchOf(next)}`, { scroll: false });
  };
  return { filters, apply };
}

/**
 * The admin list `path` answers for the address's filters. `stale` is true while the answer shown
 * is the one for the previous filters (the next is on its way): the list says so with aria-busy, so
 * that nobody, a screen reader or a test, takes the old rows for the new filter's.
 */
export function useAddressList<Name extends string, List>(
  route: RouteName,
  names: readonly Name[],
  path: string,
  shape: ShapeSource,
  config: SWRConfiguration<List> = {},
) {
  const { filters, apply } = useAddressFilters(route, names);
  const answer = useAdmin<List>(filters ? adminPath(path, filters) : null, shape, { keepPreviousData: true, ...config });
  const { data, error } = answer;
  return { filters, apply, data, error, stale: data !== undefined && answer.isLoading };
}

/** A page of a list with its count above and its pager below, marked busy while it is the previous filters'. */
export function ListResults({
  stale,
  count,
  pagesLabel,
  page,
  pageCount,
  onPage,
  children,
}: {
  stale: boolean;
  count: string;
  pagesLabel: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <div aria-busy={stale || undefined} className={stale ? styles.stale : undefined} data-testid="panel-list-results">
      <p role="status">{count}</p>
      {children}
      <ListPager label={pagesLabel} page={page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}

/** The pager under a list: the previous and next page, and where the list is. */
export function ListPager({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('Panel.Pager.Previous')}
      </button>
      <span>{t('Panel.Pager.Page', { page, pages: pageCount })}</span>
      <button type="button" className="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('Panel.Pager.Next')}
      </button>
    </nav>
  );
}
