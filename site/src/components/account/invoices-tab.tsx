'use client';
/**
 * Tab "faktury": the customer's invoices and corrections, newest first (issue 15): number, issue
 * date, order, gross amount, each linked to its document (the owner's, without a hash), and for
 * an invoice to a company its FA(3) XML for KSeF and its KSeF number, or its state in KSeF until
 * KSeF gives one (issue 32).
 */
import Link from 'next/link';
import { ksefXmlPath, useInvoiceList } from '@/components/invoice/use-invoice.ts';
import stacked from '@/components/ui/stacked-table.module.css';
import { formatDay } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './account.module.css';
import '@/lib/i18n/pl-account.ts';

export function InvoicesTab() {
  const { data, error } = useInvoiceList();
  // KSeF's number and state matter to a company, which books the invoice from KSeF: the column shows when it has invoices.
  const hasCompanyInvoices = data?.items.some((invoice) => invoice.hasKsefXml) ?? false;
  return (
    <section className={styles.panel} aria-labelledby="konto-faktury" aria-busy={!data && !error}>
      <h2 id="konto-faktury">{t('Account.Invoices.Heading')}</h2>
      {error ? <p role="alert">{t('Account.LoadFailed')}</p> : null}
      {!data && !error ? <p role="status">{t('Table.Loading')}</p> : null}
      {data && data.items.length === 0 ? <p>{t('Account.Invoices.Empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <div className={stacked.frame}>
          <table className={`${styles.table} ${stacked.table}`}>
            <thead>
              <tr>
                <th scope="col">{t('Account.Invoices.Number')}</th>
                <th scope="col">{t('Account.Invoices.Date')}</th>
                <th scope="col">{t('Account.Invoices.Order')}</th>
                <th scope="col" className={styles.number}>
                  {t('Account.Invoices.Total')}
                </th>
                {hasCompanyInvoices ? <th scope="col">{t('Account.Invoices.Ksef')}</th> : null}
                <th scope="col">
                  <span className="visually-hidden">{t('Account.Invoices.Show')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((invoice) => (
                <tr key={invoice.uuid}>
                  <th scope="row" data-label={t('Account.Invoices.Number')}>
                    {invoice.number}
                    {invoice.kind === 'original' && invoice.title === 'Faktura VAT' ? null : ` (${invoice.title.replace(/^Faktura /, '')})`}
                  </th>
                  <td data-label={t('Account.Invoices.Date')}>{formatDay(invoice.issueDate)}</td>
                  <td data-label={t('Account.Invoices.Order')}>{invoice.orderNumber}</td>
                  <td data-label={t('Account.Invoices.Total')} className={styles.number}>
                    {formatPrice(invoice.totalGross)}
                  </td>
                  {hasCompanyInvoices ? (
                    <td data-label={t('Account.Invoices.Ksef')}>{invoice.hasKsefXml ? (invoice.ksef.number ?? invoice.ksef.stateLabel) : '—'}</td>
                  ) : null}
                  <td>
                    <Link href={href('invoice', { uuid: invoice.uuid })} aria-label={t('Account.Invoices.ShowLabel', { number: invoice.number })}>
                      {t('Account.Invoices.Show')}
                    </Link>
                    {invoice.hasKsefXml ? (
                      <a
                        className={styles.secondLink}
                        href={ksefXmlPath(invoice.uuid)}
                        download
                        aria-label={t('Account.Invoices.XmlLabel', { number: invoice.number })}
                      >
                        {t('Account.Invoices.Xml')}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
