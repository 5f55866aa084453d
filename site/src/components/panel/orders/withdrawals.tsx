'use client';
/**
 * A consumer's withdrawals on the order's page (issue 33): when each statement came, what it
 * names, its full text and the day the refund is due (14 days after it came, art. 32); the staff
 * accept the return when the goods are back, then give the money back ("Zwróć płatność": the
 * amount and the way are the server's, docs/decisions/041-refunds.md), and issue the correction
 * prefilled from the statement.
 */
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { formatDateTime, formatDay, shopDay } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import type { DeskOrder } from '@/lib/panel/panel-types.ts';
import { ActionOutcome, type Outcome } from '../action-outcome.tsx';
import styles from '../panel.module.css';
import { adminSend, messageOf } from '../panel-api.ts';
import type { CorrectionPrefill } from './correction-form.tsx';
import '@/lib/i18n/pl-panel.ts';

const acceptShape = () => import('@/lib/generated/response-shapes/acceptWithdrawal.ts').then((module) => module.acceptWithdrawal);
const refundShape = () => import('@/lib/generated/response-shapes/refundWithdrawal.ts').then((module) => module.refundWithdrawal);

type Withdrawal = DeskOrder['withdrawals'][number];
type Refund = Withdrawal['refund'];

/** Where the withdrawal's refund stands, in the staff's words. */
function refundStateText(refund: Refund): string {
  const facts = {
    amount: formatPrice(refund.amount),
    method: t(refund.method === 'p24' ? 'Panel.Withdrawal.MethodP24' : 'Panel.Withdrawal.MethodTransfer'),
    date: refund.settledAt ? formatDateTime(refund.settledAt) : refund.requestedAt ? formatDateTime(refund.requestedAt) : '',
    name: refund.requestedBy ?? '',
  };
  if (refund.state === 'done') return t('Panel.Withdrawal.RefundDone', facts);
  if (refund.state === 'pending') return t('Panel.Withdrawal.RefundPending', facts);
  if (refund.state === 'rejected') return t('Panel.Withdrawal.RefundRejected', { ...facts, failure: refund.failure ?? '' });
  return t('Panel.Withdrawal.RefundToDo', facts);
}

/** Whether the refund's last day (Warsaw time) passed before it was made. */
function isOverdue(withdrawal: Withdrawal): boolean {
  return withdrawal.refund.state !== 'done' && shopDay(new Date()) > withdrawal.refundDueBy;
}

