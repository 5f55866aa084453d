'use client';
/**
 * The account (spec §2 `/konto/{tab}`, issue 14): the sections as a navigation beside the current
 * one, and the logout. The worker lets only logged-in customers in and 404s an unknown tab, so
 * `tab` is one of ACCOUNT_TABS here.
 */
import type { ReactNode } from 'react';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import type { AccountTab } from '@/lib/routes.ts';
import styles from './account.module.css';
import { AccountTabs } from './account-tabs.tsx';
import { AddressesTab } from './addresses-tab.tsx';
import { DataTab } from './data-tab.tsx';
import { InvoiceDataTab } from './invoice-data-tab.tsx';
import { InvoicesTab } from './invoices-tab.tsx';
import { LogoutButton } from './logout-button.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { ProductsTab } from './products-tab.tsx';

const TAB_VIEWS: Readonly<Record<AccountTab, () => ReactNode>> = {
  dane: () => <DataTab />,
  dostawy: () => <AddressesTab />,
  'dane-do-faktury': () => <InvoiceDataTab />,
  faktury: () => <InvoicesTab />,
  zamowienia: () => <OrdersTab />,
  produkty: () => <ProductsTab />,
};

export function AccountView({ tab }: { tab: AccountTab }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <AccountTabs />
        <LogoutButton />
      </aside>
      <div className={styles.content}>{TAB_VIEWS[tab]()}</div>
    </div>
  );
}

/** The account's shell page: the tab read from the address once the page runs. */
export function AccountShell({ heading }: { heading: string }) {
  return (
    <RouteShell route="account" heading={heading}>
      {(params) => <AccountView key={params.tab} tab={params.tab as AccountTab} />}
    </RouteShell>
  );
}
