import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import { pagerItems } from '@/lib/pagination.ts';
import styles from './page-links.module.css';
import '@/lib/i18n/pl-listing.ts';

interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The path of page N. */
  hrefOf: (page: number) => string;
  /** Names the navigation landmark. */
  label: string;
}

/** Links to the pages of a long list: previous, the first, the last and 5 pages around this one (spec §9), next. */
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
        {pagerItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={hrefOf(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('Pagination.Page', { page: item.page })}
              >
                {item.page}
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
