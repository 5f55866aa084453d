'use client';
/**
 * The back office's invoice list (`/panel/faktury`, issue 31): every invoice (FV) and correction
 * (FK), newest first, 50 a page, a tab per kind with its count, filters (buyer type, payment, issue
 * dates) and one search (document number or its end, order number, NIP, beginning of the buyer's
 * name), all kept in the address so a filtered list can be bookmarked and shared, as the order
 * list does. Each number opens the document's page, each order number the order in the panel. The
 * KSeF column shows each document's state there (issue 32), KSeF's reason for a rejection, and a
 * filter finds the rejected ones.
 */
import Link from 'next/link';
import type { FormEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { KSEF_STATE_LABELS, KSEF_STATES } from '@/lib/ksef.ts';
import { formatPrice } from '@/lib/money.ts';
import { CUSTOMER_TYPE_LABELS } from '@/lib/orders.ts';
import { INVOICE_PAYMENT_STATE_LABELS } from '@/lib/panel/invoice-filters.ts';
import { PAYMENT_STATES } from '@/lib/panel/order-filters.ts';
import type { DeskInvoiceList } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { type AddressFilters, ListResults, searchOf, useAddressList } from '../address-filters.tsx';
import styles from '../panel.module.css';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import '@/lib/i18n/pl-panel.ts';

const shape = () => import('@/lib/generated/response-shapes/listDeskInvoices.ts').then((module) => module.listDeskInvoices);

/** The list's query as the address holds it. */
const FILTER_NAMES = ['kind', 'buyerType', 'paymentState', 'ksefState', 'from', 'to', 'q', 'page'] as const;
type FilterName = (typeof FILTER_NAMES)[number];
type Filters = AddressFilters<(typeof FILTER_NAMES)[number]>;

/** Why the API refused the query (a 400: the dates the wrong way round, an address edited by hand), in its words; null for any other failure. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const reasons = Object.values(error.fields);
  return reasons.length > 0 ? reasons.join(' ') : error.serverMessage;
}

function InvoiceTable({ list }: { list: DeskInvoiceList }) {
  if (list.invoices.length === 0) return <p>{t('Panel.Invoices.Empty')}</p>;
  return (
    <TableWrap label={t('Panel.Invoices.Heading')}>
      <table className={styles.table} data-testid="desk-invoice-table">
        <caption className="visually-hidden">{t('Panel.Invoices.Heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Panel.Invoices.Number')}</th>
            <th scope="col">{t('Panel.Invoices.Kind')}</th>
            <th scope="col">{t('Panel.Invoices.Corrects')}</th>
            <th scope="col">{t('Panel.Invoices.Order')}</th>
            <th scope="col">{t('Panel.Invoices.Buyer')}</th>
            <th scope="col">{t('Panel.Invoices.Nip')}</th>
            <th scope="col">{t('Panel.Invoices.Date')}</th>
            <th scope="col">{t('Panel.Invoices.Net')}</th>
            <th scope="col">{t('Panel.Invoices.Vat')}</th>
            <th scope="col">{t('Panel.Invoices.Gross')}</th>
            <th scope="col">{t('Panel.Invoices.Paid')}</th>
            <th scope="col">{t('Panel.Invoices.Ksef')}</th>
          </tr>
        </thead>
        <tbody>
          {list.invoices.map((invoice) => (
            <tr key={invoice.uuid} data-testid="desk-invoice-row">
              <th scope="row">
                <a href={invoice.viewPath}>{invoice.number}</a>
              </th>
              <td>{invoice.kind === 'correction' ? <span className={styles.tag}>{invoice.kindLabel}</span> : invoice.kindLabel}</td>
              <td>
                {invoice.correctedNumber ?? '—'}
                {invoice.correctionReason ? (
                  <>
                    <br />
                    <span className={styles.muted}>{invoice.correctionReason}</span>
                  </>
                ) : null}
              </td>
              <td>
                <Link href={href('panelOrder', { uuid: invoice.orderUuid })}>{invoice.orderNumber}</Link>
              </td>
              <td>
                {invoice.buyerName}
                <br />
                <span className={styles.muted}>{invoice.buyerTypeLabel}</span>
              </td>
              <td>{invoice.buyerNip ?? '—'}</td>
              <td>
                <time dateTime={invoice.issueDate}>{formatDate(invoice.issueDate)}</time>
              </td>
              <td className={styles.number}>{formatPrice(invoice.totalNet)}</td>
              <td className={styles.number}>{formatPrice(invoice.totalVat)}</td>
              <td className={styles.number}>{formatPrice(invoice.totalGross)}</td>
              <td>
                <span className={invoice.paid ? `${styles.tag} ${styles.tagPaid}` : styles.tag}>
                  {invoice.paid ? t('Panel.Invoices.PaidYes') : t('Panel.Invoices.PaidNo')}
                </span>
              </td>
              <td data-testid="desk-invoice-ksef">
                <KsefCell ksef={invoice.ksef} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** The invoice in KSeF: its state, its number once given, KSeF's reason for a rejection, the deadline of one issued offline. */
function KsefCell({ ksef }: { ksef: DeskInvoiceList['invoices'][number]['ksef'] }) {
  const stateClass = ksef.state === 'accepted' ? `${styles.tag} ${styles.tagPaid}` : styles.tag;
  return (
    <>
      <span className={stateClass}>{ksef.stateLabel}</span>
      {ksef.number ? (
        <>
          <br />
          <span className={styles.muted}>{ksef.number}</span>
        </>
      ) : null}
      {ksef.rejection ? (
        <>
          <br />
          <span className={styles.error}>{t('Panel.Invoices.KsefRejection', { code: ksef.rejection.code, message: ksef.rejection.message })}</span>
        </>
      ) : null}
      {ksef.offlineDeadline && ksef.state !== 'accepted' ? (
        <>
          <br />
          <span className={styles.muted}>{t('Panel.Invoices.KsefOfflineDeadline', { date: formatDate(ksef.offlineDeadline) })}</span>
        </>
      ) : null}
    </>
  );
}

function FilterForm({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Filters = { kind: filters.kind };
    for (const name of ['buyerType', 'paymentState', 'ksefState', 'from', 'to', 'q'] as const) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    onApply(next);
  };
  const select = (name: keyof Filters, label: string, options: readonly (readonly [string, string])[]) => (
    <label>
      {label}
      <select name={name} defaultValue={filters[name] ?? ''}>
        <option value="">{t('Panel.Invoices.Any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="post" className={styles.toolbar} onSubmit={submit} aria-label={t('Panel.Invoices.Filters')} key={searchOf(filters)}>
      <label>
        {t('Panel.Invoices.Search')}
        <input type="search" name="q" defaultValue={filters.q ?? ''} aria-describedby="faktury-szukaj" maxLength={100} />
      </label>
      {select(
        'buyerType',
        t('Panel.Invoices.BuyerType'),
        Object.entries(CUSTOMER_TYPE_LABELS).map(([code, label]) => [code, label] as const),
      )}
      {select(
        'paymentState',
        t('Panel.Invoices.PaymentState'),
        PAYMENT_STATES.map((state) => [state, INVOICE_PAYMENT_STATE_LABELS[state]] as const),
      )}
      {select(
        'ksefState',
        t('Panel.Invoices.KsefState'),
        KSEF_STATES.map((state) => [state, KSEF_STATE_LABELS[state]] as const),
      )}
      <label>
        {t('Panel.Invoices.From')}
        <input type="date" name="from" defaultValue={filters.from ?? ''} />
      </label>
      <label>
        {t('Panel.Invoices.To')}
        <input type="date" name="to" defaultValue={filters.to ?? ''} />
      </label>
      <button type="submit" className="button button-primary">
        {t('Panel.Invoices.Apply')}
      </button>
      <button type="button" className="button" onClick={() => onApply({})}>
        {t('Panel.Invoices.Clear')}
      </button>
      <p id="faktury-szukaj" className={styles.muted}>
        {t('Panel.Invoices.SearchHint')}
      </p>
    </form>
  );
}

function InvoiceListBody() {
  const { filters, apply, data, error, stale } = useAddressList<FilterName, DeskInvoiceList>('panelInvoices', FILTER_NAMES, '/invoices', shape);
  if (!filters) return <LoadState error={null} />;
  const page = Number(filters.page ?? 1);
  const refusal = refusalOf(error);
  const tab = (target: Filters, current: boolean, text: string) => (
    <Link
      href={`${href('panelInvoices')}${searchOf(target)}`}
      aria-current={current || undefined}
      onClick={(event) => {
        event.preventDefault();
        apply(target);
      }}
    >
      {text}
    </Link>
  );
  return (
    <>
      <nav aria-label={t('Panel.Invoices.KindTabs')}>
        <ul className={styles.tabs}>
          <li>{tab({ ...filters, kind: undefined, page: undefined }, !filters.kind, t('Panel.Invoices.AllKinds'))}</li>
          {(data?.counts ?? []).map((count) => (
            <li key={count.kind}>
              {tab({ ...filters, kind: count.kind, page: undefined }, filters.kind === count.kind, `${count.label} (${count.count})`)}
            </li>
          ))}
        </ul>
      </nav>
      <FilterForm filters={filters} onApply={apply} />
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : error && !data ? (
        <LoadState error={error} />
      ) : null}
      {refusal ? null : data ? (
        <ListResults
          stale={stale}
          count={t('Panel.Invoices.Count', { count: data.total })}
          pagesLabel={t('Panel.Invoices.Pages')}
          page={page}
          pageCount={data.pageCount}
          onPage={(next) => apply({ ...filters, page: String(next) })}
        >
          <InvoiceTable list={data} />
        </ListResults>
      ) : !error ? (
        <LoadState error={null} />
      ) : null}
    </>
  );
}

export function InvoiceList() {
  return (
    <PanelPage heading={t('Panel.Invoices.Heading')} roles={ROLES_FOR.orders}>
      {() => <InvoiceListBody />}
    </PanelPage>
  );
}
