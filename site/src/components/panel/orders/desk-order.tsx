'use client';
/**
 * The order's page in the panel (`/panel/zamowienia/{uuid}`, issue 31): the actions first, then
 * the lines by package, buyer and invoice data, delivery, payment with Przelewy24's notices, the
 * status history with who changed it, shipments with tracking links, the mails the order caused,
 * its invoices (with the correction form, correction-form.tsx), the staff's notes and its audit
 * rows. Opening it takes "new" off the order.
 */
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import type { DeskCorrection, DeskOrder as DeskOrderData } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { AuditTable } from '../audit/audit-table.tsx';
import styles from '../panel.module.css';
import { adminPath, adminSend, messageOf, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage, PanelShell } from '../panel-page.tsx';
import { CorrectionForm, type CorrectionPrefill } from './correction-form.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderLines } from './order-lines.tsx';
import { Withdrawals } from './withdrawals.tsx';
import '@/lib/i18n/pl-panel.ts';

const shape = () => import('@/lib/generated/response-shapes/getDeskOrder.ts').then((module) => module.getDeskOrder);
const noteShape = () => import('@/lib/generated/response-shapes/addDeskOrderNote.ts').then((module) => module.addDeskOrderNote);

export function useDeskOrder(uuid: string) {
  return useAdmin<DeskOrderData>(adminPath(`/orders/${uuid}`), shape);
}

function Buyer({ order }: { order: DeskOrderData }) {
  const { buyer } = order;
  return (
    <section className={styles.card} aria-labelledby="zamowienie-kupujacy">
      <h2 id="zamowienie-kupujacy">{t('Panel.Order.Buyer')}</h2>
      <p>
        {buyer.companyName ? (
          <>
            <strong>{buyer.companyName}</strong>, NIP {buyer.nip}
            <br />
          </>
        ) : null}
        {buyer.firstName} {buyer.lastName} ({buyer.customerTypeLabel})
        <br />
        {buyer.street}, {buyer.postcode} {buyer.city}
        <br />
        <a href={`mailto:${buyer.email}`}>{buyer.email}</a> (
        {buyer.emailConfirmed ? t('Panel.Order.EmailConfirmed') : t('Panel.Order.EmailUnconfirmed')})
        <br />
        <a href={`tel:${buyer.phone.replace(/\s+/g, '')}`}>{buyer.phone}</a>
      </p>
      <h3>{t('Panel.Order.InvoiceData')}</h3>
      <p>
        {buyer.invoiceEmail}
        {buyer.vatCheck ? (
          <>
            <br />
            {t('Panel.Order.VatCheck', { state: buyer.vatCheckNote ?? buyer.vatCheck })}
          </>
        ) : null}
      </p>
      <p>{buyer.customerUuid ? `${t('Panel.Order.Account')}: ${buyer.customerUuid}` : t('Panel.Order.NoAccount')}</p>
    </section>
  );
}

