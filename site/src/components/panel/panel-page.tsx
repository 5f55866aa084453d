'use client';
/**
 * A page of the panel: its heading, and its content once the member logged in is known and their
 * role opens the page (else the panel says so; the API would refuse the calls anyway).
 */
import type { ReactNode } from 'react';
import { useShellParams } from '@/components/shell/use-shell-params.ts';
import { t } from '@/lib/i18n/index.ts';
import type { StaffMe } from '@/lib/panel/panel-types.ts';
import { polishPathOf } from '@/lib/route-match.ts';
import type { RouteName } from '@/lib/routes.ts';
import { mayCall, type StaffRole } from '@/lib/staff-roles.ts';
import styles from './panel.module.css';
import { useStaffMe } from './use-staff-me.ts';
import '@/lib/i18n/pl-panel.ts';

interface PanelPageProps {
  heading: ReactNode;
  roles: readonly StaffRole[];
  children: (member: StaffMe) => ReactNode;
}

export function PanelPage({ heading, roles, children }: PanelPageProps) {
  const { data: member, error } = useStaffMe();
  return (
    <>
      {heading === null ? null : <div className={styles.heading}>{typeof heading === 'string' ? <h1>{heading}</h1> : heading}</div>}
      {error ? (
        <p className={styles.error} role="alert">
          {t('Panel.LoadFailed')}
        </p>
      ) : !member ? (
        <p role="status">{t('Panel.Loading')}</p>
      ) : mayCall(member.role, roles) ? (
        children(member)
      ) : (
        <p role="alert">{t('Panel.Forbidden')}</p>
      )}
    </>
  );
}

/** The loading or failure line of a part of a page that reads its own data. */
export function LoadState({ error }: { error: unknown }) {
  return error ? (
    <p className={styles.error} role="alert">
      {t('Panel.LoadFailed')}
    </p>
  ) : (
    <p role="status">{t('Panel.Loading')}</p>
  );
}

/**
 * A shell page of the panel (an order, a packing slip): its parameters read from the address after
 * hydration, with the canonical address, then the page for them; a malformed address says so.
 */
export function PanelShell({ route, children }: { route: RouteName; children: (params: Readonly<Record<string, string>>) => ReactNode }) {
  const state = useShellParams(route);
  if (state.status === 'loading') return <p role="status">{t('Panel.Loading')}</p>;
  if (state.status === 'invalid') return <p role="alert">{t('Panel.Order.NotFound')}</p>;
  return (
    <>
      <link rel="canonical" href={`${window.location.origin}${polishPathOf(state.match)}`} />
      {children(state.params)}
    </>
  );
}
