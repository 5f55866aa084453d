'use client';
/**
 * `/rejestracja/potwierdzenie/{token?}`. With the mailed link's token, the page activates the
 * account (a POST, so a mail scanner's GET activates nothing) and says what happened, with the
 * way to the login. Without a token it is the "check your mailbox" page the registration form
 * leads to, naming the address when this tab just sent it.
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { RegistrationConfirmation as Confirmation } from '@/lib/api-types.ts';
import { confirmRegistration } from '@/lib/generated/response-shapes/confirmRegistration.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './auth.module.css';
import { recallRegistration } from './registration-memory.ts';
import '@/lib/i18n/pl-account.ts';

type State = { status: 'working' } | { status: 'done'; answer: Confirmation } | { status: 'not_found'; expired: boolean } | { status: 'failed' };

function ConfirmAccount({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'working' });
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    postJson<Confirmation>('/customers/confirmations', { token }, confirmRegistration)
      .then((answer) => setState({ status: 'done', answer }))
      .catch((error: unknown) =>
        setState(
          error instanceof ApiRequestError && error.status === 404
            ? { status: 'not_found', expired: error.code === 'token_expired' }
            : { status: 'failed' },
        ),
      );
  }, [token]);

  if (state.status === 'working') {
    return (
      <p role="status" className={styles.outcome}>
        {t('Auth.Confirm.Working')}
      </p>
    );
  }
  if (state.status === 'done') {
    const { result, email } = state.answer;
    return (
      <div className={`${styles.outcome} ${styles.success}`} role="status">
        <p>{t(result === 'confirmed' ? 'Auth.Confirm.Confirmed' : 'Auth.Confirm.AlreadyConfirmed', { email })}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} href={href('login')}>
            {t('Auth.Confirm.ToLogin')}
          </Link>
        </div>
      </div>
    );
  }
  const message = state.status === 'failed' ? t('Auth.Confirm.Failed') : state.expired ? t('Auth.Confirm.Expired') : t('Auth.Confirm.NotFound');
  return (
    <div className={`${styles.outcome} ${styles.problem}`}>
      <p role="alert">{message}</p>
      {state.status === 'failed' ? null : (
        <div className={styles.actions}>
          <Link className={styles.primary} href={href('registration')}>
            {t('Auth.Confirm.ToRegistration')}
          </Link>
          <Link className={styles.secondary} href={href('login')}>
            {t('Auth.Confirm.ToLogin')}
          </Link>
        </div>
      )}
    </div>
  );
}

function CheckMailbox() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => setEmail(recallRegistration()), []);
  return (
    <div className={`${styles.outcome} ${styles.success}`} role="status">
      <p>
        <strong>{email ? t('Auth.CheckMailbox.LeadWithEmail', { email }) : t('Auth.CheckMailbox.Lead')}</strong>
      </p>
      <p>{t('Auth.CheckMailbox.Explain')}</p>
      <p>{t('Auth.CheckMailbox.Spam')}</p>
    </div>
  );
}

/** The page: the shell reads the optional token from the address. */
export function RegistrationConfirmationPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="registrationConfirmation" heading={heading}>
      {(params) => (params.token ? <ConfirmAccount key={params.token} token={params.token} /> : <CheckMailbox />)}
    </RouteShell>
  );
}