function DeliveryAndPayment({ order }: { order: DeskOrderData }) {
  const { delivery, payment } = order;
  return (
    <section className={styles.card} aria-labelledby="zamowienie-dostawa">
      <h2 id="zamowienie-dostawa">{t('Panel.Order.Delivery')}</h2>
      <p>
        {delivery.methodName}
        {delivery.parcelLockerCode ? (
          <>
            <br />
            {t('Panel.Order.ParcelLocker', { code: delivery.parcelLockerCode })}
          </>
        ) : null}
        {delivery.branchName ? (
          <>
            <br />
            {t('Panel.Order.Branch', { name: delivery.branchName })}
          </>
        ) : null}
        {delivery.address ? (
          <>
            <br />
            {delivery.address.name}, {delivery.address.street}, {delivery.address.postcode} {delivery.address.city}
          </>
        ) : null}
        <br />
        {t('Panel.Order.DeliveryCost', { gross: formatPrice(delivery.gross) })}
      </p>
      <h2>{t('Panel.Order.Payment')}</h2>
      <p>
        {payment.methodLabel}
        <br />
        {payment.paidAt ? t('Panel.Order.PaidAt', { date: formatDateTime(payment.paidAt) }) : t('Panel.Order.NotPaid')}
        {payment.p24SessionId ? (
          <>
            <br />
            {t('Panel.Order.P24Session', { id: payment.p24SessionId })}
          </>
        ) : null}
        {payment.p24OrderId ? (
          <>
            <br />
            {t('Panel.Order.P24Order', { id: payment.p24OrderId })}
          </>
        ) : null}
      </p>
      {payment.notices.length > 0 ? (
        <>
          <h3>{t('Panel.Order.Notices')}</h3>
          <ul className={styles.plain}>
            {payment.notices.map((notice) => (
              <li key={`${notice.p24OrderId}-${notice.receivedAt}`}>
                {formatDateTime(notice.receivedAt)}: {notice.p24OrderId}, {formatPrice(notice.amount)},{' '}
                {t(`Panel.Order.NoticeOutcome.${notice.outcome}` as MessageKey)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function History({ order }: { order: DeskOrderData }) {
  return (
    <section className={styles.card} aria-labelledby="zamowienie-historia">
      <h2 id="zamowienie-historia">{t('Panel.Order.History')}</h2>
      <ol className={styles.plain}>
        {order.history.map((change) => (
          <li key={`${change.changedAt}-${change.toStatus}`}>
            <strong>{change.toLabel}</strong> · {formatDateTime(change.changedAt)} · {t('Panel.Order.HistoryActor')}: {change.actor}
            {change.note ? ` · ${t('Panel.Order.HistoryNote')}: ${change.note}` : ''}
          </li>
        ))}
      </ol>
      <h2>{t('Panel.Order.Shipments')}</h2>
      {order.shipments.length === 0 ? (
        <p>{t('Panel.Order.NoShipments')}</p>
      ) : (
        <ul className={styles.plain}>
          {order.shipments.map((shipment) => (
            <li key={shipment.uuid}>
              {shipment.carrierName}, {shipment.trackingNumber} · {formatDateTime(shipment.shippedAt)} · {shipment.actor}{' '}
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('Panel.Order.Track')}
                  <span className="visually-hidden">{t('Panel.Order.OpensInNewTab')}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MailsAndInvoices({ order, onCorrect }: { order: DeskOrderData; onCorrect: (invoiceUuid: string) => void }) {
  return (
    <section className={styles.card} aria-labelledby="zamowienie-maile">
      <h2 id="zamowienie-maile">{t('Panel.Order.Mails')}</h2>
      {order.mails.length === 0 ? (
        <p>{t('Panel.Order.NoMails')}</p>
      ) : (
        <ul className={styles.plain}>
          {order.mails.map((mail) => (
            <li key={`${mail.kind}-${mail.createdAt}-${mail.recipient}`}>
              {formatDateTime(mail.createdAt)} · {mail.subject} · {mail.recipient} · {t(`Panel.Order.MailStatus.${mail.status}` as MessageKey)}
              {mail.lastError ? ` (${mail.lastError})` : ''}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('Panel.Order.Invoices')}</h2>
      {order.invoices.length === 0 ? (
        <p>{t('Panel.Order.NoInvoices')}</p>
      ) : (
        <ul className={styles.plain} data-testid="desk-order-invoices">
          {order.invoices.map((invoice) => (
            <li key={invoice.uuid}>
              <a href={invoiceLink(invoice.uuid, order.hash)}>{t('Panel.Order.InvoiceLink', { title: invoice.title, number: invoice.number })}</a> ·{' '}
              {invoice.issueDate} · {formatPrice(invoice.totalGross)}
              {invoice.correctionReason ? ` · ${invoice.correctionReason}` : ''}
              {invoice.correctable ? (
                <>
                  {' '}
                  <button
                    type="button"
                    className={`button ${styles.noPrint}`}
                    aria-label={t('Panel.Order.CorrectOf', { number: invoice.number })}
                    onClick={() => onCorrect(invoice.uuid)}
                  >
                    {t('Panel.Order.Correct')}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The shop's page of an invoice, opened as the order's link opens it. */
function invoiceLink(uuid: string, hash: string): string {
  return `${href('invoice', { uuid })}?${new URLSearchParams({ hash })}`;
}

function Notes({ order, onAdded }: { order: DeskOrderData; onAdded: () => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await adminSend.post(`/orders/${order.uuid}/notes`, { body: text }, noteShape);
      setText('');
      await onAdded();
    } catch (failure) {
      setError(messageOf(failure, t('Panel.LoadFailed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="zamowienie-notatki">
      <h2 id="zamowienie-notatki">{t('Panel.Order.Notes')}</h2>
      {order.notes.length === 0 ? (
        <p>{t('Panel.Order.NoNotes')}</p>
      ) : (
        <ul className={styles.plain}>
          {order.notes.map((note) => (
            <li key={note.id}>
              <strong>{note.author}</strong>, {formatDateTime(note.createdAt)}: {note.body}
            </li>
          ))}
        </ul>
      )}
      <form method="post" className={styles.inlineForm} onSubmit={add}>
        <label>
          {t('Panel.Order.NoteLabel')}
          <textarea value={text} onChange={(event) => setText(event.target.value)} maxLength={2000} required />
        </label>
        <button type="submit" className="button" disabled={sending || text.trim() === ''}>
          {t('Panel.Order.NoteAdd')}
        </button>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function DeskOrderOf({ uuid }: { uuid: string }) {
  const { data: order, error, mutate } = useDeskOrder(uuid);
  const [correcting, setCorrecting] = useState<{ invoiceUuid: string; prefill?: CorrectionPrefill } | null>(null);
  const [corrected, setCorrected] = useState<DeskCorrection | null>(null);
  if (error instanceof ApiRequestError && error.status === 404) return <p role="alert">{t('Panel.Order.NotFound')}</p>;
  if (!order) return <LoadState error={error} />;
  return (
    <>
      <div className={styles.heading}>
        <h1>{t('Panel.Order.Heading', { number: order.number })}</h1>
        <span className={styles.tag} data-testid="desk-order-status">
          {order.statusLabel}
        </span>
        <span className={styles.muted}>{t('Panel.Order.Placed', { date: formatDateTime(order.createdAt) })}</span>
      </div>
      <p className={styles.noPrint}>
        <Link href={href('panelOrders')}>{t('Panel.Order.Back')}</Link> ·{' '}
        <Link href={href('panelPackingSlip', { uuid: order.uuid })}>{t('Panel.Order.PackingSlip')}</Link>
      </p>
      <OrderActions order={order} onChanged={() => mutate()} />
      <OrderLines order={order} />
      <div className={styles.grid}>
        <Buyer order={order} />
        <DeliveryAndPayment order={order} />
        <History order={order} />
        <MailsAndInvoices
          order={order}
          onCorrect={(invoiceUuid) => {
            setCorrected(null);
            setCorrecting({ invoiceUuid });
          }}
        />
      </div>
      <Withdrawals
        order={order}
        onChanged={() => mutate()}
        onCorrect={(prefill) => {
          const invoice = order.invoices.find((candidate) => candidate.correctable);
          if (!invoice) return;
          setCorrected(null);
          setCorrecting({ invoiceUuid: invoice.uuid, prefill });
        }}
      />
      {corrected ? (
        <p className={`${styles.status} ${styles.noPrint}`} role="status">
          {t('Panel.Order.Corrected', { number: corrected.number, gross: formatPrice(corrected.totals.gross) })}{' '}
          <a href={corrected.viewPath}>{t('Panel.Order.ShowCorrection')}</a>
        </p>
      ) : null}
      {correcting ? (
        <CorrectionForm
          key={correcting.invoiceUuid}
          invoiceUuid={correcting.invoiceUuid}
          prefill={correcting.prefill}
          onClose={() => setCorrecting(null)}
          onIssued={async (correction) => {
            setCorrecting(null);
            setCorrected(correction);
            await mutate();
          }}
        />
      ) : null}
      <Notes order={order} onAdded={() => mutate()} />
      <section className={styles.card} aria-labelledby="zamowienie-dziennik">
        <h2 id="zamowienie-dziennik">{t('Panel.Order.Audit')}</h2>
        <AuditTable entries={order.audit} />
      </section>
    </>
  );
}

export function DeskOrder() {
  return (
    <PanelPage heading={null} roles={ROLES_FOR.orders}>
      {() => <PanelShell route="panelOrder">{(params) => <DeskOrderOf key={params.uuid} uuid={params.uuid ?? ''} />}</PanelShell>}
    </PanelPage>
  );
}
