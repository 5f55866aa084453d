'use client';
/**
 * The order desk's list (`/panel/zamowienia`, issue 31): newest first, 50 a page, a tab per
 * status with its count, filters (payment method and state, delivery, customer type, days) and a
 * search (number, e-mail, NIP, surname or company, phone), all kept in the address so a filtered
 * list can be bookmarked and shared. It asks again every 30 s by itself (SWR), so a new order shows
 * up within that, marked "Nowe" until someone opens it.
 */
import Link from 'next/link';
import type { FormEvent } from 'react';
import { formatDateTime } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { CUSTOMER_TYPE_LABELS, DELIVERY_METHODS, ORDER_STATUS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/orders.ts';
import { DELIVERY_METHOD_LABELS, ORDER_LIST_REFRESH_MS, PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@/lib/panel/order-filters.ts';
import type { DeskOrderList } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { type AddressFilters, ListResults, searchOf, useAddressList } from '../address-filters.tsx';
import styles from '../panel.module.css';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import '@/lib/i18n/pl-panel.ts';

const shape = () => import('@/lib/generated/response-shapes/listDeskOrders.ts').then((module) => module.listDeskOrders);

/** The list's query as the address holds it. */
const FILTER_NAMES = ['status', 'paymentMethod', 'paymentState', 'deliveryMethod', 'customerType', 'from', 'to', 'q', 'page'] as const;
type FilterName = (typeof FILTER_NAMES)[number];
type Filters = AddressFilters<(typeof FILTER_NAMES)[number]>;

function statusTag(status: number): string {
  if (status === ORDER_STATUS.problem) return `${styles.tag} ${styles.tagProblem}`;
  return styles.tag ?? '';
}

function OrderTable({ list }: { list: DeskOrderList }) {
  if (list.orders.length === 0) return <p>{t('Panel.Orders.Empty')}</p>;
  return (
    <TableWrap label={t('Panel.Orders.Heading')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('Panel.Orders.Heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Panel.Orders.Number')}</th>
            <th scope="col">{t('Panel.Orders.Date')}</th>
            <th scope="col">{t('Panel.Orders.Buyer')}</th>
            <th scope="col">{t('Panel.Orders.Status')}</th>
            <th scope="col">{t('Panel.Orders.PaymentMethod')}</th>
            <th scope="col">{t('Panel.Orders.DeliveryMethod')}</th>
            <th scope="col">{t('Panel.Orders.Total')}</th>
          </tr>
        </thead>
        <tbody>
          {list.orders.map((order) => (
            <tr key={order.uuid} className={order.isNew ? styles.fresh : undefined} data-testid="desk-order-row">
              <td>
                <Link href={href('panelOrder', { uuid: order.uuid })}>{order.number}</Link>{' '}
                {order.isNew ? <span className={`${styles.tag} ${styles.tagNew}`}>{t('Panel.Orders.New')}</span> : null}
              </td>
              <td>{formatDateTime(order.createdAt)}</td>
              <td>
                {order.buyer}
                <br />
                <span className={styles.muted}>{order.email}</span>
              </td>
              <td>
                <span className={statusTag(order.status)}>{order.statusLabel}</span>
              </td>
              <td>
                {order.paymentMethodLabel}
                <br />
                <span className={order.paid ? `${styles.tag} ${styles.tagPaid}` : styles.tag}>
                  {order.paid ? t('Panel.Orders.Paid') : t('Panel.Orders.Unpaid')}
                </span>
              </td>
              <td>{order.deliveryMethodLabel}</td>
              <td className={styles.number}>{formatPrice(order.totalGross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function FilterForm({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Filters = { status: filters.status };
    for (const name of ['paymentMethod', 'paymentState', 'deliveryMethod', 'customerType', 'from', 'to', 'q'] as const) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    onApply(next);
  };
  const select = (name: keyof Filters, label: string, options: readonly (readonly [string, string])[]) => (
    <label>
      {label}
      <select name={name} defaultValue={filters[name] ?? ''}>
        <option value="">{t('Panel.Orders.Any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="post" className={styles.toolbar} onSubmit={submit} aria-label={t('Panel.Orders.Filters')} key={searchOf(filters)}>
      <label>
        {t('Panel.Orders.Search')}
        <input type="search" name="q" defaultValue={filters.q ?? ''} aria-describedby="zamowienia-szukaj" maxLength={100} />
      </label>
      {select(
        'paymentMethod',
        t('Panel.Orders.PaymentMethod'),
        PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_LABELS[method]] as const),
      )}
      {select(
        'paymentState',
        t('Panel.Orders.PaymentState'),
        PAYMENT_STATES.map((state) => [state, PAYMENT_STATE_LABELS[state]] as const),
      )}
      {select(
        'deliveryMethod',
        t('Panel.Orders.DeliveryMethod'),
        DELIVERY_METHODS.map((method) => [method, DELIVERY_METHOD_LABELS[method]] as const),
      )}
      {select(
        'customerType',
        t('Panel.Orders.CustomerType'),
        Object.entries(CUSTOMER_TYPE_LABELS).map(([code, label]) => [code, label] as const),
      )}
      <label>
        {t('Panel.Orders.From')}
        <input type="date" name="from" defaultValue={filters.from ?? ''} />
      </label>
      <label>
        {t('Panel.Orders.To')}
        <input type="date" name="to" defaultValue={filters.to ?? ''} />
      </label>
      <button type="submit" className="button button-primary">
        {t('Panel.Orders.Apply')}
      </button>
      <button type="button" className="button" onClick={() => onApply({})}>
        {t('Panel.Orders.Clear')}
      </button>
      <p id="zamowienia-szukaj" className={styles.muted}>
        {t('Panel.Orders.SearchHint')} {t('Panel.Orders.AutoRefresh')}
      </p>
    </form>
  );
}

function OrderListBody() {
  const { filters, apply, data, error, stale } = useAddressList<FilterName, DeskOrderList>('panelOrders', FILTER_NAMES, '/orders', shape, {
    refreshInterval: ORDER_LIST_REFRESH_MS,
  });
  if (!filters) return <LoadState error={null} />;
  const page = Number(filters.page ?? 1);
  return (
    <>
      <nav aria-label={t('Panel.Orders.StatusTabs')}>
        <ul className={styles.tabs}>
          <li>
            <Link
              href={`${href('panelOrders')}${searchOf({ ...filters, status: undefined, page: undefined })}`}
              aria-current={!filters.status || undefined}
              onClick={(event) => {
                event.preventDefault();
                apply({ ...filters, status: undefined, page: undefined });
              }}
            >
              {t('Panel.Orders.AllStatuses')}
            </Link>
          </li>
          {(data?.counts ?? []).map((count) => {
            const target = { ...filters, status: String(count.status), page: undefined };
            return (
              <li key={count.status}>
                <Link
                  href={`${href('panelOrders')}${searchOf(target)}`}
                  aria-current={filters.status === String(count.status) || undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    apply(target);
                  }}
                >
                  {count.label} ({count.count})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <FilterForm filters={filters} onApply={apply} />
      {error && !data ? <LoadState error={error} /> : null}
      {data ? (
        <ListResults
          stale={stale}
          count={t('Panel.Orders.Count', { count: data.total })}
          pagesLabel={t('Panel.Orders.Pages')}
          page={page}
          pageCount={data.pageCount}
          onPage={(next) => apply({ ...filters, page: String(next) })}
        >
          <OrderTable list={data} />
        </ListResults>
      ) : !error ? (
        <LoadState error={null} />
      ) : null}
    </>
  );
}

export function OrderList() {
  return (
    <PanelPage heading={t('Panel.Orders.Heading')} roles={ROLES_FOR.orders}>
      {() => <OrderListBody />}
    </PanelPage>
  );
}
