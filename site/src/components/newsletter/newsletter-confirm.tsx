'use client';
/**
 * `/potwierdz-zapis-do-newslettera/{confirmationToken}`: confirms the sign-up from the mailed link
 * (POST, so a mail scanner's GET confirms nothing) and says what happened; an unknown, used or
 * expired link says so and offers the sign-up again.
 */
import Link from 'next/link';
import styles from '@/components/shell/link-outcome.module.css';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import type { NewsletterConfirmation } from '@/lib/api-types.ts';
import { confirmNewsletter } from '@/lib/generated/response-shapes/confirmNewsletter.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { NewsletterSignUpForm } from './newsletter-sign-up-form.tsx';
import { useTokenAction } from './use-token-action.ts';
import '@/lib/i18n/pl-shell.ts';
import '@/lib/i18n/pl-newsletter.ts';

export function NewsletterConfirm({ token }: { token: string }) {
  const state = useTokenAction<NewsletterConfirmation>(`/newsletter/confirmations/${encodeURIComponent(token)}`, confirmNewsletter);
  if (state.status === 'working') {
    return (
      <p role="status" className={styles.outcome}>
        {t('Newsletter.Confirm.Working')}
      </p>
    );
  }
  if (state.status === 'done') {
    const { result, email } = state.answer;
    return (
      <div className={`${styles.outcome} ${styles.success}`} role="status">
        <p>{t(result === 'confirmed' ? 'Newsletter.Confirm.Confirmed' : 'Newsletter.Confirm.AlreadyConfirmed', { email })}</p>
        <p className={styles.actions}>
          <Link className={styles.primary} href={href('home')}>
            {t('Shell.BackHome')}
          </Link>
          <Link href={href('blog')}>{t('Newsletter.Thanks.Blog')}</Link>
        </p>
      </div>
    );
  }
  const message =
    state.status === 'failed'
      ? t('Newsletter.Confirm.Failed')
      : state.code === 'token_expired'
        ? t('Newsletter.Confirm.Expired')
        : t('Newsletter.Confirm.NotFound');
  return (
    <div className={`${styles.outcome} ${styles.problem}`}>
      <p role="alert">{message}</p>
      {state.status === 'failed' ? null : (
        <div className={styles.form}>
          <h2>{t('Newsletter.Confirm.SignUpAgain')}</h2>
          <NewsletterSignUpForm source="page" />
        </div>
      )}
    </div>
  );
}

/** The page: the shell reads the link's parameters from the address, then NewsletterConfirm acts on them. */
export function NewsletterConfirmPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="newsletterConfirm" heading={heading}>
      {(params) => <NewsletterConfirm key={params.confirmationToken} token={params.confirmationToken ?? ''} />}
    </RouteShell>
  );
}
