'use client';
/**
 * The panel's first page (`/panel`, issue 31): today's orders and revenue, what waits for the
 * staff (payment, shipping, problems, each a link to the list so filtered) and the products low on
 * stock. An editor sees the stock alone.
 */
import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { ORDER_STATUS } from '@/lib/orders.ts';
import type { PanelDashboard } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import styles from './panel.module.css';
import { adminPath, useAdmin } from './panel-api.ts';
import { LoadState, PanelPage } from './panel-page.tsx';
import { TableWrap } from './table-wrap.tsx';
import '@/lib/i18n/pl-panel.ts';

const shape = () => import('@/lib/generated/response-shapes/getPanelDashboard.ts').then((module) => module.getPanelDashboard);

const ordersWith = (query: Record<string, string>) => `${href('panelOrders')}?${new URLSearchParams(query)}`;

function DashboardBody() {
  const { data, error } = useAdmin<PanelDashboard>(adminPath('/dashboard'), shape, { refreshInterval: 60_000 });
  if (!data) return <LoadState error={error} />;
  return (
    <div className={styles.grid}>
      {data.today ? (
        <section className={styles.card} aria-labelledby="pulpit-dzis">
          <h2 id="pulpit-dzis">{t('Panel.Dashboard.Today', { date: data.today.date.split('-').reverse().join('-') })}</h2>
          <dl className={styles.figures}>
            <div>
              <dt>{t('Panel.Dashboard.TodayOrders')}</dt>
              <dd>{data.today.orders}</dd>
            </div>
            <div>
              <dt>{t('Panel.Dashboard.TodayNet')}</dt>
              <dd>{formatPrice(data.today.net)}</dd>
            </div>
            <div>
              <dt>{t('Panel.Dashboard.TodayGross')}</dt>
              <dd>{formatPrice(data.today.gross)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {data.waiting ? (
        <section className={styles.card} aria-labelledby="pulpit-czeka">
          <h2 id="pulpit-czeka">{t('Panel.Dashboard.Waiting')}</h2>
          <dl className={styles.figures}>
            <div>
              <dt>
                <Link href={ordersWith({ status: String(ORDER_STATUS.paymentDue) })}>{t('Panel.Dashboard.WaitingPayment')}</Link>
              </dt>
              <dd>{data.waiting.payment}</dd>
            </div>
            <div>
              <dt>
                <Link href={ordersWith({ status: String(ORDER_STATUS.paid) })}>{t('Panel.Dashboard.WaitingShip')}</Link>
              </dt>
              <dd>{data.waiting.toShip}</dd>
            </div>
            <div>
              <dt>
                <Link href={ordersWith({ status: String(ORDER_STATUS.problem) })}>{t('Panel.Dashboard.WaitingProblem')}</Link>
              </dt>
              <dd>{data.waiting.problem}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="pulpit-stany">
        <h2 id="pulpit-stany">{t('Panel.Dashboard.LowStock')}</h2>
        {data.lowStock.length === 0 ? (
          <p>{t('Panel.Dashboard.LowStockNone')}</p>
        ) : (
          <TableWrap label={t('Panel.Dashboard.LowStock')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Panel.Dashboard.Number')}</th>
                  <th scope="col">{t('Panel.Dashboard.Product')}</th>
                  <th scope="col">{t('Panel.Dashboard.Stock')}</th>
                </tr>
              </thead>
              <tbody>
                {data.lowStock.map((product) => (
                  <tr key={product.slug}>
                    <td>{product.number}</td>
                    <td>
                      <a href={href('product', { slug: product.slug })}>{product.name}</a>
                    </td>
                    <td className={styles.number}>{product.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
    </div>
  );
}

export function Dashboard() {
  return (
    <PanelPage heading={t('Panel.Dashboard.Heading')} roles={ROLES_FOR.anyStaff}>
      {() => <DashboardBody />}
    </PanelPage>
  );
}
