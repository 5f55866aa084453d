'use client';
/**
 * What staff may do with an order now (issue 31), by ORDER_STATUS_TRANSITIONS as the API answers
 * them (`allowedNextStatuses`): confirm a transfer's payment, start processing, mark delivered or
 * picked up, report a problem (with a note), return from a problem, cancel; and record a shipment.
 * Each asks once more in a dialog. When another person changed the order first, the API's 409
 * says so and the page reads the order again.
 */
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { CARRIER_CODES, CARRIERS } from '@/lib/carriers.ts';
import { t } from '@/lib/i18n/index.ts';
import { ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/orders.ts';
import type { DeskOrder } from '@/lib/panel/panel-types.ts';
import { ActionOutcome, type Outcome } from '../action-outcome.tsx';
import styles from '../panel.module.css';
import { adminSend, messageOf } from '../panel-api.ts';
import '@/lib/i18n/pl-panel.ts';

const statusShape = () => import('@/lib/generated/response-shapes/changeOrderStatus.ts').then((module) => module.changeOrderStatus);
const shipmentShape = () => import('@/lib/generated/response-shapes/recordOrderShipment.ts').then((module) => module.recordOrderShipment);

interface Asked {
  title: string;
  text?: string;
  confirmLabel: string;
  /** A problem needs its note. */
  withNote?: boolean;
  run: (note: string) => Promise<unknown>;
}

/** The button, the question and the explanation of a move to `to`. */
function moveOf(order: DeskOrder, to: OrderStatus): Omit<Asked, 'run'> & { label: string } {
  const number = order.number;
  if (order.status === ORDER_STATUS.problem && to !== ORDER_STATUS.cancelled) {
    const status = ORDER_STATUS_LABELS[to];
    return {
      label: t('Panel.Order.ReturnTo', { status }),
      title: t('Panel.Order.ReturnQuestion', { number, status }),
      confirmLabel: t('Panel.Order.Confirm'),
    };
  }
  switch (to) {
    case ORDER_STATUS.paid:
      return {
        label: t('Panel.Order.ConfirmPayment'),
        title: t('Panel.Order.ConfirmPaymentQuestion', { number }),
        text: t('Panel.Order.ConfirmPaymentText'),
        confirmLabel: t('Panel.Order.ConfirmPayment'),
      };
    case ORDER_STATUS.processing:
      return {
        label: t('Panel.Order.StartProcessing'),
        title: t('Panel.Order.StartProcessingQuestion', { number }),
        confirmLabel: t('Panel.Order.Confirm'),
      };
    case ORDER_STATUS.delivered: {
      const label = order.delivery.method === 'branch_pickup' ? t('Panel.Order.MarkPickedUp') : t('Panel.Order.MarkDelivered');
      return { label, title: t('Panel.Order.DeliveredQuestion', { number }), text: t('Panel.Order.DeliveredText'), confirmLabel: label };
    }
    case ORDER_STATUS.problem:
      return {
        label: t('Panel.Order.ReportProblem'),
        title: t('Panel.Order.ProblemQuestion', { number }),
        confirmLabel: t('Panel.Order.ReportProblem'),
        withNote: true,
      };
    case ORDER_STATUS.cancelled:
      return {
        label: t('Panel.Order.Cancel'),
        title: t('Panel.Order.CancelQuestion', { number }),
        text: t('Panel.Order.CancelText'),
        confirmLabel: t('Panel.Order.Cancel'),
      };
    default:
      return {
        label: ORDER_STATUS_LABELS[to],
        title: t('Panel.Order.ReturnQuestion', { number, status: ORDER_STATUS_LABELS[to] }),
        confirmLabel: t('Panel.Order.Confirm'),
      };
  }
}

export function OrderActions({ order, onChanged }: { order: DeskOrder; onChanged: () => Promise<unknown> }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [carrier, setCarrier] = useState<string>(CARRIER_CODES[0]);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);

  const ask = (question: Asked) => {
    setNote('');
    setNoteMissing(false);
    setOutcome(null);
    setAsked(question);
  };

  const confirm = async () => {
    if (!asked) return;
    if (asked.withNote && note.trim() === '') {
      setNoteMissing(true);
      return;
    }
    const question = asked;
    setAsked(null);
    try {
      await question.run(note.trim());
      setOutcome({ ok: true, text: t('Panel.Saved') });
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error, t('Panel.LoadFailed')) });
    }
    await onChanged();
  };

  const moveTo = (to: OrderStatus) => {
    const move = moveOf(order, to);
    ask({
      ...move,
      run: (text) => adminSend.post(`/orders/${order.uuid}/status-changes`, { status: to, ...(text ? { note: text } : {}) }, statusShape),
    });
  };

  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = tracking.trim();
    if (!/^[A-Za-z0-9-]{4,40}$/.test(number)) {
      setTrackingError(t('Panel.Order.TrackingRequired'));
      return;
    }
    setTrackingError(null);
    ask({
      title: t('Panel.Order.ShipQuestion', { number: order.number }),
      text: t('Panel.Order.ShipText', { carrier: CARRIERS[carrier as keyof typeof CARRIERS], tracking: number }),
      confirmLabel: t('Panel.Order.Ship'),
      run: async () => {
        await adminSend.post(`/orders/${order.uuid}/shipments`, { carrier, trackingNumber: number }, shipmentShape);
        setTracking('');
      },
    });
  };

  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="zamowienie-czynnosci">
      <h2 id="zamowienie-czynnosci">{t('Panel.Order.Actions')}</h2>
      <div className={styles.actions}>
        {order.allowedNextStatuses.map((to) => (
          <button
            key={to}
            type="button"
            className={to === ORDER_STATUS.cancelled ? 'button' : 'button button-primary'}
            onClick={() => moveTo(to as OrderStatus)}
          >
            {moveOf(order, to as OrderStatus).label}
          </button>
        ))}
      </div>
      {order.shippable ? (
        <form method="post" className={styles.inlineForm} onSubmit={ship} style={{ marginTop: '1rem' }}>
          <label>
            {t('Panel.Order.Carrier')}
            <select value={carrier} onChange={(event) => setCarrier(event.target.value)}>
              {CARRIER_CODES.map((code) => (
                <option key={code} value={code}>
                  {CARRIERS[code]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('Panel.Order.TrackingNumber')}
            <input
              value={tracking}
              onChange={(event) => setTracking(event.target.value)}
              maxLength={40}
              aria-invalid={trackingError ? true : undefined}
              aria-describedby={trackingError ? 'zamowienie-przesylka-blad' : undefined}
            />
          </label>
          <button type="submit" className="button button-primary">
            {t('Panel.Order.Ship')}
          </button>
          {trackingError ? (
            <p id="zamowienie-przesylka-blad" className={styles.error} role="alert">
              {trackingError}
            </p>
          ) : null}
        </form>
      ) : null}
      <ActionOutcome outcome={outcome} />
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        {asked?.text ? <p>{asked.text}</p> : null}
        {asked?.withNote ? (
          <label className={styles.inlineForm}>
            {t('Panel.Order.ProblemNote')}
            <input
              value={note}
              maxLength={500}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteMissing(false);
              }}
              aria-invalid={noteMissing || undefined}
            />
            {noteMissing ? (
              <span className={styles.error} role="alert">
                {t('Panel.Order.ProblemNoteRequired')}
              </span>
            ) : null}
          </label>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
