import Link from 'next/link';
import { pageLinks } from '@/lib/pagination.ts';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The path of a page of this list (page 1 is the list's own path). */
  hrefOf: (page: number) => string;
  /** Accessible name of the navigation landmark, e.g. "Strony listy wpisów". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a numbered link, e.g. `(page) => 'Strona 2'`. */
  pageLabel: (page: number) => string;
}

/** Previous, numbered (with gaps on long lists) and next links; nothing for a single page. */
export function Pagination({ page, pageCount, hrefOf, label, previousLabel, nextLabel, pageLabel }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={hrefOf(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹</span> {previousLabel}
            </Link>
          ) : null}
        </li>
        {pageLinks(page, pageCount).map((link) =>
          link.type === 'gap' ? (
            <li key={link.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                href={hrefOf(link.page)}
                className={styles.number}
                aria-label={pageLabel(link.page)}
                aria-current={link.page === page ? 'page' : undefined}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={hrefOf(page + 1)} rel="next" className={styles.step}>
              {nextLabel} <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
