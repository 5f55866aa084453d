'use client';
/**
 * What an order page shows (issue 13): number, status in Polish, date, buyer, delivery and
 * payment, packages with their items, totals net / VAT by rate / gross, and while the order waits
 * for its payment (status 37) the Przelewy24 link or the transfer details; with the order's
 * JSON-LD; once shipped (issue 15) the carrier and tracking number of each parcel, linked to
 * the carrier's tracking page, and the order's history: its statuses and its shipments (issue 36). Filled at runtime from `GET /orders/{uuid}/{hash}`.
 */
import Link from 'next/link';
import { Fragment } from 'react';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { Notice } from '@/components/shell/notice.tsx';
import facts from '@/components/ui/facts.module.css';
import stacked from '@/components/ui/stacked-table.module.css';
import type { Order } from '@/lib/api-types.ts';
import { formatDateTime, formatDay } from '@/lib/dates.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { orderJsonLd } from '@/lib/order-json-ld.ts';
import { CUSTOMER_TYPE_LABELS, type CustomerType, ORDER_STATUS, SHIPPED_LABEL } from '@/lib/orders.ts';
import { href } from '@/lib/routes.ts';
import { SELLER, SELLER_ADDRESS } from '@/lib/seller.ts';
import { WITHDRAWAL_LINK_LABEL, withdrawalFormPath } from '@/lib/withdrawal.ts';
import { orderTimeline } from './order-timeline.ts';
import styles from './order-view.module.css';
import type { OrderState } from './use-order.ts';
import '@/lib/i18n/pl-order.ts';
import '@/lib/i18n/pl-shell.ts';
import '@/lib/i18n/pl-withdrawal.ts';

function packageHeading(pack: Order['packages'][number], index: number): string {
  if (pack.source === 'stock') return t('Order.PackageStock', { index });
  return pack.supplierDeliveryDays === null
    ? t('Order.PackageSupplier', { index })
    : t('Order.PackageSupplierDays', { index, days: tCount(pack.supplierDeliveryDays, 'WorkingDayAfterDo') });
}

function PaymentDue({ order }: { order: Order }) {
  if (order.status !== ORDER_STATUS.paymentDue) return null;
  if (order.paymentLink) {
    return (
      <section className={`${styles.panel} ${styles.due}`} aria-labelledby="zamowienie-platnosc">
        <h2 id="zamowienie-platnosc">{t('Order.PaymentDue')}</h2>
        <p className={styles.actions}>
          <a className={styles.primary} href={order.paymentLink}>
            {t('Order.PayNow')}
          </a>
        </p>
      </section>
    );
  }
  if (order.payment.method !== 'transfer') return null;
  return (
    <section className={`${styles.panel} ${styles.due}`} aria-labelledby="zamowienie-przelew">
      <h2 id="zamowienie-przelew">{t('Order.TransferHeading')}</h2>
      <dl className={facts.facts}>
        <div>
          <dt>{t('Order.TransferRecipient')}</dt>
          <dd>
            {SELLER.name}, {SELLER_ADDRESS}
          </dd>
        </div>
        <div>
          <dt>{t('Order.TransferAccount')}</dt>
          <dd className={styles.account}>{SELLER.bankAccount}</dd>
        </div>
        <div>
          <dt>{t('Order.TransferTitle')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('Order.TransferAmount')}</dt>
          <dd>{formatPrice(order.totals.priceGross)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('Order.TransferHint')}</p>
    </section>
  );
}

type Shipment = Order['shipments'][number];

/** A parcel's number, a link to the carrier's tracking page when it has one (site/src/lib/carriers.ts). */
function TrackingNumber({ shipment }: { shipment: Shipment }) {
  if (!shipment.trackingUrl) return <span className={styles.tracking}>{shipment.trackingNumber}</span>;
  return (
    <a className={styles.tracking} href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
      {shipment.trackingNumber}
      <span className="visually-hidden">{t('Order.TrackParcel')}</span>
    </a>
  );
}

/** "DPD, numer przesyłki 0000123456789", the number linked. */
function ShipmentText({ shipment }: { shipment: Shipment }) {
  return (
    <>
      {t('Order.ShipmentOf', { carrier: shipment.carrierName })} <TrackingNumber shipment={shipment} />
    </>
  );
}

