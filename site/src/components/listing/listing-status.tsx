import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/index.ts';
import { EDGE_TITLE_ATTRIBUTE } from '@/lib/search-links.ts';
import styles from './listing-status.module.css';
import '@/lib/i18n/pl-listing.ts';

/** The frame of a listing page: the container with room above and below. */
export function ListingPage({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.page}`}>{children}</div>;
}

/** A listing's heading with its count beside it. */
export function ListingHeader({ title, count }: { title: string; count: string }) {
  return (
    <header className={styles.heading}>
      <h1>{title}</h1>
      <p className={styles.count}>{count}</p>
    </header>
  );
}

/**
 * While a listing loads from the API: one line, in a space the results will fill, so nothing jumps;
 * under the listing's heading when it is known. `edgeTitle` is a heading the edge fills in before
 * the page is sent (the search shell's, with the phrase from the address: worker/src/edge/search-heading.ts).
 */
export function ListingLoading({ title, edgeTitle }: { title?: string; edgeTitle?: string } = {}) {
  return (
    <ListingPage>
      {title ? (
        <header className={styles.heading}>
          <h1 {...(edgeTitle ? { [EDGE_TITLE_ATTRIBUTE]: edgeTitle } : {})}>{title}</h1>
        </header>
      ) : null}
      <p role="status" aria-busy="true" className={styles.loading}>
        {t('Table.Loading')}
      </p>
    </ListingPage>
  );
}

/** When the API cannot be reached: what happened and a button to ask again. */
export function ListingLoadFailed({ title, message, onRetry }: { title?: string; message: string; onRetry: () => void }) {
  return (
    <ListingPage>
      {title ? <h1>{title}</h1> : null}
      <p role="alert">{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('Search.Retry')}
      </button>
    </ListingPage>
  );
}

/** Spec §8's "Brak pasujących wyników", with the ways forward. */
export function NoResults({ children }: { children: ReactNode }) {
  return (
    <section className={styles.noResults} aria-labelledby="no-results">
      <h2 id="no-results">{t('Table.NoResults')}</h2>
      {children}
    </section>
  );
}
