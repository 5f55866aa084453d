/**
 * The honeypot field (site/src/lib/forms/fields.ts HONEYPOT_FIELD): off screen, out of the tab
 * order and hidden from assistive technology, so only a bot fills it in.
 */
import { HONEYPOT_FIELD } from '@/lib/forms/limits.ts';
import styles from './forms.module.css';

export function Honeypot({ id }: { id: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Strona internetowa</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