/** "Wysłane" with each parcel's carrier and tracking number, once the shop has recorded a shipment. */
function Shipments({ order }: { order: Order }) {
  if (order.shipments.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="zamowienie-wyslane">
      <h2 id="zamowienie-wyslane">{t('Order.Shipped')}</h2>
      <ul className={styles.progress}>
        {order.shipments.map((shipment) => (
          <li key={`${shipment.carrier}-${shipment.trackingNumber}`}>
            <ShipmentText shipment={shipment} />,{' '}
            <span className={styles.note}>{t('Order.ShippedAt', { date: formatDateTime(shipment.shippedAt) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The statuses the order went through and its shipments, oldest first; shown once there is more than its first status. */
function OrderHistory({ order }: { order: Order }) {
  const timeline = orderTimeline(order);
  if (timeline.length < 2) return null;
  return (
    <section className={styles.panel} aria-labelledby="zamowienie-historia">
      <h2 id="zamowienie-historia">{t('Order.History')}</h2>
      <ol className={styles.progress}>
        {timeline.map((entry) => (
          <li key={`${entry.at}-${entry.kind === 'status' ? entry.status.status : `${entry.shipment.carrier}-${entry.shipment.trackingNumber}`}`}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> –{' '}
            {entry.kind === 'status' ? (
              entry.status.statusLabel
            ) : (
              <>
                {SHIPPED_LABEL}: <ShipmentText shipment={entry.shipment} />
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function DeliveryText({ order }: { order: Order }) {
  const { delivery } = order;
  return (
    <>
      <p className={styles.note}>
        {delivery.name}: {formatPrice(delivery.priceGross)}
      </p>
      {delivery.parcelLockerCode ? <p className={styles.note}>{t('Order.ParcelLocker', { code: delivery.parcelLockerCode })}</p> : null}
      {delivery.branch ? (
        <p className={styles.note}>
          <Link href={href('branch', { slug: delivery.branch.slug })}>{t('Order.Branch', { name: delivery.branch.name })}</Link>
        </p>
      ) : null}
      {delivery.address ? (
        <>
          <h3>{t('Order.DeliveryTo')}</h3>
          <address>
            {delivery.address.name}
            <br />
            {delivery.address.street}
            <br />
            {delivery.address.postcode} {delivery.address.city}
          </address>
        </>
      ) : null}
    </>
  );
}

/** The order's invoice and its correction, once issued (issue 15); a guest's links carry the order's hash. */
function OrderInvoices({ order, hash }: { order: Order; hash: string | undefined }) {
  if (order.invoices.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="zamowienie-faktury">
      <h2 id="zamowienie-faktury">{t('Order.Invoices')}</h2>
      <ul>
        {order.invoices.map((invoice) => (
          <li key={invoice.uuid}>
            <Link href={`${href('invoice', { uuid: invoice.uuid })}${hash ? `?hash=${encodeURIComponent(hash)}` : ''}`}>
              {t('Order.InvoiceLink', { title: invoice.title, number: invoice.number })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A consumer's right of withdrawal (issue 33): until when, and the form with the order filled in;
 * after the deadline, that it passed. A company's order says nothing of it.
 */
function OrderWithdrawal({ order, hash }: { order: Order; hash: string | undefined }) {
  if (!order.withdrawal) return null;
  const { open, deadline } = order.withdrawal;
  const day = deadline ? formatDay(deadline) : null;
  const form = withdrawalFormPath({ number: order.number, uuid: order.uuid, hash });
  return (
    <section className={styles.panel} aria-labelledby="zamowienie-odstapienie">
      <h2 id="zamowienie-odstapienie">{t('Withdrawal.Title')}</h2>
      {open ? (
        <>
          <p>{day ? t('Withdrawal.Deadline', { date: day }) : t('Withdrawal.BeforeDelivery')}</p>
          <p>
            <Link href={form} className={styles.withdrawal}>
              {WITHDRAWAL_LINK_LABEL}
            </Link>
          </p>
        </>
      ) : day ? (
        <p>{t('Withdrawal.Ended', { date: day })}</p>
      ) : null}
    </section>
  );
}

/**
 * `showDetailsLink`: link the details page, by the order's link (`hash`) or, for its owner, without
 * one; `linkHash`: the order's hash when the page was opened by its link (the invoice links carry it).
 */
export function OrderDetails({
  order,
  showDetailsLink,
  linkHash,
}: {
  order: Order;
  showDetailsLink?: { hash?: string | undefined } | undefined;
  linkHash?: string | undefined;
}) {
  const customerType = CUSTOMER_TYPE_LABELS[order.customerType as CustomerType] ?? String(order.customerType);
  return (
    <div className={styles.order}>
      <JsonLd data={orderJsonLd(order, window.location.origin)} />
      <section className={styles.panel} aria-label={t('Order.Number')}>
        <dl className={facts.facts}>
          <div>
            <dt>{t('Order.Number')}</dt>
            <dd data-testid="order-number">{order.number}</dd>
          </div>
          <div>
            <dt>{t('Order.Status')}</dt>
            <dd data-testid="order-status">{order.statusLabel}</dd>
          </div>
          <div>
            <dt>{t('Order.Date')}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('Order.CustomerType')}</dt>
            <dd>{customerType}</dd>
          </div>
        </dl>
      </section>
      <PaymentDue order={order} />
      <Shipments order={order} />
      {order.emailConfirmed ? null : <p className={`${styles.panel} ${styles.note}`}>{t('Order.EmailUnconfirmed')}</p>}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="zamowienie-kupujacy">
          <h2 id="zamowienie-kupujacy">{t('Order.Buyer')}</h2>
          <address>
            {order.companyName ? (
              <>
                {order.companyName}
                <br />
              </>
            ) : null}
            {order.nip ? (
              <>
                {t('Order.Nip', { nip: order.nip })}
                <br />
              </>
            ) : null}
            {order.customerName}
            <br />
            {order.customerAddress}
            <br />
            {order.customerZipCode} {order.customerCity}
          </address>
          <h3>{t('Order.InvoiceEmail')}</h3>
          <p className={styles.note}>{order.invoiceEmail}</p>
        </section>
        <section className={styles.panel} aria-labelledby="zamowienie-dostawa">
          <h2 id="zamowienie-dostawa">{t('Order.Delivery')}</h2>
          <DeliveryText order={order} />
          <h3>{t('Order.Payment')}</h3>
          <p className={styles.note}>{order.payment.name}</p>
        </section>
      </div>
      <section className={styles.panel} aria-labelledby="zamowienie-paczki">
        <h2 id="zamowienie-paczki">{t('Order.Packages')}</h2>
        {order.packages.map((pack, index) => (
          <div key={pack.items[0]?.product.uuid ?? pack.source} className={stacked.frame}>
            <table className={`${styles.table} ${stacked.table}`}>
              <caption>
                <h3>{packageHeading(pack, index + 1)}</h3>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('Order.Product')}</th>
                  <th scope="col" className={styles.number}>
                    {t('Order.Quantity')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('Order.UnitPrice')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('Order.LineGross')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {pack.items.map((item) => (
                  <tr key={item.product.uuid}>
                    <td>
                      {item.product.name}
                      <br />
                      <small>{item.product.number}</small>
                    </td>
                    <td className={styles.number} data-label={t('Order.Quantity')}>
                      {item.quantity} {item.product.salesUnit}
                    </td>
                    <td className={styles.number} data-label={t('Order.UnitPrice')}>
                      {formatPrice(item.unitPrice.grossPrice)}
                    </td>
                    <td className={styles.number} data-label={t('Order.LineGross')}>
                      {formatPrice(item.priceGross)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </section>
      <section className={styles.panel} aria-labelledby="zamowienie-kwoty">
        <h2 id="zamowienie-kwoty">{t('Order.Totals')}</h2>
        <dl className={styles.totals}>
          <dt>{t('Order.TotalNet')}</dt>
          <dd>{formatPrice(order.totals.priceNetto)}</dd>
          {order.totals.vatByRate.map((rate) => (
            <Fragment key={rate.vatRate}>
              <dt>{t('Order.VatAtRate', { rate: rate.vatRate, net: formatPrice(rate.priceNetto) })}</dt>
              <dd>{formatPrice(rate.vat)}</dd>
            </Fragment>
          ))}
          <dt className={styles.grand}>{t('Order.TotalGross')}</dt>
          <dd className={styles.grand}>{formatPrice(order.totals.priceGross)}</dd>
        </dl>
        <p className={styles.deliveryNote}>{t('Order.DeliveryCost', { price: formatPrice(order.delivery.priceGross) })}</p>
      </section>
      <OrderHistory order={order} />
      <OrderInvoices order={order} hash={linkHash} />
      <OrderWithdrawal order={order} hash={linkHash} />
      {showDetailsLink ? (
        <p>
          <Link href={href('orderDetails', { uuid: order.uuid, hash: showDetailsLink.hash })}>{t('Order.Details')}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The page body for an order state: loading, the order, the honest not-found text, or a failure. */
export function OrderStateView({
  state,
  detailsLink,
  linkHash,
}: {
  state: OrderState;
  detailsLink?: { hash?: string | undefined } | undefined;
  linkHash?: string | undefined;
}) {
  if (state.status === 'loading') return <p role="status">{t('Order.Loading')}</p>;
  if (state.status === 'not_found') return <Notice message={t('Shell.Order.NotFound')} />;
  if (state.status === 'failed') return <Notice message={t('Order.Failed')} />;
  return <OrderDetails order={state.order} showDetailsLink={detailsLink} linkHash={linkHash} />;
}
