import type { ReactNode } from 'react';
import styles from './listing-heading.module.css';

/** A listing's title with a note or link on its right (a count, the way back). */
export function ListingHeading({ title, aside }: { title: string; aside: ReactNode }) {
  return (
    <header className={styles.heading}>
      <h1>{title}</h1>
      {aside}
    </header>
  );
}
