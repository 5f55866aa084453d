'use client';
/**
 * The back office's customers (`/panel/klienci`, issue 31): newest first, 50 a page, one search box
 * (e-mail, surname or company, NIP, phone, order number) and the account's state, both kept in the
 * address so a search can be bookmarked and shared.
 */
import Link from 'next/link';
import type { FormEvent } from 'react';
import { formatDateTime } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { CUSTOMER_STATE_LABELS, CUSTOMER_STATES } from '@/lib/panel/customer-filters.ts';
import type { DeskCustomerList } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { type AddressFilters, ListResults, searchOf, useAddressList } from '../address-filters.tsx';
import styles from '../panel.module.css';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import '@/lib/i18n/pl-panel.ts';

const shape = () => import('@/lib/generated/response-shapes/listDeskCustomers.ts').then((module) => module.listDeskCustomers);

const FILTER_NAMES = ['state', 'q', 'page'] as const;
type FilterName = (typeof FILTER_NAMES)[number];
type Filters = AddressFilters<(typeof FILTER_NAMES)[number]>;

function stateTag(state: string): string {
  if (state === 'disabled' || state === 'erased') return `${styles.tag} ${styles.tagProblem}`;
  if (state === 'active') return `${styles.tag} ${styles.tagPaid}`;
  return styles.tag ?? '';
}

function CustomerTable({ list }: { list: DeskCustomerList }) {
  if (list.customers.length === 0) return <p>{t('Panel.Customers.Empty')}</p>;
  return (
    <TableWrap label={t('Panel.Customers.Heading')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('Panel.Customers.Heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Panel.Customers.Name')}</th>
            <th scope="col">{t('Panel.Customers.Email')}</th>
            <th scope="col">{t('Panel.Customers.Nip')}</th>
            <th scope="col">{t('Panel.Customers.State')}</th>
            <th scope="col">{t('Panel.Customers.Created')}</th>
            <th scope="col">{t('Panel.Customers.Orders')}</th>
            <th scope="col">{t('Panel.Customers.LastOrder')}</th>
          </tr>
        </thead>
        <tbody>
          {list.customers.map((customer) => (
            <tr key={customer.uuid} data-testid="desk-customer-row">
              <td>
                <Link href={href('panelCustomer', { uuid: customer.uuid })}>{customer.companyName ?? customer.name}</Link>
                {customer.companyName ? (
                  <>
                    <br />
                    <span className={styles.muted}>{customer.name}</span>
                  </>
                ) : null}
              </td>
              <td>{customer.email}</td>
              <td>{customer.nip ?? '—'}</td>
              <td>
                <span className={stateTag(customer.state)}>{customer.stateLabel}</span>
              </td>
              <td>{formatDateTime(customer.createdAt)}</td>
              <td className={styles.number}>{customer.orderCount}</td>
              <td>{customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function SearchForm({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Filters = {};
    for (const name of ['state', 'q'] as const) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    onApply(next);
  };
  return (
    <form method="post" className={styles.toolbar} onSubmit={submit} aria-label={t('Panel.Customers.Filters')} key={searchOf(filters)}>
      <label>
        {t('Panel.Customers.Search')}
        <input type="search" name="q" defaultValue={filters.q ?? ''} aria-describedby="klienci-szukaj" minLength={2} maxLength={100} />
      </label>
      <label>
        {t('Panel.Customers.State')}
        <select name="state" defaultValue={filters.state ?? ''}>
          <option value="">{t('Panel.Customers.Any')}</option>
          {CUSTOMER_STATES.map((state) => (
            <option key={state} value={state}>
              {CUSTOMER_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-primary">
        {t('Panel.Customers.Apply')}
      </button>
      <button type="button" className="button" onClick={() => onApply({})}>
        {t('Panel.Customers.Clear')}
      </button>
      <p id="klienci-szukaj" className={styles.muted}>
        {t('Panel.Customers.SearchHint')}
      </p>
    </form>
  );
}

function CustomerListBody() {
  const { filters, apply, data, error, stale } = useAddressList<FilterName, DeskCustomerList>('panelCustomers', FILTER_NAMES, '/customers', shape);
  if (!filters) return <LoadState error={null} />;
  const page = Number(filters.page ?? 1);
  return (
    <>
      <SearchForm filters={filters} onApply={apply} />
      {error && !data ? <LoadState error={error} /> : null}
      {data ? (
        <ListResults
          stale={stale}
          count={t('Panel.Customers.Count', { count: data.total })}
          pagesLabel={t('Panel.Customers.Pages')}
          page={page}
          pageCount={data.pageCount}
          onPage={(next) => apply({ ...filters, page: String(next) })}
        >
          <CustomerTable list={data} />
        </ListResults>
      ) : !error ? (
        <LoadState error={null} />
      ) : null}
    </>
  );
}

export function CustomerList() {
  return (
    <PanelPage heading={t('Panel.Customers.Heading')} roles={ROLES_FOR.orders}>
      {() => <CustomerListBody />}
    </PanelPage>
  );
}
