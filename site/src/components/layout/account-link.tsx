'use client';
/**
 * The header's way to the account: "Moje konto" (to /konto/dane) once the readable hint cookie
 * says a login exists (site/src/lib/session-hint.ts), else "Zaloguj się" (to /logowanie). The
 * exported page cannot know, so it renders the login link and the browser switches after
 * hydration; both labels share one grid cell, so the switch moves nothing.
 */
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { hasSessionHint } from '@/lib/session-hint.ts';
import styles from './site-header.module.css';

export function AccountLink() {
  const [isLoggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(hasSessionHint(document.cookie)), []);
  return (
    <Link href={isLoggedIn ? href('account', { tab: 'dane' }) : href('login')} className={styles.accountLink} prefetch={false}>
      <Icon name="user" size={24} />
      <span className={styles.accountLabels}>
        <span aria-hidden={isLoggedIn ? true : undefined}>{t('Header.Login')}</span>
        <span aria-hidden={isLoggedIn ? undefined : true}>{t('Header.MyAccount')}</span>
      </span>
    </Link>
  );
}
