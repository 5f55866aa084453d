'use client';
/**
 * Tab "zamowienia": the customer's orders, newest first, ten a page (spec §9): number, date,
 * status in Polish, gross total, each linked to its order page without a hash (the owner's).
 */
import Link from 'next/link';
import { useState } from 'react';
import stacked from '@/components/ui/stacked-table.module.css';
import { formatDateTime } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './account.module.css';
import { useAccountOrders } from './account-data.ts';
import '@/lib/i18n/pl-account.ts';

export function OrdersTab() {
  const [page, setPage] = useState(1);
  const { data, error } = useAccountOrders(page);
  return (
    <section className={styles.panel} aria-labelledby="konto-zamowienia" aria-busy={!data && !error}>
      <h2 id="konto-zamowienia">{t('Account.Orders.Heading')}</h2>
      {error ? <p role="alert">{t('Account.LoadFailed')}</p> : null}
      {!data && !error ? <p role="status">{t('Table.Loading')}</p> : null}
      {data && data.items.length === 0 ? <p>{t('Account.Orders.Empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <div className={stacked.frame}>
          <table className={`${styles.table} ${stacked.table}`}>
            <thead>
              <tr>
                <th scope="col">{t('Account.Orders.Number')}</th>
                <th scope="col">{t('Account.Orders.Date')}</th>
                <th scope="col">{t('Account.Orders.Status')}</th>
                <th scope="col" className={styles.number}>
                  {t('Account.Orders.Total')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('Account.Orders.Show')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <tr key={order.uuid}>
                  <th scope="row" data-label={t('Account.Orders.Number')}>
                    {order.number}
                  </th>
                  <td data-label={t('Account.Orders.Date')}>{formatDateTime(order.createdAt)}</td>
                  <td data-label={t('Account.Orders.Status')}>{order.statusLabel}</td>
                  <td data-label={t('Account.Orders.Total')} className={styles.number}>
                    {formatPrice(order.totalGross)}
                  </td>
                  <td>
                    <Link href={href('order', { uuid: order.uuid })} aria-label={t('Account.Orders.ShowLabel', { number: order.number })}>
                      {t('Account.Orders.Show')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.pageCount > 1 ? (
        <nav className={styles.pager} aria-label={t('Account.Orders.Pages')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('Account.Orders.Previous')}
          </button>
          <span>{t('Account.Orders.PageOf', { page: data.page, count: data.pageCount })}</span>
          <button type="button" className="button" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
            {t('Account.Orders.Next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
