import type { ReactNode } from 'react';
import styles from './listing-columns.module.css';

interface ListingColumnsProps {
  /** A filter panel beside the grid; the grid takes the width without one. */
  filters?: ReactNode;
  /** "24 produkty" above the grid. */
  count: string;
  /** The order control beside the count. */
  sort: ReactNode;
  /** The grid and its pager. */
  children: ReactNode;
}

/** The columns of a product listing: filters beside the results on desktops, above them on phones. */
export function ListingColumns({ filters, count, sort, children }: ListingColumnsProps) {
  return (
    <div className={styles.layout} data-filters={filters ? 'shown' : undefined}>
      {filters ? <aside className={styles.filters}>{filters}</aside> : null}
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p className={styles.count}>{count}</p>
          {sort}
        </div>
        {children}
      </div>
    </div>
  );
}
