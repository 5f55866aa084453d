'use client';
/**
 * The frame of a shell page: its heading, then — once the real parameters are read from the
 * address — what the page shows for them. Until then it says it is loading, at the size of a
 * line of text, so nothing shifts.
 */
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/index.ts';
import { polishPathOf } from '@/lib/route-match.ts';
import type { RouteName } from '@/lib/routes.ts';
import styles from './route-shell.module.css';
import { useShellParams } from './use-shell-params.ts';
import '@/lib/i18n/pl-shell.ts';

interface RouteShellProps {
  route: RouteName;
  heading: string;
  /** What the page shows once the address is read and its parameters are well formed (given them, when a function). */
  children: ReactNode | ((params: Readonly<Record<string, string>>) => ReactNode);
}

export function RouteShell({ route, heading, children }: RouteShellProps) {
  const state = useShellParams(route);
  return (
    <section className={`container ${styles.shell}`} aria-labelledby="shell-heading" aria-busy={state.status === 'loading'}>
      <h1 id="shell-heading">{heading}</h1>
      {state.status === 'loading' ? (
        <p role="status" className={styles.status}>
          {t('Table.Loading')}
        </p>
      ) : state.status === 'ready' ? (
        <>
          <link rel="canonical" href={`${window.location.origin}${polishPathOf(state.match)}`} />
          {typeof children === 'function' ? children(state.params) : children}
        </>
      ) : (
        <p className={styles.status}>{t('Shell.LinkExpired')}</p>
      )}
    </section>
  );
}
