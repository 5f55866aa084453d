'use client';
/**
 * `/resetowanie-hasla`: the address of the account, guarded like every public form. The answer
 * is the same whether the address has an account or not, and so is what the page says after.
 */
import Link from 'next/link';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EmailField, FormError } from '@/components/forms/form-field.tsx';
import { Honeypot } from '@/components/forms/honeypot.tsx';
import { TurnstileWidget } from '@/components/forms/turnstile-widget.tsx';
import { useGuardedForm } from '@/components/forms/use-guarded-form.ts';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import type { AccountFormAccepted } from '@/lib/api-types.ts';
import { HONEYPOT_FIELD } from '@/lib/forms/limits.ts';
import { requestPasswordReset } from '@/lib/generated/response-shapes/requestPasswordReset.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './auth.module.css';
import '@/lib/i18n/pl-account.ts';

const ID = 'reset';
const loadSchema = () => import('@/lib/forms/registration.ts').then((module) => module.passwordResetRequestSchema);

export function PasswordResetRequest() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const { prepare, submit, sending, errors, turnstile } = useGuardedForm<AccountFormAccepted>({
    path: '/passwords/resets',
    shape: requestPasswordReset,
    loadSchema,
  });

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await submit({ email, [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? '') });
    if (answer) setSentTo(answer.email);
  }

  if (sentTo) {
    return (
      <div ref={sentRef} className={`${styles.outcome} ${styles.success}`} role="status" tabIndex={-1}>
        <p>{t('Auth.ResetRequest.Sent', { email: sentTo })}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} href={href('login')}>
            {t('Auth.ResetRequest.BackToLogin')}
          </Link>
          <button type="button" className={styles.secondary} onClick={() => setSentTo(null)}>
            {t('Auth.ResetRequest.Again')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <form method="post" className={`${styles.form} ${styles.panel}`} noValidate onSubmit={send} onFocus={prepare} aria-busy={sending}>
        <p className={styles.intro}>{t('Auth.ResetRequest.Lead')}</p>
        <EmailField
          id={`${ID}-email`}
          name="email"
          label={t('Auth.Email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <Honeypot id={`${ID}-website`} />
        <TurnstileWidget key={turnstile.key} onToken={turnstile.onToken} />
        <FormError message={errors._ ?? errors.turnstileToken} />
        <div className={styles.row}>
          <LoadingButton isLoading={sending} minWidth="12rem">
            {t('Auth.ResetRequest.Submit')}
          </LoadingButton>
          <Link href={href('login')}>{t('Auth.ResetRequest.BackToLogin')}</Link>
        </div>
      </form>
    </div>
  );
}
