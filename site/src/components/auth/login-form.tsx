'use client';
/**
 * The login tab (spec §7 password grant, §5 safe redirect): e-mail and password, checked with the
 * API's own schema (loaded on first use), posted as `{ username, password }`; the edge adds the
 * grant's client and keeps the tokens in httpOnly cookies. On success the browser goes, with a
 * full load so the header sees the login, to the `redirect` parameter when it is a safe local
 * path, else to the account's data tab. The API's Polish messages (wrong credentials, an account
 * not yet confirmed, too many attempts) are shown as they are.
 */
import Link from 'next/link';
import { useState } from 'react';
import { EmailField, FormError } from '@/components/forms/form-field.tsx';
import { useFocusOnRefusal, useSending } from '@/components/forms/use-form-fields.ts';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { SessionStarted } from '@/lib/api-types.ts';
import { sessionStarted } from '@/lib/generated/response-shapes/sessionStarted.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { safeRedirectPath } from '@/lib/safe-redirect.ts';
import styles from './auth.module.css';
import { PasswordField } from './password-field.tsx';
import '@/lib/i18n/pl-account.ts';

const ID = 'logowanie';
const loadSchema = () => import('@/lib/forms/login.ts').then((module) => module.loginSchema);

type Errors = Partial<Record<'email' | 'password' | '_', string>>;

/** Where to go after logging in: the safe `redirect` of the address, else the account. */
export function loginTarget(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect')) ?? href('account', { tab: 'dane' });
}

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { sending, submitWith } = useSending();
  const { formRef, refused } = useFocusOnRefusal();

  async function send() {
    try {
      const checked = (await loadSchema()).safeParse({ username: email, password });
      if (!checked.success) {
        const fields: Errors = {};
        for (const issue of checked.error.issues) {
          const key = issue.path[0] === 'username' ? 'email' : 'password';
          fields[key] ??= issue.message;
        }
        setErrors(fields);
        refused();
        return;
      }
      setErrors({});
      await postJson<SessionStarted>('/oauths/tokens', checked.data, sessionStarted);
      window.location.assign(loginTarget(window.location.search));
    } catch (error) {
      setErrors(
        error instanceof ApiRequestError
          ? { email: error.fields.username, password: error.fields.password, _: error.serverMessage ?? t('Auth.Login.Failed') }
          : { _: t('Forms.Error.Network') },
      );
    }
  }

  return (
    <form
      method="post"
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submitWith(send)}
      aria-busy={sending}
      onFocus={() => void loadSchema()}
    >
      <EmailField
        id={`${ID}-email`}
        name="username"
        label={t('Auth.Email')}
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <PasswordField
        id={`${ID}-password`}
        name="password"
        label={t('Auth.Password')}
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <FormError message={errors._} />
      <div className={styles.row}>
        <LoadingButton isLoading={sending} minWidth="12rem">
          {t('Auth.Login.Submit')}
        </LoadingButton>
        <Link href={href('passwordResetRequest')}>{t('Auth.Login.Forgot')}</Link>
      </div>
    </form>
  );
}
