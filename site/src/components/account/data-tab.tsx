'use client';
/**
 * Tab "dane": name and phone, the login address (changed only through a link mailed to the new
 * address, which lands back here with `?zmiana-adresu=`), and the password (with the current one;
 * every other login ends).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { EmailField, TextField } from '@/components/forms/form-field.tsx';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { ApiRequestError, postJson, putJson, secureApiPath } from '@/lib/api-client.ts';
import type { EmailChanged, EmailChangeRequested, PasswordChanged, User } from '@/lib/api-types.ts';
import { emailChangeSchema, passwordChangeSchema, profileSchema } from '@/lib/forms/account.ts';
import { FIELD_MAX_LENGTH } from '@/lib/forms/field-lengths.ts';
import { changePassword } from '@/lib/generated/response-shapes/changePassword.ts';
import { confirmEmailChange } from '@/lib/generated/response-shapes/confirmEmailChange.ts';
import { requestEmailChange } from '@/lib/generated/response-shapes/requestEmailChange.ts';
import { updateCurrentUser } from '@/lib/generated/response-shapes/updateCurrentUser.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './account.module.css';
import { USER_KEY, useUser } from './account-data.ts';
import { FormStatus } from './form-status.tsx';
import { draftEditor, useAccountForm } from './use-account-form.ts';
import '@/lib/i18n/pl-account.ts';

/** The data tab's query parameter carrying the secret of an e-mail change link (worker/src/api/account/mails.ts). */
const EMAIL_CHANGE_PARAM = 'zmiana-adresu';

function ProfileForm({ user }: { user: User }) {
  const [draft, setDraft] = useState({ firstName: user.firstName, lastName: user.lastName, phone: user.phone });
  const form = useAccountForm(profileSchema, 'profile-', async (profile) => {
    const updated = await putJson<User>(USER_KEY, profile, updateCurrentUser);
    await mutate(USER_KEY, updated, { revalidate: false });
  });
  const edit = draftEditor(setDraft, form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(draft, t('Account.Saved'));
  };
  return (
    <form method="post" className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="konto-dane">
      <h2 id="konto-dane">{t('Account.Data.Heading')}</h2>
      <div className={styles.pair}>
        <TextField
          id="profile-firstName"
          label={t('Account.Data.FirstName')}
          value={draft.firstName}
          onChange={(event) => edit('firstName', event.target.value)}
          error={form.errors.firstName}
          autoComplete="given-name"
          maxLength={FIELD_MAX_LENGTH.personName}
        />
        <TextField
          id="profile-lastName"
          label={t('Account.Data.LastName')}
          value={draft.lastName}
          onChange={(event) => edit('lastName', event.target.value)}
          error={form.errors.lastName}
          autoComplete="family-name"
          maxLength={FIELD_MAX_LENGTH.personName}
        />
      </div>
      <TextField
        id="profile-phone"
        label={t('Account.Data.Phone')}
        type="tel"
        optional
        value={draft.phone}
        onChange={(event) => edit('phone', event.target.value)}
        error={form.errors.phone}
        autoComplete="tel"
        maxLength={FIELD_MAX_LENGTH.phone}
      />
      <FormStatus formError={form.formError} notice={form.notice} />
      <div className={styles.actions}>
        <LoadingButton isLoading={form.isSaving} classes="button button-primary" widthAuto>
          {t('Account.Save')}
        </LoadingButton>
      </div>
    </form>
  );
}

/** Confirms the e-mail change of the link the page was opened with, once, then drops the secret from the address. */
function useEmailChangeLink(onChanged: (email: string) => void, onFailed: (message: string) => void): boolean {
  const [isConfirming, setConfirming] = useState(false);
  const callbacks = useRef({ onChanged, onFailed });
  callbacks.current = { onChanged, onFailed };
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(EMAIL_CHANGE_PARAM);
    if (!token) return;
    url.searchParams.delete(EMAIL_CHANGE_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    setConfirming(true);
    postJson<EmailChanged>(secureApiPath('/users/me/email/confirmations'), { token }, confirmEmailChange)
      .then(async (changed) => {
        await mutate(USER_KEY);
        callbacks.current.onChanged(changed.email);
      })
      .catch((error: unknown) =>
        callbacks.current.onFailed(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : t('Account.SaveFailed')),
      )
      .finally(() => setConfirming(false));
  }, []);
  return isConfirming;
}

