'use client';
/**
 * A customer's page in the panel (`/panel/klienci/{uuid}`, issue 31): the account with its state,
 * invoice data and addresses, the orders (with those placed as a guest from its address) and
 * invoices, consents with their history, the newsletter, logins and the account's history, and
 * what staff may do: a remote-login link, blocking, the data export and the erasure
 * (customer-actions.tsx).
 */
import Link from 'next/link';
import { ApiRequestError } from '@/lib/api-client.ts';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import type { DeskCustomer as DeskCustomerData } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { AuditTable } from '../audit/audit-table.tsx';
import styles from '../panel.module.css';
import { adminPath, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage, PanelShell } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import { CustomerActions } from './customer-actions.tsx';
import '@/lib/i18n/pl-panel.ts';

const shape = () => import('@/lib/generated/response-shapes/getDeskCustomer.ts').then((module) => module.getDeskCustomer);

const SESSION_VIA: Readonly<Record<string, string>> = {
  password: t('Panel.Customer.SessionVia.password'),
  remote_login: t('Panel.Customer.SessionVia.remote_login'),
};

function Account({ customer }: { customer: DeskCustomerData }) {
  const { profile, invoiceData } = customer;
  return (
    <section className={styles.card} aria-labelledby="klient-konto">
      <h2 id="klient-konto">{t('Panel.Customer.Account')}</h2>
      <dl className={styles.facts}>
        <dt>{t('Panel.Customers.Email')}</dt>
        <dd>{profile.erasedAt ? profile.email : <a href={`mailto:${profile.email}`}>{profile.email}</a>}</dd>
        <dt>{t('Panel.Customer.Type')}</dt>
        <dd>{profile.customerTypeLabel}</dd>
        <dt>{t('Panel.Customer.Phone')}</dt>
        <dd>{profile.phone || '—'}</dd>
        <dt>{t('Panel.Customers.Created')}</dt>
        <dd>{formatDateTime(profile.createdAt)}</dd>
        <dt>{t('Panel.Customer.Confirmed')}</dt>
        <dd>{profile.confirmedAt ? formatDateTime(profile.confirmedAt) : t('Panel.No')}</dd>
        {profile.disabledAt ? (
          <>
            <dt>{t('Panel.Customer.Disabled')}</dt>
            <dd>{formatDateTime(profile.disabledAt)}</dd>
          </>
        ) : null}
        {profile.erasedAt ? (
          <>
            <dt>{t('Panel.Customer.Erased')}</dt>
            <dd>{formatDateTime(profile.erasedAt)}</dd>
          </>
        ) : null}
      </dl>
      <h3>{t('Panel.Customer.InvoiceData')}</h3>
      <p>
        {invoiceData.companyName ? (
          <>
            <strong>{invoiceData.companyName}</strong>, NIP {invoiceData.nip}
            <br />
          </>
        ) : null}
        {[invoiceData.street, [invoiceData.postcode, invoiceData.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—'}
        {invoiceData.invoiceEmail ? (
          <>
            <br />
            {invoiceData.invoiceEmail}
          </>
        ) : null}
      </p>
      <h3>{t('Panel.Customer.Addresses')}</h3>
      {customer.addresses.length === 0 ? (
        <p>{t('Panel.Customer.NoAddresses')}</p>
      ) : (
        <ul className={styles.plain}>
          {customer.addresses.map((address) => (
            <li key={address.uuid}>
              {address.name}, {address.street}, {address.postcode} {address.city}
              {address.phone ? `, ${address.phone}` : ''}
              {address.isDefault ? ` (${t('Panel.Customer.Default')})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Orders({ customer }: { customer: DeskCustomerData }) {
  return (
    <section className={styles.card} aria-labelledby="klient-zamowienia">
      <h2 id="klient-zamowienia">{t('Panel.Customer.Orders', { count: customer.orderCount })}</h2>
      <p className={styles.muted}>{t('Panel.Customer.OrdersNote')}</p>
      {customer.orders.length === 0 ? (
        <p>{t('Panel.Customer.NoOrders')}</p>
      ) : (
        <TableWrap label={t('Panel.Customer.Orders', { count: customer.orderCount })}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Panel.Orders.Number')}</th>
                <th scope="col">{t('Panel.Orders.Date')}</th>
                <th scope="col">{t('Panel.Orders.Status')}</th>
                <th scope="col">{t('Panel.Orders.Total')}</th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.uuid}>
                  <td>
                    <Link href={href('panelOrder', { uuid: order.uuid })}>{order.number}</Link>
                  </td>
                  <td>{formatDateTime(order.createdAt)}</td>
                  <td>{order.statusLabel}</td>
                  <td className={styles.number}>{formatPrice(order.totalGross)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <h3>{t('Panel.Customer.Invoices')}</h3>
      {customer.invoices.length === 0 ? (
        <p>{t('Panel.Customer.NoInvoices')}</p>
      ) : (
        <ul className={styles.plain}>
          {customer.invoices.map((invoice) => (
            <li key={invoice.uuid}>
              {invoice.number} ({invoice.orderNumber}) · {formatDate(invoice.issueDate)} · {formatPrice(invoice.totalGross)} ·{' '}
              <span className={styles.muted}>{t('Panel.Customer.KeptUntil', { date: formatDate(invoice.keptUntil) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Consents({ customer }: { customer: DeskCustomerData }) {
  return (
    <section className={styles.card} aria-labelledby="klient-zgody">
      <h2 id="klient-zgody">{t('Panel.Customer.Consents')}</h2>
      {customer.consents.length === 0 ? (
        <p>{t('Panel.Customer.NoConsents')}</p>
      ) : (
        <ul className={styles.plain}>
          {customer.consents.map((consent) => (
            <li key={`${consent.purpose}-${consent.at}`}>
              {formatDateTime(consent.at)}:{' '}
              {t('Panel.Customer.ConsentLine', { purpose: consent.purposeLabel, version: consent.version, ip: consent.ipPrefix })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('Panel.Customer.Newsletter')}</h3>
      {customer.newsletter === null ? (
        <p>{t('Panel.Customer.NoNewsletter')}</p>
      ) : (
        <>
          <p>
            <span className={styles.tag}>{customer.newsletter.statusLabel}</span>
          </p>
          <ul className={styles.plain}>
            {customer.newsletter.history.map((entry) => (
              <li key={`${entry.action}-${entry.at}`}>
                {formatDateTime(entry.at)}: {entry.actionLabel} ({entry.source}
                {entry.version ? `, ${entry.version}` : ''})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SessionsAndHistory({ customer }: { customer: DeskCustomerData }) {
  return (
    <section className={styles.card} aria-labelledby="klient-logowania">
      <h2 id="klient-logowania">{t('Panel.Customer.Sessions')}</h2>
      {customer.sessions.length === 0 ? (
        <p>{t('Panel.Customer.NoSessions')}</p>
      ) : (
        <ul className={styles.plain}>
          {customer.sessions.map((session) => (
            <li key={session.uuid}>
              {formatDateTime(session.createdAt)}, {SESSION_VIA[session.via] ?? session.via}:{' '}
              {session.revokedAt
                ? t('Panel.Customer.SessionEnded', { at: formatDateTime(session.revokedAt), reason: session.revokedReason ?? '' })
                : t('Panel.Customer.SessionActive', { at: formatDateTime(session.lastUsedAt) })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('Panel.Customer.Events')}</h3>
      {customer.events.length === 0 ? (
        <p>{t('Panel.Customer.NoEvents')}</p>
      ) : (
        <ul className={styles.plain}>
          {customer.events.map((event, index) => (
            // Two events may share their time and kind: the position keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read whole and never reordered.
            <li key={index}>
              {formatDateTime(event.at)}: {event.event}
              {event.actor ? ` (${event.actor})` : ''}
              {event.detail ? `, ${event.detail}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeskCustomerOf({ uuid }: { uuid: string }) {
  const { data: customer, error, mutate } = useAdmin<DeskCustomerData>(adminPath(`/customers/${uuid}`), shape);
  if (error instanceof ApiRequestError && error.status === 404) return <p role="alert">{t('Panel.Customer.NotFound')}</p>;
  if (!customer) return <LoadState error={error} />;
  const { profile } = customer;
  return (
    <>
      <div className={styles.heading}>
        <h1>{customer.invoiceData.companyName ?? (`${profile.firstName} ${profile.lastName}`.trim() || profile.email)}</h1>
        <span
          className={profile.state === 'active' ? `${styles.tag} ${styles.tagPaid}` : `${styles.tag} ${styles.tagProblem}`}
          data-testid="desk-customer-state"
        >
          {profile.stateLabel}
        </span>
      </div>
      <p>
        <Link href={href('panelCustomers')}>{t('Panel.Customers.Heading')}</Link>
      </p>
      <CustomerActions customer={customer} onChanged={(next) => mutate(next, { revalidate: next === undefined })} />
      <div className={styles.grid}>
        <Account customer={customer} />
        <Orders customer={customer} />
        <Consents customer={customer} />
        <SessionsAndHistory customer={customer} />
      </div>
      <section className={styles.card} aria-labelledby="klient-dziennik">
        <h2 id="klient-dziennik">{t('Panel.Customer.Audit')}</h2>
        <AuditTable entries={customer.audit} />
      </section>
    </>
  );
}

export function DeskCustomer() {
  return (
    <PanelPage heading={null} roles={ROLES_FOR.orders}>
      {() => <PanelShell route="panelCustomer">{(params) => <DeskCustomerOf key={params.uuid} uuid={params.uuid ?? ''} />}</PanelShell>}
    </PanelPage>
  );
}
