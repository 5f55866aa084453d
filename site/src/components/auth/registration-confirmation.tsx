'use client';
/**
 * `/rejestracja/potwierdzenie/{token?}`. With the mailed link's token, the page asks for the
 * password given with that sign-up and activates the account with both (a POST, so a mail
 * scanner's GET activates nothing; issue 29: the link alone would let a stranger's sign-up of the
 * same address take the account), then logs the customer in with the same password and goes to
 * the account. Without a token it is the "check your mailbox" page the registration form leads
 * to, naming the address when this tab just sent it.
 */
import { useEffect, useState } from 'react';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { RegistrationConfirmation as Confirmation, SessionStarted } from '@/lib/api-types.ts';
import { confirmRegistration } from '@/lib/generated/response-shapes/confirmRegistration.ts';
import { sessionStarted } from '@/lib/generated/response-shapes/sessionStarted.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './auth.module.css';
import { type LinkFormErrors, LinkOutcome, LinkPasswordForm } from './link-password-form.tsx';
import { recallRegistration } from './registration-memory.ts';
import '@/lib/i18n/pl-account.ts';

const loadSchema = () => import('@/lib/forms/registration.ts').then((module) => module.registrationConfirmationSchema);

type State = { status: 'form' } | { status: 'done'; answer: Confirmation; signedIn: boolean } | { status: 'not_found'; expired: boolean };

function ConfirmAccount({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'form' });

  async function send(password: string): Promise<LinkFormErrors | null> {
    try {
      const checked = (await loadSchema()).safeParse({ token, password });
      if (!checked.success) return { password: checked.error.issues[0]?.message };
      const answer = await postJson<Confirmation>('/customers/confirmations', checked.data, confirmRegistration);
      // The same password opens the account: one step fewer for the customer. A refused login
      // (an account active before, with another password) leaves the way to the login form.
      const signedIn =
        answer.result === 'confirmed' &&
        (await postJson<SessionStarted>('/oauths/tokens', { username: answer.email, password }, sessionStarted).then(
          () => true,
          () => false,
        ));
      setState({ status: 'done', answer, signedIn });
      // A full load, so the header sees the login.
      if (signedIn) window.location.assign(href('account', { tab: 'dane' }));
      return null;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        setState({ status: 'not_found', expired: error.code === 'token_expired' });
        return null;
      }
      if (error instanceof ApiRequestError) return { password: error.fields.password, _: error.serverMessage ?? t('Auth.Confirm.Failed') };
      return { _: t('Forms.Error.Network') };
    }
  }

  if (state.status === 'done') {
    const { result, email } = state.answer;
    const message = state.signedIn ? 'Auth.Confirm.SignedIn' : result === 'confirmed' ? 'Auth.Confirm.Confirmed' : 'Auth.Confirm.AlreadyConfirmed';
    return (
      <LinkOutcome
        tone="success"
        message={t(message, { email })}
        links={state.signedIn ? [] : [{ href: href('login'), label: t('Auth.Confirm.ToLogin') }]}
      />
    );
  }
  if (state.status === 'not_found') {
    return (
      <LinkOutcome
        tone="problem"
        message={state.expired ? t('Auth.Confirm.Expired') : t('Auth.Confirm.NotFound')}
        links={[
          { href: href('registration'), label: t('Auth.Confirm.ToRegistration') },
          { href: href('login'), label: t('Auth.Confirm.ToLogin') },
        ]}
      />
    );
  }
  return (
    <LinkPasswordForm
      id="aktywacja-haslo"
      lead={t('Auth.Confirm.Lead')}
      label={t('Auth.Password')}
      submitLabel={t('Auth.Confirm.Submit')}
      onSubmit={send}
    />
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
      <p>{t('Auth.CheckMailbox.Password')}</p>
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
