/**
 * Tab "faktury": invoices are not issued by the shop yet (issue 15 adds them and their list
 * here), so the tab says honestly where they will appear instead of showing an empty table.
 */
import { t } from '@/lib/i18n/index.ts';
import styles from './account.module.css';

export function InvoicesTab() {
  return (
    <section className={styles.panel} aria-labelledby="konto-faktury">
      <h2 id="konto-faktury">{t('Account.Invoices.Heading')}</h2>
      <p>{t('Account.Invoices.Empty')}</p>
    </section>
  );
}
