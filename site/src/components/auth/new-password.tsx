'use client';
/**
 * `/haslo/reset/{passwordResetToken}`: the new password (with the live hints), posted with the
 * link's token; done, the page says so and leads to the login. A link that is unknown, used or
 * expired (the API's 404; the worker already served this page with 404) offers a new one.
 */
import Link from 'next/link';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/forms/form-field.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { PasswordResetDone } from '@/lib/api-types.ts';
import { resetPassword } from '@/lib/generated/response-shapes/resetPassword.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './auth.module.css';
import { PasswordField } from './password-field.tsx';
import '@/lib/i18n/pl-account.ts';

const loadSchema = () => import('@/lib/forms/registration.ts').then((module) => module.newPasswordSchema);

type State = { status: 'editing' } | { status: 'done'; email: string } | { status: 'dead'; expired: boolean };

export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'password' | '_', string>>>({});
  const [sending, setSending] = useState(false);
  const [state, setState] = useState<State>({ status: 'editing' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status !== 'editing') outcomeRef.current?.focus();
  }, [state]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const checked = (await loadSchema()).safeParse({ token, password });
      if (!checked.success) {
        const issue = checked.error.issues.find((item) => item.path[0] === 'password');
        if (issue) return setErrors({ password: issue.message });
        return setState({ status: 'dead', expired: false });
      }
      setErrors({});
      const answer = await postJson<PasswordResetDone>('/passwords/resets/completions', checked.data, resetPassword);
      setState({ status: 'done', email: answer.email });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) setState({ status: 'dead', expired: error.code === 'token_expired' });
      else if (error instanceof ApiRequestError) setErrors({ password: error.fields.password, _: error.serverMessage ?? t('Forms.Error.Network') });
      else setErrors({ _: t('Forms.Error.Network') });
    } finally {
      setSending(false);
    }
  }

  if (state.status === 'done') {
    return (
      <div ref={outcomeRef} className={`${styles.outcome} ${styles.success}`} role="status" tabIndex={-1}>
        <p>{t('Auth.Reset.Done')}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} href={href('login')}>
            {t('Auth.Reset.ToLogin')}
          </Link>
        </div>
      </div>
    );
  }
  if (state.status === 'dead') {
    return (
      <div ref={outcomeRef} className={`${styles.outcome} ${styles.problem}`} tabIndex={-1}>
        <p role="alert">{state.expired ? t('Auth.Reset.Expired') : t('Auth.Reset.NotFound')}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} href={href('passwordResetRequest')}>
            {t('Auth.Reset.RequestNew')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <form className={`${styles.form} ${styles.panel}`} noValidate onSubmit={send} aria-busy={sending} onFocus={() => void loadSchema()}>
        <p className={styles.intro}>{t('Auth.Reset.Lead')}</p>
        <PasswordField
          id="nowe-haslo"
          name="password"
          label={t('Auth.NewPassword')}
          isNew
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />
        <FormError message={errors._} />
        <LoadingButton isLoading={sending} minWidth="12rem">
          {t('Auth.Reset.Submit')}
        </LoadingButton>
      </form>
    </div>
  );
}

/** The page: the shell reads the token from the address, then the form uses it. */
export function NewPasswordPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="passwordReset" heading={heading}>
      {(params) => <NewPasswordForm key={params.passwordResetToken} token={params.passwordResetToken ?? ''} />}
    </RouteShell>
  );
}