export function Withdrawals({
  order,
  onChanged,
  onCorrect,
}: {
  order: DeskOrder;
  onChanged: () => Promise<unknown>;
  onCorrect: (prefill: CorrectionPrefill) => void;
}) {
  const [asked, setAsked] = useState<Withdrawal | null>(null);
  const [refunding, setRefunding] = useState<Withdrawal | null>(null);
  const [account, setAccount] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (order.withdrawals.length === 0) return null;
  const correctable = order.invoices.some((invoice) => invoice.correctable);

  const accept = async () => {
    const withdrawal = asked;
    setAsked(null);
    if (!withdrawal) return;
    try {
      await adminSend.post(`/orders/${order.uuid}/withdrawals/${withdrawal.uuid}/acceptance`, {}, acceptShape);
      setOutcome({ ok: true, text: t('Panel.Withdrawal.Accepted') });
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error, t('Panel.LoadFailed')) });
    }
    await onChanged();
  };

  const refund = async () => {
    const withdrawal = refunding;
    setRefunding(null);
    if (!withdrawal) return;
    const body = withdrawal.refund.method === 'transfer' && account.trim() ? { accountNumber: account.trim() } : {};
    try {
      const answer = await adminSend.post<Withdrawal>(`/orders/${order.uuid}/withdrawals/${withdrawal.uuid}/refund`, body, refundShape);
      setOutcome({
        ok: true,
        text: t(answer.refund.state === 'pending' ? 'Panel.Withdrawal.RefundRequested' : 'Panel.Withdrawal.RefundRecorded', {
          amount: formatPrice(answer.refund.amount),
        }),
      });
      setAccount('');
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error, t('Panel.LoadFailed')) });
    }
    await onChanged();
  };

  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="zamowienie-odstapienia" data-testid="desk-withdrawals">
      <h2 id="zamowienie-odstapienia">{t('Panel.Withdrawal.Heading')}</h2>
      <ul className={styles.plain}>
        {order.withdrawals.map((withdrawal) => (
          <li key={withdrawal.uuid}>
            <p>
              <strong>{t('Panel.Withdrawal.Received', { date: formatDateTime(withdrawal.receivedAt), name: withdrawal.consumerName })}</strong>
              {' · '}
              {withdrawal.lines
                ? withdrawal.lines.map((line) => `${line.name} × ${line.quantity} ${line.unit}`).join(', ')
                : t('Panel.Withdrawal.Whole')}
            </p>
            <p>
              {t('Panel.Withdrawal.RefundDue', { date: formatDay(withdrawal.refundDueBy) })}
              {' · '}
              {withdrawal.acceptedAt
                ? t('Panel.Withdrawal.AcceptedBy', { date: formatDateTime(withdrawal.acceptedAt), name: withdrawal.acceptedBy ?? '' })
                : t('Panel.Withdrawal.NotAccepted')}
            </p>
            {withdrawal.acceptedAt ? (
              <p data-testid="desk-withdrawal-refund">
                {refundStateText(withdrawal.refund)}
                {withdrawal.refund.deliveryAmount > 0
                  ? ` ${t('Panel.Withdrawal.RefundDelivery', { amount: formatPrice(withdrawal.refund.deliveryAmount) })}`
                  : ''}
              </p>
            ) : null}
            {isOverdue(withdrawal) ? (
              <p className={styles.error}>{t('Panel.Withdrawal.RefundOverdue', { date: formatDay(withdrawal.refundDueBy) })}</p>
            ) : null}
            <details>
              <summary>{t('Panel.Withdrawal.Statement')}</summary>
              <p style={{ whiteSpace: 'pre-wrap' }}>{withdrawal.statement}</p>
            </details>
            <div className={styles.actions}>
              {withdrawal.acceptedAt ? null : (
                <button type="button" className="button button-primary" onClick={() => setAsked(withdrawal)}>
                  {t('Panel.Withdrawal.Accept')}
                </button>
              )}
              {withdrawal.acceptedAt &&
              (withdrawal.refund.state === 'due' || withdrawal.refund.state === 'rejected') &&
              withdrawal.refund.amount > 0 ? (
                <button type="button" className="button button-primary" onClick={() => setRefunding(withdrawal)}>
                  {t('Panel.Withdrawal.Refund')}
                </button>
              ) : null}
              {correctable ? (
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    onCorrect({
                      reason: 'Odstąpienie od umowy',
                      quantities: withdrawal.lines ? Object.fromEntries(withdrawal.lines.map((line) => [line.productNumber, line.quantity])) : null,
                    })
                  }
                >
                  {t('Panel.Withdrawal.Correct')}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ActionOutcome outcome={outcome} />
      <ConfirmDialog
        open={asked !== null}
        title={t('Panel.Withdrawal.AcceptQuestion', { number: order.number })}
        confirmLabel={t('Panel.Withdrawal.Accept')}
        onConfirm={() => void accept()}
        onClose={() => setAsked(null)}
      >
        <p>{t('Panel.Withdrawal.AcceptText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={refunding !== null}
        title={t('Panel.Withdrawal.RefundQuestion', { amount: formatPrice(refunding?.refund.amount ?? 0), number: order.number })}
        confirmLabel={t('Panel.Withdrawal.Refund')}
        onConfirm={() => void refund()}
        onClose={() => setRefunding(null)}
      >
        {refunding?.refund.method === 'p24' ? (
          <p>{t('Panel.Withdrawal.RefundP24Text')}</p>
        ) : (
          <>
            <p>{t('Panel.Withdrawal.RefundTransferText')}</p>
            <label>
              {t('Panel.Withdrawal.AccountNumber')}
              <input value={account} onChange={(event) => setAccount(event.target.value)} maxLength={42} inputMode="text" autoComplete="off" />
            </label>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
