'use client';
/**
 * The back office's frame (issue 31): the panel's name, its sections as the member's role opens
 * them, who is logged in and the logout; the page below. The login page shows the frame without
 * sections. Keyboard first: a skip link, a labelled navigation, the current section marked.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { t } from '@/lib/i18n/index.ts';
import type { StaffMe } from '@/lib/panel/panel-types.ts';
import { href, type RouteName } from '@/lib/routes.ts';
import { markPageHydrated } from '@/lib/runtime/page-hydrated.ts';
import { mayCall, ROLES_FOR, type StaffRole } from '@/lib/staff-roles.ts';
import styles from './panel.module.css';
import { adminSend } from './panel-api.ts';
import { useStaffMe } from './use-staff-me.ts';
import '@/lib/i18n/pl-panel.ts';

/** The panel's sections, each with the roles whose work it is. */
const SECTIONS: readonly { route: RouteName; label: string; roles: readonly StaffRole[] }[] = [
  { route: 'panel', label: t('Panel.Nav.Dashboard'), roles: ROLES_FOR.anyStaff },
  { route: 'panelOrders', label: t('Panel.Nav.Orders'), roles: ROLES_FOR.orders },
  { route: 'panelInvoices', label: t('Panel.Nav.Invoices'), roles: ROLES_FOR.orders },
  { route: 'panelCustomers', label: t('Panel.Nav.Customers'), roles: ROLES_FOR.orders },
  { route: 'panelProducts', label: t('Panel.Nav.Products'), roles: ROLES_FOR.content },
  { route: 'panelCatalogue', label: t('Panel.Nav.Catalogue'), roles: ROLES_FOR.content },
  { route: 'panelContent', label: t('Panel.Content.Nav.Section'), roles: ROLES_FOR.content },
  { route: 'panelPublishing', label: t('Panel.Nav.Publishing'), roles: ROLES_FOR.content },
  { route: 'panelStaff', label: t('Panel.Nav.Staff'), roles: ROLES_FOR.owner },
  { route: 'panelAudit', label: t('Panel.Nav.Audit'), roles: ROLES_FOR.owner },
];

async function logOut(): Promise<void> {
  await adminSend
    .delete('/staff/sessions/current', () => import('@/lib/generated/response-shapes/endStaffLogin.ts').then((module) => module.endStaffLogin))
    .catch(() => undefined);
  window.location.assign(href('panelLogin'));
}

function Sections({ member }: { member: StaffMe }) {
  const pathname = usePathname();
  const current = (route: RouteName) => (route === 'panel' ? pathname === href('panel') : pathname.startsWith(href(route as 'panelOrders')));
  return (
    <nav aria-label={t('Panel.Navigation')} className={styles.nav}>
      <ul>
        {SECTIONS.filter((section) => mayCall(member.role, section.roles)).map((section) => (
          <li key={section.route}>
            <Link href={href(section.route as 'panel')} aria-current={current(section.route) ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PanelFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const isLogin = pathname.startsWith(href('panelLogin'));
  const { data: member } = useStaffMe(!isLogin);
  // Taps kept before the script ran are played once the frame's first render committed.
  useEffect(markPageHydrated, []);
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#panel-tresc">
        {t('Panel.SkipToContent')}
      </a>
      <header className={styles.header}>
        <Link href={href('panel')} className={styles.brand}>
          {t('Panel.Title')}
        </Link>
        {!isLogin && member ? (
          <>
            <Sections member={member} />
            <div className={styles.who}>
              <span>{t('Panel.LoggedInAs', { name: member.name, role: member.roleLabel })}</span>
              <button type="button" className="button" onClick={() => void logOut()}>
                {t('Panel.Logout')}
              </button>
            </div>
          </>
        ) : null}
      </header>
      <main id="panel-tresc" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
