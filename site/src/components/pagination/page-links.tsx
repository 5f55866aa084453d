import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import { pageWindow } from '@/lib/pagination.ts';
import styles from './page-links.module.css';

interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The path of page N. */
  hrefOf: (page: number) => string;
  /** Names the navigation landmark. */
  label: string;
}

/** Links to the pages of a long list: previous, the first, the last and the pages around this one, next. */
export function PageLinks({ page, pageCount, hrefOf, label }: PageLinksProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefOf(page - 1)} rel="prev" aria-label={t('Pagination.Previous')}>
              ‹
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link href={hrefOf(number)} aria-current={number === page ? 'page' : undefined} aria-label={t('Pagination.Page', { page: number })}>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" aria-label={t('Pagination.Next')}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
