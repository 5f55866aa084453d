'use client';
/**
 * The correction form on the order's page (issue 31, docs/back-office.md "Corrections"): the
 * invoice's lines with what is left of each after earlier corrections, the units to take back per
 * line, the reason, and the correction's amounts per VAT rate computed as the worker will
 * (#lib/invoice-corrections.ts) before anything is sent. Issuing asks once more; a 409 (another
 * correction came first) says so and reloads the lines.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { t } from '@/lib/i18n/index.ts';
import { CORRECTION_REASON_MAX, CORRECTION_REASONS, correctionTotals, takeBack, takeBackProblem } from '@/lib/invoice-corrections.ts';
import { formatPrice } from '@/lib/money.ts';
import type { DeskCorrection, DeskCorrectionForm, DeskCorrectionRequest } from '@/lib/panel/panel-types.ts';
import styles from '../panel.module.css';
import { adminPath, adminSend, messageOf, useAdmin } from '../panel-api.ts';
import { LoadState } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import '@/lib/i18n/pl-panel.ts';

const formShape = () => import('@/lib/generated/response-shapes/getDeskCorrectionForm.ts').then((module) => module.getDeskCorrectionForm);
const issueShape = () => import('@/lib/generated/response-shapes/issueDeskCorrection.ts').then((module) => module.issueDeskCorrection);

const OTHER = 'other';

/** The units typed per line: whole numbers, an empty field as 0; null for anything else. */
function quantitiesOf(typed: Readonly<Record<number, string>>): Map<number, number> | null {
  const quantities = new Map<number, number>();
  for (const [position, text] of Object.entries(typed)) {
    const trimmed = text.trim();
    if (trimmed === '') continue;
    if (!/^\d{1,4}$/.test(trimmed)) return null;
    quantities.set(Number(position), Number(trimmed));
  }
  return quantities;
}

/** What a correction starts with when it follows a consumer's withdrawal: its reason, and units by product number (null: everything left). */
export interface CorrectionPrefill {
  reason: (typeof CORRECTION_REASONS)[number];
  quantities: Readonly<Record<string, number>> | null;
}

