/** The end of an account form: its error (announced at once) and its success notice (announced politely). */
import { FormError } from '@/components/forms/form-field.tsx';
import styles from './account.module.css';

export function FormStatus({ formError, notice }: { formError: string | undefined; notice: string | undefined }) {
  return (
    <div className={styles.status}>
      <FormError message={formError} />
      <p className={notice ? styles.success : styles.quiet} role="status">
        {notice ?? ''}
      </p>
    </div>
  );
}
