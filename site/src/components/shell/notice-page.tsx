import { Notice } from './notice.tsx';
import styles from './route-shell.module.css';

/** A prerendered page that is a heading and a notice with the ways forward. */
export function NoticePage({ heading, message }: { heading: string; message: string }) {
  return (
    <section className={`container ${styles.shell}`} aria-labelledby="notice-heading">
      <h1 id="notice-heading">{heading}</h1>
      <Notice message={message} />
    </section>
  );
}
