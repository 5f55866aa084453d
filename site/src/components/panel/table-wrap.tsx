/**
 * A table that may scroll sideways on a narrow screen: the scrolling box is a labelled region in
 * the tab order, so it can be scrolled with the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import styles from './panel.module.css';

export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard.
    <section className={styles.tableWrap} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
