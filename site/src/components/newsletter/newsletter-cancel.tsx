'use client';
/**
 * `/zrezygnuj-z-newslettera/{token}`: unsubscribes in one click from the mailed link (the page
 * posts the same call a mail client's List-Unsubscribe-Post does) and says what happened; an
 * unknown or expired link leads to unsubscribing by address.
 */
import Link from 'next/link';
import styles from '@/components/shell/link-outcome.module.css';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import type { NewsletterCancellation } from '@/lib/api-types.ts';
import { cancelNewsletter } from '@/lib/generated/response-shapes/cancelNewsletter.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { useTokenAction } from './use-token-action.ts';
import '@/lib/i18n/pl-shell.ts';
import '@/lib/i18n/pl-newsletter.ts';

export function NewsletterCancel({ token }: { token: string }) {
  const state = useTokenAction<NewsletterCancellation>(`/newsletter/cancellations/${encodeURIComponent(token)}`, cancelNewsletter);
  if (state.status === 'working') {
    return (
      <p role="status" className={styles.outcome}>
        {t('Newsletter.Cancel.Working')}
      </p>
    );
  }
  if (state.status === 'done') {
    const { result, email } = state.answer;
    return (
      <div className={`${styles.outcome} ${styles.success}`} role="status">
        <p>{t(result === 'unsubscribed' ? 'Newsletter.Cancel.Unsubscribed' : 'Newsletter.Cancel.AlreadyUnsubscribed', { email })}</p>
        <p>{t('Newsletter.Cancel.Changed')}</p>
        <p className={styles.actions}>
          <Link className={styles.primary} href={href('home')}>
            {t('Shell.BackHome')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={`${styles.outcome} ${styles.problem}`}>
      <p role="alert">{t(state.status === 'failed' ? 'Newsletter.Cancel.Failed' : 'Newsletter.Cancel.NotFound')}</p>
      <p className={styles.actions}>
        <Link className={styles.primary} href={href('newsletterResign')}>
          {t('Newsletter.Cancel.ByEmail')}
        </Link>
        <Link href={href('contact')}>{t('Shell.ContactUs')}</Link>
      </p>
    </div>
  );
}

/** The page: the shell reads the link's parameters from the address, then NewsletterCancel acts on them. */
export function NewsletterCancelPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="newsletterCancel" heading={heading}>
      {(params) => <NewsletterCancel key={params.token} token={params.token ?? ''} />}
    </RouteShell>
  );
}
