'use client';
/**
 * A Polish VAT invoice as a document (issue 15; art. 106e of the VAT act): title and number,
 * dates of issue and of sale, place of issue, seller and buyer with addresses and NIPs (the
 * seller also with its KRS, REGON, registry court and share capital, KSH art. 206 § 1), each
 * line's name, unit, quantity, net unit price, net value, VAT rate, VAT and gross, totals per
 * VAT rate and overall, the amount in words, the payment method and, once paid, when; an unpaid
 * one its due date and, for a transfer, the account (payment-terms.ts). A
 * correction names the invoice it corrects and why; the KSeF number and QR codes follow
 * (ksef-section.tsx). "Drukuj / zapisz PDF" prints it; the print
 * stylesheet (globals.css, `.print-document`) leaves only the document, black on white, on A4.
 */

import Link from 'next/link';
import type { ReactNode } from 'react';
import facts from '@/components/ui/facts.module.css';
import stacked from '@/components/ui/stacked-table.module.css';
import type { Invoice } from '@/lib/api-types.ts';
import { formatDateTime, formatDay } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './invoice.module.css';
import { KsefSection } from './ksef-section.tsx';
import { paymentTermsOf } from './payment-terms.ts';
import { ksefXmlPath } from './use-invoice.ts';
import '@/lib/i18n/pl-order.ts';

