'use client';
/**
 * `/logowanie` and `/rejestracja` (spec §2): one screen, two tabs, the registration tab selected
 * on its own path. The tabs follow the WAI-ARIA tabs pattern: a tablist, arrow keys (and Home,
 * End) move between the tabs and select them, only the selected tab is in the tab order. Choosing
 * a tab changes the address with a history entry (the query, e.g. `redirect`, is kept), so back
 * and forward go between the tabs and a reload opens the same one; the tab shown follows the
 * address.
 */
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useRef } from 'react';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './auth.module.css';
import { LoginForm } from './login-form.tsx';
import { RegistrationForm } from './registration-form.tsx';
import '@/lib/i18n/pl-account.ts';

type Tab = 'login' | 'registration';
const TABS: readonly Tab[] = ['login', 'registration'];
const LABELS: Record<Tab, 'Auth.LoginTab' | 'Auth.RegistrationTab'> = { login: 'Auth.LoginTab', registration: 'Auth.RegistrationTab' };

function tabOfPath(pathname: string | null): Tab {
  return pathname === href('registration') ? 'registration' : 'login';
}

export function AuthScreen() {
  const selected = tabOfPath(usePathname());
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function select(tab: Tab, moveFocus = false) {
    if (tab !== selected) window.history.pushState(null, '', `${href(tab)}${window.location.search}`);
    if (moveFocus) tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(selected);
    const next: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[(target + TABS.length) % TABS.length] ?? selected, true);
  }

  return (
    <section className={`container ${styles.screen}`} aria-labelledby="auth-heading">
      <h1 id="auth-heading" className={styles.heading}>
        {t(LABELS[selected])}
      </h1>
      <p className={styles.intro}>{t('Auth.Intro')}</p>
      <div className={styles.card}>
        <div role="tablist" aria-label={t('Auth.Tabs')} className={styles.tabs} onKeyDown={onKeyDown}>
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-selected={tab === selected}
              aria-controls={`panel-${tab}`}
              tabIndex={tab === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab)}
            >
              {t(LABELS[tab])}
            </button>
          ))}
        </div>
        {TABS.map((tab) => (
          <div key={tab} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} hidden={tab !== selected} className={styles.panel}>
            {tab === 'login' ? (
              <LoginPanel onRegister={() => select('registration', true)} />
            ) : (
              <RegistrationPanel onLogin={() => select('login', true)} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function LoginPanel({ onRegister }: { onRegister: () => void }) {
  return (
    <>
      <LoginForm />
      <p className={styles.aside}>
        {t('Auth.Login.NoAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={onRegister}>
          {t('Auth.Login.ToRegistration')}
        </button>
      </p>
    </>
  );
}

function RegistrationPanel({ onLogin }: { onLogin: () => void }) {
  return (
    <>
      <RegistrationForm />
      <p className={styles.aside}>
        {t('Auth.Registration.HaveAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('Auth.Registration.ToLogin')}
        </button>
      </p>
    </>
  );
}
