/**
 * What came of a staff member's action, beside its buttons: a polite status when it worked, an
 * alert with the API's Polish message when it did not. Nothing while there is nothing to say.
 */
import styles from './panel.module.css';

export interface Outcome {
  ok: boolean;
  text: string;
}

export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome?.text) return null;
  return (
    <p className={outcome.ok ? styles.status : styles.error} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
