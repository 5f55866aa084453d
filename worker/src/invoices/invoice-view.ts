/**
 * An issued invoice as its page and its FA(3) XML read it: the copied seller and buyer, lines
 * with their VAT and gross, totals per VAT rate (highest first) and overall, the amount in words.
 * A line's VAT is its gross minus its net (gross per unit rounded half up, DESIGN.md "Money"), so
 * the sums per rate are exactly those the order was paid with.
 */
import type { z } from '@hono/zod-openapi';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '#lib/orders.ts';
import type { invoiceSchema } from '../api/invoices/schemas.ts';
import { amountInWords } from './amount-in-words.ts';
import type { InvoiceLineRow, InvoiceRow } from './queries.ts';

export type InvoiceView = z.output<typeof invoiceSchema>;
type RateTotal = InvoiceView['totalsByRate'][number];

/** Sums of lines per VAT rate, highest rate first. */
export function totalsByRate(lines: readonly { vatRate: number; net: number; gross: number }[]): RateTotal[] {
  const sums = new Map<number, { net: number; gross: number }>();
  for (const line of lines) {
    const sum = sums.get(line.vatRate) ?? { net: 0, gross: 0 };
    sums.set(line.vatRate, { net: sum.net + line.net, gross: sum.gross + line.gross });
  }
  return [...sums].sort(([a], [b]) => b - a).map(([vatRate, sum]) => ({ vatRate, net: sum.net, vat: sum.gross - sum.net, gross: sum.gross }));
}

export function toInvoiceView(row: InvoiceRow, lineRows: readonly InvoiceLineRow[]): InvoiceView {
  const lines = lineRows.map((line) => ({
    position: line.position,
    name: line.name,
    productNumber: line.product_number,
    unit: line.unit,
    quantity: line.quantity,
    unitNet: line.unit_net,
    net: line.line_net,
    vatRate: line.vat_rate,
    vat: line.line_gross - line.line_net,
    gross: line.line_gross,
  }));
  const method = row.payment_method as PaymentMethod;
  return {
    uuid: row.uuid,
    number: row.number,
    kind: row.kind,
    title: row.kind === 'correction' ? 'Faktura korygująca' : 'Faktura VAT',
    corrects:
      row.corrected_uuid && row.corrected_number && row.corrected_issue_date
        ? { uuid: row.corrected_uuid, number: row.corrected_number, issueDate: row.corrected_issue_date }
        : null,
    correctedBy: row.correction_uuid && row.correction_number ? { uuid: row.correction_uuid, number: row.correction_number } : null,
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
    totalsByRate: totalsByRate(lines),
    totals: { net: row.total_net, vat: row.total_vat, gross: row.total_gross },
    amountInWords: amountInWords(row.total_gross),
    payment: { method, name: PAYMENT_METHOD_LABELS[method], paidAt: row.paid_at },
    hasKsefXml: row.buyer_nip !== null,
  };
}
