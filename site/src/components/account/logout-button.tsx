'use client';
/**
 * "Wyloguj się" (spec §6: logout goes to /logowanie): `POST /api/auth/logout` ends the login at the
 * API and the edge clears the auth cookies; a full load of the login page then starts clean.
 */
import { useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { postJson } from '@/lib/api-client.ts';
import { logout } from '@/lib/generated/response-shapes/logout.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './account.module.css';
import '@/lib/i18n/pl-account.ts';

export function LogoutButton() {
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setLoading(true);
    setFailed(false);
    try {
      await postJson('/api/auth/logout', undefined, logout);
      window.location.assign(href('login'));
    } catch {
      setLoading(false);
      setFailed(true);
    }
  };
  return (
    <div className={styles.logout}>
      <LoadingButton type="button" isLoading={isLoading} classes={`button ${styles.logoutButton}`} widthAuto onClick={onClick}>
        {t('Account.Logout')}
      </LoadingButton>
      <p role="alert" className={styles.logoutError}>
        {failed ? t('Account.LogoutFailed') : ''}
      </p>
    </div>
  );
}