export function CorrectionForm({
  invoiceUuid,
  prefill,
  onIssued,
  onClose,
}: {
  invoiceUuid: string;
  prefill?: CorrectionPrefill | undefined;
  onIssued: (correction: DeskCorrection) => Promise<unknown>;
  onClose: () => void;
}) {
  const { data: form, error, mutate } = useAdmin<DeskCorrectionForm>(adminPath(`/invoices/${invoiceUuid}/correction`), formShape);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [reasonChoice, setReasonChoice] = useState<string>(prefill?.reason ?? CORRECTION_REASONS[0]);
  const [otherReason, setOtherReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // The heading takes the focus once the lines are there, so a keyboard or screen reader user lands in the form.
  const loaded = form !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  // A withdrawal's products fill in their units once the invoice's lines are there (the goods' lines only).
  const lines = form?.lines;
  useEffect(() => {
    if (!lines || !prefill) return;
    setTyped(
      Object.fromEntries(
        lines
          .filter(
            (line) => line.quantity > 0 && line.productNumber !== null && (prefill.quantities === null || line.productNumber in prefill.quantities),
          )
          .map((line) => [line.position, String(Math.min(line.quantity, prefill.quantities?.[line.productNumber ?? ''] ?? line.quantity))]),
      ),
    );
  }, [lines, prefill]);

  if (!form) return <LoadState error={error} />;
  const state = form.lines.map(({ position, vatRate, unitNet, quantity, net }) => ({ position, vatRate, unitNet, quantity, net }));
  const quantities = quantitiesOf(typed);
  const problem = quantities === null ? t('Panel.Correction.WholeNumbers') : takeBackProblem(state, quantities);
  const totals = quantities && !problem ? correctionTotals(state, takeBack(state, quantities)) : null;
  const reason = (reasonChoice === OTHER ? otherReason : reasonChoice).trim();
  const reasonMissing = reason.length < 3;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (problem || reasonMissing) {
      setFailure(problem ?? t('Panel.Correction.ReasonRequired'));
      return;
    }
    setAsking(true);
  };

  const issue = async () => {
    setAsking(false);
    if (!quantities) return;
    setSending(true);
    const request: DeskCorrectionRequest = {
      basedOn: form.basedOn,
      reason,
      lines: [...quantities].filter(([, quantity]) => quantity > 0).map(([position, quantity]) => ({ position, quantity })),
    };
    try {
      const correction = await adminSend.post<DeskCorrection>(`/invoices/${invoiceUuid}/corrections`, request, issueShape);
      await onIssued(correction);
    } catch (sent) {
      setFailure(messageOf(sent, t('Panel.LoadFailed')));
      setTyped({});
      await mutate();
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby={`${id}-naglowek`}>
      <h2 id={`${id}-naglowek`} ref={heading} tabIndex={-1}>
        {t('Panel.Correction.Heading', { title: form.invoice.title, number: form.invoice.number })}
      </h2>
      {form.refusal ? (
        <p role="alert">{form.refusal}</p>
      ) : (
        <form method="post" onSubmit={submit} noValidate>
          <TableWrap label={t('Panel.Correction.Lines')}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('Panel.Correction.Lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Panel.Correction.Position')}</th>
                  <th scope="col">{t('Panel.Correction.Name')}</th>
                  <th scope="col">{t('Panel.Correction.Issued')}</th>
                  <th scope="col">{t('Panel.Correction.Left')}</th>
                  <th scope="col">{t('Panel.Correction.UnitNet')}</th>
                  <th scope="col">{t('Panel.Correction.VatRate')}</th>
                  <th scope="col">{t('Panel.Correction.TakeBack')}</th>
                </tr>
              </thead>
              <tbody>
                {form.lines.map((line) => (
                  <tr key={line.position}>
                    <td>{line.position}</td>
                    <td id={`${id}-pozycja-${line.position}`}>{line.name}</td>
                    <td className={styles.number}>
                      {line.issuedQuantity} {line.unit}
                    </td>
                    <td className={styles.number}>
                      {line.quantity} {line.unit}
                    </td>
                    <td className={styles.number}>{formatPrice(line.unitNet)}</td>
                    <td className={styles.number}>{line.vatRate}%</td>
                    <td>
                      <input
                        className={styles.quantityInput}
                        inputMode="numeric"
                        pattern="[0-9]*"
                        maxLength={4}
                        value={typed[line.position] ?? ''}
                        placeholder="0"
                        disabled={line.quantity === 0}
                        aria-label={t('Panel.Correction.TakeBackOf', { name: line.name, left: line.quantity, unit: line.unit })}
                        onChange={(event) => setTyped({ ...typed, [line.position]: event.target.value })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <p>
            <button
              type="button"
              className="button"
              onClick={() =>
                setTyped(Object.fromEntries(form.lines.filter((line) => line.quantity > 0).map((line) => [line.position, String(line.quantity)])))
              }
            >
              {t('Panel.Correction.All')}
            </button>
          </p>
          <div className={styles.inlineForm}>
            <label>
              {t('Panel.Correction.Reason')}
              <select value={reasonChoice} onChange={(event) => setReasonChoice(event.target.value)}>
                {CORRECTION_REASONS.map((text) => (
                  <option key={text} value={text}>
                    {text}
                  </option>
                ))}
                <option value={OTHER}>{t('Panel.Correction.OtherReason')}</option>
              </select>
            </label>
            {reasonChoice === OTHER ? (
              <label>
                {t('Panel.Correction.ReasonText')}
                <input value={otherReason} maxLength={CORRECTION_REASON_MAX} onChange={(event) => setOtherReason(event.target.value)} />
              </label>
            ) : null}
          </div>
          <div aria-live="polite" data-testid="correction-preview">
            {totals ? (
              <>
                <p>
                  <strong>
                    {t('Panel.Correction.Totals', { net: formatPrice(totals.net), vat: formatPrice(totals.vat), gross: formatPrice(totals.gross) })}
                  </strong>
                </p>
                <ul className={styles.plain}>
                  {totals.byRate.map((rate) => (
                    <li key={rate.vatRate}>
                      {t('Panel.Correction.Rate', {
                        rate: rate.vatRate,
                        net: formatPrice(rate.net),
                        vat: formatPrice(rate.vat),
                        gross: formatPrice(rate.gross),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.muted}>{t('Panel.Correction.ChooseLines')}</p>
            )}
          </div>
          <div className={styles.actions} style={{ marginTop: '1rem' }}>
            <button type="submit" className="button button-primary" disabled={sending}>
              {t('Panel.Correction.Issue')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('Panel.Correction.Close')}
            </button>
          </div>
          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
        </form>
      )}
      {form.refusal ? (
        <button type="button" className="button" onClick={onClose}>
          {t('Panel.Correction.Close')}
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('Panel.Correction.Question', { number: form.invoice.number })}
        confirmLabel={t('Panel.Correction.Issue')}
        onConfirm={() => void issue()}
        onClose={() => setAsking(false)}
      >
        {totals ? <p>{t('Panel.Correction.QuestionText', { gross: formatPrice(totals.gross), reason })}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
