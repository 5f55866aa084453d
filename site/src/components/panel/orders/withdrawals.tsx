'use client';
/**
 * A consumer's withdrawals on the order's page (issue 33): when each statement came, what it
 * names, its full text and the day the refund is due (14 days after it came, art. 32); the staff
 * accept the return when the goods are back, and issue the correction prefilled from the statement.
 */
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { formatDateTime, formatDay } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import type { DeskOrder } from '@/lib/panel/panel-types.ts';
import { ActionOutcome, type Outcome } from '../action-outcome.tsx';
import styles from '../panel.module.css';
import { adminSend, messageOf } from '../panel-api.ts';
import type { CorrectionPrefill } from './correction-form.tsx';
import '@/lib/i18n/pl-panel.ts';

const acceptShape = () => import('@/lib/generated/response-shapes/acceptWithdrawal.ts').then((module) => module.acceptWithdrawal);

type Withdrawal = DeskOrder['withdrawals'][number];

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
    </section>
  );
}
