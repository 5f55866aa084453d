import type { ReactNode } from 'react';
import styles from './listing-heading.module.css';

interface ListingHeadingProps {
  title: string;
  /** A note or link on the heading's right (a count, the way back, "all promotions"). */
  aside: ReactNode;
  /** h1 for a listing page, h2 for a row inside a page. */
  level?: 1 | 2;
  id?: string;
}

/** A listing's title with a note or link on its right. */
export function ListingHeading({ title, aside, level = 1, id }: ListingHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.heading}>
      <Heading id={id}>{title}</Heading>
      {aside}
    </header>
  );
}
