'use client';
/**
 * The panel's login (`/panel/logowanie`, issue 31): the address and the password, then the
 * six-digit code of the authenticator app; at a member's first login the new second factor's QR
 * code and key first. The login itself reaches the browser only as an httpOnly cookie (the edge's
 * work); afterwards the browser goes on to the page it came from (`next`, a panel page only).
 * Its calls go without the panel's 401 handling: a 401 here is a wrong password or code.
 */
import dynamic from 'next/dynamic';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { postJson } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import type { StaffLoginStep } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { safeRedirectPath } from '@/lib/safe-redirect.ts';
import styles from '../panel.module.css';
import { ADMIN_API, messageOf } from '../panel-api.ts';
import '@/lib/i18n/pl-panel.ts';

const TotpQr = dynamic(() => import('./totp-qr.tsx'), { ssr: false });

const startShape = () => import('@/lib/generated/response-shapes/startStaffLogin.ts').then((module) => module.startStaffLogin);
const finishShape = () => import('@/lib/generated/response-shapes/finishStaffLogin.ts').then((module) => module.finishStaffLogin);

/** Where to go once logged in: the `next` panel page, else the dashboard. */
function nextPage(): string {
  const next = safeRedirectPath(new URLSearchParams(window.location.search).get('next'));
  return next && (next === href('panel') || next.startsWith(`${href('panel')}/`)) && !next.startsWith(href('panelLogin')) ? next : href('panel');
}

type CodeStep = Extract<StaffLoginStep, { step: 'code' }>;

export function PanelLogin() {
  const [challenge, setChallenge] = useState<CodeStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (challenge) codeField.current?.focus();
  }, [challenge]);

  const done = () => window.location.assign(nextPage());

  const sendPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      const answer = await postJson<StaffLoginStep>(
        `${ADMIN_API}/staff/sessions`,
        { email: form.get('email'), password: form.get('password') },
        startShape,
      );
      if (answer.step === 'done') return done();
      setChallenge(answer);
    } catch (failure) {
      setError(messageOf(failure, t('Panel.LoadFailed')));
    } finally {
      setSending(false);
    }
  };

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!challenge) return;
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      await postJson(`${ADMIN_API}/staff/sessions/second-factor`, { challenge: challenge.challenge, code: form.get('code') }, finishShape);
      done();
    } catch (failure) {
      setError(messageOf(failure, t('Panel.LoadFailed')));
      setSending(false);
    }
  };

  const errorBlock = error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;

  if (!challenge) {
    return (
      <section className={`${styles.card} ${styles.login}`} aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`}>{t('Panel.Login.Heading')}</h1>
        <form method="post" className={styles.inlineForm} onSubmit={sendPassword} noValidate>
          <label>
            {t('Panel.Login.Email')}
            <input name="email" type="email" autoComplete="username" required aria-describedby={error ? `${id}-error` : undefined} />
          </label>
          <label>
            {t('Panel.Login.Password')}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {errorBlock}
          <LoadingButton isLoading={sending} classes="button button-primary">
            {t('Panel.Login.Submit')}
          </LoadingButton>
        </form>
      </section>
    );
  }

  return (
    <section className={`${styles.card} ${styles.login}`} aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{challenge.enrolment ? t('Panel.Login.EnrolHeading') : t('Panel.Login.CodeHeading')}</h1>
      {challenge.enrolment ? (
        <>
          <p>{t('Panel.Login.EnrolIntro')}</p>
          <TotpQr uri={challenge.enrolment.uri} label={t('Panel.Login.QrLabel')} />
          <p>
            {t('Panel.Login.EnrolKey')}:{' '}
            <span className={styles.secret} data-testid="totp-secret">
              {challenge.enrolment.secret}
            </span>
          </p>
        </>
      ) : (
        <p>{t('Panel.Login.CodeIntro')}</p>
      )}
      <form method="post" className={styles.inlineForm} onSubmit={sendCode} noValidate>
        <label>
          {t('Panel.Login.Code')}
          <input
            ref={codeField}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        {errorBlock}
        <LoadingButton isLoading={sending} classes="button button-primary">
          {t('Panel.Login.CodeSubmit')}
        </LoadingButton>
        <button type="button" className="button" onClick={() => setChallenge(null)}>
          {t('Panel.Login.Restart')}
        </button>
      </form>
    </section>
  );
}
