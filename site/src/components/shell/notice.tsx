import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import actions from '../ui/actions.module.css';
import styles from './notice.module.css';
import '@/lib/i18n/pl-shell.ts';

/** A short message with the ways forward: the contact page and the home page. */
export function Notice({ message }: { message: string }) {
  return (
    <div className={styles.notice}>
      <p>{message}</p>
      <p className={styles.actions}>
        <Link className={actions.primary} href={href('contact')}>
          {t('Shell.ContactUs')}
        </Link>
        <Link href={href('home')}>{t('Shell.BackHome')}</Link>
      </p>
    </div>
  );
}
