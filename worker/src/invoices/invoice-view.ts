/**
 * An issued invoice as its page and its FA(3) XML read it: the copied seller and buyer, lines
 * with their net values and rates, totals per VAT rate (highest first) and overall, the amount in
 * words. The totals per rate follow the one rule of #lib/vat-totals.ts (VAT from each rate's net
 * sum, art. 106e ust. 1 pkt 13–14), as the order's did, so they are exactly those it was paid with.
 */
import type { z } from '@hono/zod-openapi';
import { correctionTotals, type LineState } from '#lib/invoice-corrections.ts';
import { invoiceTitle, KSEF_STATE_LABELS } from '#lib/ksef.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '#lib/orders.ts';
import { SELLER } from '#lib/seller.ts';
import { documentTotals, type RateTotal } from '#lib/vat-totals.ts';
import type { invoiceDocumentSchema, invoiceKsefSchema } from '../api/invoices/schemas.ts';
import { amountInWords } from './amount-in-words.ts';
import { readStateBefore } from './corrections.ts';
import { type InvoiceKsefColumns, type InvoiceLineRow, type InvoiceRow, readInvoiceLines } from './queries.ts';

export type InvoiceView = z.output<typeof invoiceDocumentSchema>;

/**
 * What the document states per rate (FA(3) P_13/P_14): its totals, and for a final invoice that
 * settles an advance, those less the advance (art. 106f ust. 3). The shop takes payment in full,
 * so an advance invoice is the whole order (the same lines) and the rest is nothing at every
 * rate; an advance of another amount would need its own split, and is refused loudly.
 */
function dueByRate(
  row: Pick<InvoiceRow, 'kind' | 'document_type' | 'total_gross'>,
  totalsByRate: RateTotal[],
  advanceGross: number | null,
): RateTotal[] {
  if (row.kind !== 'original' || row.document_type !== 'ROZ') return totalsByRate;
  const whole = totalsByRate.reduce((sum, rate) => sum + rate.gross, 0);
  if (advanceGross !== whole || row.total_gross !== 0)
    throw new Error(`settlement ${row.total_gross} after an advance of ${advanceGross} of ${whole}: only whole-order advances are issued`);
  return totalsByRate.map((rate) => ({ vatRate: rate.vatRate, net: 0, vat: 0, gross: 0 }));
}

/**
 * `stateBefore`: for a correction, the corrected invoice's lines as they stood before it
 * (corrections.ts `readStateBefore`); its lines then say what they were, and its totals per rate
 * are after minus before (#lib/invoice-corrections.ts).
 */
export function toInvoiceView(row: InvoiceRow, lineRows: readonly InvoiceLineRow[], stateBefore?: readonly LineState[]): InvoiceView {
  if ((row.kind === 'correction') !== (stateBefore !== undefined))
    throw new Error('A correction, and only a correction, is read with the state before it');
  const before = new Map(stateBefore?.map((line) => [line.position, { quantity: line.quantity, net: line.net }]));
  const lines = lineRows.map((line) => ({
    position: line.position,
    name: line.name,
    productNumber: line.product_number,
    unit: line.unit,
    quantity: line.quantity,
    unitNet: line.unit_net,
    net: line.line_net,
    vatRate: line.vat_rate,
    before: before.get(line.position) ?? null,
  }));
  const method = row.payment_method as PaymentMethod;
  const totalsByRate = stateBefore ? correctionTotals(stateBefore, lines).byRate : documentTotals(lines).byRate;
  const advance =
    row.advance_uuid && row.advance_number && row.advance_issue_date && typeof row.advance_gross === 'number'
      ? { uuid: row.advance_uuid, number: row.advance_number, issueDate: row.advance_issue_date, gross: row.advance_gross }
      : null;
  return {
    uuid: row.uuid,
    number: row.number,
    kind: row.kind,
    documentType: row.document_type,
    title: invoiceTitle(row.kind, row.document_type),
    corrects:
      row.corrected_uuid && row.corrected_number && row.corrected_issue_date
        ? {
            uuid: row.corrected_uuid,
            number: row.corrected_number,
            issueDate: row.corrected_issue_date,
            ksefNumber: row.corrected_ksef_number ?? null,
          }
        : null,
    corrections: row.corrections ? (JSON.parse(row.corrections) as { uuid: string; number: string }[]) : [],
    correctionReason: row.correction_reason,
    orderUuid: row.order_uuid,
    orderNumber: row.order_number,
    issueDate: row.issue_date,
    saleDate: row.sale_date,
    dueDate: row.due_date,
    placeOfIssue: row.seller_city,
    issuedAt: row.issued_at,
    seller: {
      name: row.seller_name,
      nip: row.seller_nip,
      street: row.seller_street,
      postcode: row.seller_postcode,
      city: row.seller_city,
      bankAccount: row.seller_bank_account,
      // The row copies what the VAT act asks of the seller; what KSH art. 206 § 1 adds (issue 32)
      // is the company's registration, read from the one configuration.
      krs: SELLER.krs,
      regon: SELLER.regon,
      registryCourt: SELLER.registryCourt,
      shareCapital: SELLER.shareCapital,
    },
    buyer: {
      customerType: row.buyer_type,
      name: row.buyer_name,
      nip: row.buyer_nip,
      street: row.buyer_street,
      postcode: row.buyer_postcode,
      city: row.buyer_city,
    },
    lines,
    advance: advance
      ? {
          uuid: advance.uuid,
          number: advance.number,
          issueDate: advance.issueDate,
          gross: advance.gross,
          ksefNumber: row.advance_ksef_number ?? null,
        }
      : null,
    totalsByRate,
    dueByRate: dueByRate(row, totalsByRate, advance?.gross ?? null),
    totals: { net: row.total_net, vat: row.total_vat, gross: row.total_gross },
    amountInWords: amountInWords(row.total_gross),
    payment: { method, name: PAYMENT_METHOD_LABELS[method], paidAt: row.paid_at },
    hasKsefXml: row.buyer_nip !== null,
  };
}

/** The invoice's view from the database: its lines, and for a correction the state it corrected. */
export async function readInvoiceView(db: D1Database, row: InvoiceRow): Promise<InvoiceView> {
  const [lines, before] = await Promise.all([
    readInvoiceLines(db, row.id),
    row.kind === 'correction' && row.corrects_invoice_id !== null ? readStateBefore(db, row.corrects_invoice_id, row.id) : undefined,
  ]);
  return toInvoiceView(row, lines, before);
}

/** The invoice in KSeF: queued until the sender's first run; a rejected document has no verification link (KSeF does not have it). */
export function toInvoiceKsefView(row: InvoiceKsefColumns): z.output<typeof invoiceKsefSchema> {
  const state = row.ksef_state ?? 'queued';
  return {
    state,
    stateLabel: KSEF_STATE_LABELS[state],
    number: row.ksef_number,
    verificationUrl: state === 'rejected' ? null : row.ksef_verification_url,
    certificateUrl: state === 'rejected' ? null : row.ksef_certificate_url,
    offline: row.ksef_offline_mode !== null,
    offlineDeadline: row.ksef_offline_deadline,
  };
}
