'use client';
/**
 * `/haslo/reset/{passwordResetToken}`: the new password (with the live hints), posted with the
 * link's token; done, the page says so and leads to the login. A link that is unknown, used or
 * expired (the API's 404; the worker already served this page with 404) offers a new one.
 */
import { useState } from 'react';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { PasswordResetDone } from '@/lib/api-types.ts';
import { resetPassword } from '@/lib/generated/response-shapes/resetPassword.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { type LinkFormErrors, LinkOutcome, LinkPasswordForm } from './link-password-form.tsx';
import '@/lib/i18n/pl-account.ts';

const loadSchema = () => import('@/lib/forms/registration.ts').then((module) => module.newPasswordSchema);

type State = { status: 'editing' } | { status: 'done' } | { status: 'dead'; expired: boolean };

export function NewPasswordForm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'editing' });

  async function send(password: string): Promise<LinkFormErrors | null> {
    try {
      const checked = (await loadSchema()).safeParse({ token, password });
      if (!checked.success) {
        const issue = checked.error.issues.find((item) => item.path[0] === 'password');
        if (issue) return { password: issue.message };
        setState({ status: 'dead', expired: false });
        return null;
      }
      await postJson<PasswordResetDone>('/passwords/resets/completions', checked.data, resetPassword);
      setState({ status: 'done' });
      return null;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        setState({ status: 'dead', expired: error.code === 'token_expired' });
        return null;
      }
      if (error instanceof ApiRequestError) return { password: error.fields.password, _: error.serverMessage ?? t('Forms.Error.Network') };
      return { _: t('Forms.Error.Network') };
    }
  }

  if (state.status === 'done')
    return <LinkOutcome tone="success" message={t('Auth.Reset.Done')} links={[{ href: href('login'), label: t('Auth.Reset.ToLogin') }]} />;
  if (state.status === 'dead') {
    return (
      <LinkOutcome
        tone="problem"
        message={state.expired ? t('Auth.Reset.Expired') : t('Auth.Reset.NotFound')}
        links={[{ href: href('passwordResetRequest'), label: t('Auth.Reset.RequestNew') }]}
      />
    );
  }
  return (
    <LinkPasswordForm
      id="nowe-haslo"
      lead={t('Auth.Reset.Lead')}
      label={t('Auth.NewPassword')}
      submitLabel={t('Auth.Reset.Submit')}
      isNew
      onSubmit={send}
    />
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