function EmailForm({ user }: { user: User }) {
  const [draft, setDraft] = useState({ email: '', password: '' });
  const [linkError, setLinkError] = useState<string | undefined>();
  const form = useAccountForm(emailChangeSchema, 'email-', async (change) => {
    const answer = await postJson<EmailChangeRequested>(secureApiPath('/users/me/email'), change, requestEmailChange);
    setDraft({ email: '', password: '' });
    return t('Account.Data.EmailChangeSent', { email: answer.email });
  });
  const isConfirming = useEmailChangeLink((email) => form.setNotice(t('Account.Data.EmailChanged', { email })), setLinkError);
  const edit = draftEditor(setDraft, form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setLinkError(undefined);
    void form.submit(draft, '');
  };
  return (
    <form method="post" className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="konto-email">
      <h2 id="konto-email">{t('Account.Data.EmailHeading')}</h2>
      <p className={styles.lead}>{t('Account.Data.CurrentEmail', { email: user.email })}</p>
      {isConfirming ? <p role="status">{t('Account.Data.EmailConfirming')}</p> : null}
      <div className={styles.pair}>
        <EmailField
          id="email-email"
          label={t('Account.Data.NewEmail')}
          value={draft.email}
          onChange={(event) => edit('email', event.target.value)}
          error={form.errors.email}
          autoComplete="off"
        />
        <TextField
          id="email-password"
          label={t('Account.Data.Password')}
          type="password"
          value={draft.password}
          onChange={(event) => edit('password', event.target.value)}
          error={form.errors.password}
          autoComplete="current-password"
          maxLength={FIELD_MAX_LENGTH.password}
        />
      </div>
      <FormStatus formError={form.formError ?? linkError} notice={form.notice} />
      <div className={styles.actions}>
        <LoadingButton isLoading={form.isSaving} classes="button" widthAuto>
          {t('Account.Data.ChangeEmail')}
        </LoadingButton>
      </div>
    </form>
  );
}

function PasswordForm() {
  const [draft, setDraft] = useState({ currentPassword: '', newPassword: '' });
  const form = useAccountForm(passwordChangeSchema, 'password-', async (change) => {
    await postJson<PasswordChanged>(secureApiPath('/users/me/password'), change, changePassword);
    setDraft({ currentPassword: '', newPassword: '' });
  });
  const edit = draftEditor(setDraft, form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(draft, t('Account.Data.PasswordChanged'));
  };
  return (
    <form method="post" className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="konto-haslo">
      <h2 id="konto-haslo">{t('Account.Data.PasswordHeading')}</h2>
      <div className={styles.pair}>
        <TextField
          id="password-currentPassword"
          label={t('Account.Data.CurrentPassword')}
          type="password"
          value={draft.currentPassword}
          onChange={(event) => edit('currentPassword', event.target.value)}
          error={form.errors.currentPassword}
          autoComplete="current-password"
          maxLength={FIELD_MAX_LENGTH.password}
        />
        <TextField
          id="password-newPassword"
          label={t('Account.Data.NewPassword')}
          hint={t('Account.Data.NewPasswordHint')}
          type="password"
          value={draft.newPassword}
          onChange={(event) => edit('newPassword', event.target.value)}
          error={form.errors.newPassword}
          autoComplete="new-password"
          maxLength={FIELD_MAX_LENGTH.password}
        />
      </div>
      <FormStatus formError={form.formError} notice={form.notice} />
      <div className={styles.actions}>
        <LoadingButton isLoading={form.isSaving} classes="button" widthAuto>
          {t('Account.Data.ChangePassword')}
        </LoadingButton>
      </div>
    </form>
  );
}

export function DataTab() {
  const { data: user, error } = useUser();
  if (error) return <p role="alert">{t('Account.LoadFailed')}</p>;
  if (!user) return <p role="status">{t('Table.Loading')}</p>;
  return (
    <>
      <ProfileForm key={user.uuid} user={user} />
      <EmailForm user={user} />
      <PasswordForm />
    </>
  );
}