/** An IBAN in groups of four, as banks print it. */
export function formatAccount(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

function Party({ heading, id, party, children }: { heading: string; id: string; party: Invoice['seller'] | Invoice['buyer']; children?: ReactNode }) {
  return (
    <section className={styles.party} aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <address>
        <strong>{party.name}</strong>
        <br />
        {party.street}
        <br />
        {party.postcode} {party.city}
        {party.nip ? (
          <>
            <br />
            {t('Invoice.Nip', { nip: party.nip })}
          </>
        ) : null}
      </address>
      {children}
    </section>
  );
}

function Lines({ invoice }: { invoice: Invoice }) {
  return (
    // On a phone each line is a block of labelled values (ui/stacked-table.module.css): nothing scrolls sideways.
    <div className={stacked.frame}>
      <table className={`${styles.table} ${stacked.table}`}>
        <caption className="visually-hidden">{t('Invoice.Lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Invoice.Position')}</th>
            <th scope="col">{t('Invoice.Name')}</th>
            <th scope="col">{t('Invoice.Unit')}</th>
            <AmountHeading>{t('Invoice.Quantity')}</AmountHeading>
            <AmountHeading>{t('Invoice.UnitNet')}</AmountHeading>
            <AmountHeading>{t('Invoice.Net')}</AmountHeading>
            <AmountHeading>{t('Invoice.VatRate')}</AmountHeading>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.position}>
              <td data-label={t('Invoice.Position')}>{line.position}</td>
              <td>
                {line.name}
                {line.productNumber ? (
                  <>
                    <br />
                    <small>{t('Invoice.ProductNumber', { number: line.productNumber })}</small>
                  </>
                ) : null}
                {line.before ? (
                  <>
                    <br />
                    <small>{t('Invoice.LineBefore', { quantity: line.before.quantity, unit: line.unit, net: formatPrice(line.before.net) })}</small>
                    <br />
                    <small>
                      {t('Invoice.LineAfter', {
                        quantity: line.before.quantity + line.quantity,
                        unit: line.unit,
                        net: formatPrice(line.before.net + line.net),
                      })}
                    </small>
                  </>
                ) : null}
              </td>
              <td data-label={t('Invoice.Unit')}>{line.unit}</td>
              <td className={styles.number} data-label={t('Invoice.Quantity')}>
                {line.quantity}
              </td>
              <td className={styles.number} data-label={t('Invoice.UnitNet')}>
                {formatPrice(line.unitNet)}
              </td>
              <td className={styles.number} data-label={t('Invoice.Net')}>
                {formatPrice(line.net)}
              </td>
              <td className={styles.number} data-label={t('Invoice.VatRate')}>
                {line.vatRate}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RateTotals({ invoice }: { invoice: Invoice }) {
  return (
    <div className={stacked.frame}>
      <table className={`${styles.table} ${styles.summary} ${stacked.table}`}>
        <caption>{t('Invoice.ByRate')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Invoice.VatRate')}</th>
            <AmountHeading>{t('Invoice.Net')}</AmountHeading>
            <AmountHeading>{t('Invoice.Vat')}</AmountHeading>
            <AmountHeading>{t('Invoice.Gross')}</AmountHeading>
          </tr>
        </thead>
        <tbody>
          {invoice.totalsByRate.map((rate) => (
            <tr key={rate.vatRate}>
              <th scope="row" data-label={t('Invoice.VatRate')}>
                {rate.vatRate}%
              </th>
              <AmountCells net={rate.net} vat={rate.vat} gross={rate.gross} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('Invoice.Total')}</th>
            <AmountCells net={invoice.totals.net} vat={invoice.totals.vat} gross={invoice.totals.gross} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * How the invoice is paid (payment-terms.ts): a paid one says when, and gives no term or account
 * to pay by; an unpaid one its term, and for a transfer the account.
 */
function PaymentFacts({ invoice }: { invoice: Invoice }) {
  const terms = paymentTermsOf(invoice);
  return (
    <dl className={`${facts.facts} ${styles.facts}`}>
      <div>
        <dt>{t('Invoice.PaymentMethod')}</dt>
        <dd>{terms.method}</dd>
      </div>
      {terms.paid ? (
        <div>
          <dt>{t('Invoice.PaidAt')}</dt>
          <dd>{formatDateTime(terms.paidAt)}</dd>
        </div>
      ) : (
        <>
          <div>
            <dt>{t('Invoice.DueDate')}</dt>
            <dd>{formatDay(terms.dueDate)}</dd>
          </div>
          {terms.bankAccount ? (
            <div>
              <dt>{t('Invoice.BankAccount')}</dt>
              <dd className={styles.account}>{formatAccount(terms.bankAccount)}</dd>
            </div>
          ) : null}
        </>
      )}
    </dl>
  );
}

/** `isOwner`: the logged-in owner reads it (the FA(3) XML link is theirs); `hash`: a guest's order link. */
export function InvoiceDocument({ invoice, isOwner, hash }: { invoice: Invoice; isOwner: boolean; hash: string | null }) {
  const isCorrection = invoice.kind === 'correction';
  const toPay = invoice.totals.gross;
  const orderLink = hash ? href('orderDetails', { uuid: invoice.orderUuid, hash }) : href('order', { uuid: invoice.orderUuid });
  return (
    <div className={styles.page}>
      <p className={styles.actions} data-print="hide">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t('Invoice.Print')}
        </button>
        {isOwner && invoice.hasKsefXml ? (
          <a className="button" href={ksefXmlPath(invoice.uuid)} download>
            {t('Invoice.KsefXml')}
          </a>
        ) : null}
        <Link href={orderLink}>{t('Invoice.Order', { number: invoice.orderNumber })}</Link>
      </p>
      <article className={`${styles.document} print-document`} aria-labelledby="faktura-tytul">
        <header className={styles.head}>
          <h2 id="faktura-tytul">
            {invoice.title} {t('Invoice.NumberPrefix')} <span data-testid="invoice-number">{invoice.number}</span>
          </h2>
          {invoice.corrects ? (
            <p>
              {t('Invoice.Corrects', { number: invoice.corrects.number, date: formatDay(invoice.corrects.issueDate) })}
              {hash || isOwner ? (
                <>
                  {' '}
                  <Link
                    href={`${href('invoice', { uuid: invoice.corrects.uuid })}${hash ? `?hash=${encodeURIComponent(hash)}` : ''}`}
                    data-print="hide"
                  >
                    {t('Invoice.Show')}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          {invoice.corrections.length > 0 ? (
            <div data-print="hide">
              <p>{t('Invoice.CorrectedBy')}</p>
              <ul>
                {invoice.corrections.map((correction) => (
                  <li key={correction.uuid}>
                    <Link href={`${href('invoice', { uuid: correction.uuid })}${hash ? `?hash=${encodeURIComponent(hash)}` : ''}`}>
                      {t('Invoice.CorrectionLink', { number: correction.number })}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <dl className={`${facts.facts} ${styles.facts}`}>
            <div>
              <dt>{t('Invoice.IssueDate')}</dt>
              <dd>{formatDay(invoice.issueDate)}</dd>
            </div>
            <div>
              <dt>{t('Invoice.SaleDate')}</dt>
              <dd>{formatDay(invoice.saleDate)}</dd>
            </div>
            <div>
              <dt>{t('Invoice.PlaceOfIssue')}</dt>
              <dd>{invoice.placeOfIssue}</dd>
            </div>
            <div>
              <dt>{t('Invoice.OrderNumber')}</dt>
              <dd>{invoice.orderNumber}</dd>
            </div>
          </dl>
        </header>
        <div className={styles.parties}>
          <Party heading={t('Invoice.Seller')} id="faktura-sprzedawca" party={invoice.seller}>
            {/* What KSH art. 206 § 1 asks a company's documents to state besides its name, seat and NIP. */}
            <p className={styles.note}>
              {t('Invoice.Registration', { krs: invoice.seller.krs, regon: invoice.seller.regon })}
              <br />
              {t('Invoice.RegistryCourt', { court: invoice.seller.registryCourt })}
              <br />
              {t('Invoice.ShareCapital', { capital: formatPrice(invoice.seller.shareCapital) })}
            </p>
          </Party>
          <Party heading={t('Invoice.Buyer')} id="faktura-nabywca" party={invoice.buyer} />
        </div>
        {invoice.correctionReason ? (
          <p>
            <strong>{t('Invoice.CorrectionReason')}</strong> {invoice.correctionReason}
          </p>
        ) : null}
        <Lines invoice={invoice} />
        <RateTotals invoice={invoice} />
        <div className={styles.due}>
          <p className={styles.amount}>
            {t(isCorrection ? 'Invoice.ToReturn' : 'Invoice.ToPay')} <strong data-testid="invoice-total">{formatPrice(Math.abs(toPay))}</strong>
          </p>
          <p>
            {t('Invoice.InWords')} <span data-testid="invoice-words">{invoice.amountInWords}</span>
          </p>
        </div>
        <PaymentFacts invoice={invoice} />
        <KsefSection invoice={invoice} />
        <p className={styles.note}>{t('Invoice.Footer')}</p>
      </article>
    </div>
  );
}

/** A row's net, VAT and gross, each labelled with its column for the stacked table on a phone. */
function AmountCells({ net, vat, gross }: { net: number; vat: number; gross: number }) {
  return (
    <>
      <td className={styles.number} data-label={t('Invoice.Net')}>
        {formatPrice(net)}
      </td>
      <td className={styles.number} data-label={t('Invoice.Vat')}>
        {formatPrice(vat)}
      </td>
      <td className={styles.number} data-label={t('Invoice.Gross')}>
        {formatPrice(gross)}
      </td>
    </>
  );
}

/** The heading of a column of amounts, aligned like its numbers. */
function AmountHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className={styles.number}>
      {children}
    </th>
  );
}
