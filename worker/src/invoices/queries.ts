/**
 * Reading issued invoices. Access is decided in the query: the owner's reads join the order's
 * customer, the guest's compare the order's hash afterwards in constant time (api/invoices), so
 * another's invoice and no invoice are the same null.
 */
import { type InvoiceDocumentType, invoiceTitle, type KsefState } from '#lib/ksef.ts';

export interface InvoiceRow {
  id: number;
  uuid: string;
  number: string;
  kind: 'original' | 'correction';
  document_type: InvoiceDocumentType;
  corrects_invoice_id: number | null;
  correction_reason: string | null;
  order_id: number;
  issue_date: string;
  sale_date: string;
  due_date: string;
  issued_at: string;
  seller_name: string;
  seller_nip: string;
  seller_street: string;
  seller_postcode: string;
  seller_city: string;
  seller_bank_account: string;
  buyer_type: number;
  buyer_name: string;
  buyer_nip: string | null;
  buyer_street: string;
  buyer_postcode: string;
  buyer_city: string;
  buyer_email: string;
  payment_method: string;
  paid_at: string | null;
  total_net: number;
  total_vat: number;
  total_gross: number;
  /** Joined: the order's number, uuid and link hash. */
  order_number: string;
  order_uuid: string;
  order_hash: string;
  /** Joined: the corrected invoice, for a correction. */
  corrected_uuid: string | null;
  corrected_number: string | null;
  corrected_issue_date: string | null;
  /** This invoice's corrections, oldest first: a JSON array of {uuid, number}. */
  corrections: string | null;
  /** Joined: the corrected invoice's KSeF number, which a correction names (FA(3) NrKSeFFaKorygowanej); absent or null: none yet. */
  corrected_ksef_number?: string | null;
  /** Joined for a final invoice (ROZ): the advance invoice it settles. Absent or null otherwise. */
  advance_uuid?: string | null;
  advance_number?: string | null;
  advance_issue_date?: string | null;
  advance_gross?: number | null;
  advance_ksef_number?: string | null;
}

/** Joined by the reads below: the invoice's way through KSeF (ksef_submissions, 0023); all null before the sender queued it. */
export interface InvoiceKsefColumns {
  ksef_state: KsefState | null;
  ksef_number: string | null;
  ksef_verification_url: string | null;
  ksef_certificate_url: string | null;
  ksef_offline_mode: 'offline24' | null;
  ksef_offline_deadline: string | null;
}

export interface InvoiceLineRow {
  position: number;
  name: string;
  product_number: string | null;
  unit: string;
  quantity: number;
  unit_net: number;
  vat_rate: number;
  line_net: number;
  line_gross: number;
}

const invoiceSelect = `
SELECT i.*, o.number AS order_number, o.uuid AS order_uuid, o.hash AS order_hash,
  orig.uuid AS corrected_uuid, orig.number AS corrected_number, orig.issue_date AS corrected_issue_date,
  (SELECT json_group_array(json_object('uuid', c.uuid, 'number', c.number))
    FROM (SELECT uuid, number FROM invoices WHERE kind = 'correction' AND corrects_invoice_id = i.id ORDER BY id) c) AS corrections,
  adv.uuid AS advance_uuid, adv.number AS advance_number, adv.issue_date AS advance_issue_date, adv.total_gross AS advance_gross,
  advk.ksef_number AS advance_ksef_number,
  k.state AS ksef_state, k.ksef_number, k.verification_url AS ksef_verification_url, k.certificate_url AS ksef_certificate_url,
  k.offline_mode AS ksef_offline_mode, k.offline_deadline AS ksef_offline_deadline, origk.ksef_number AS corrected_ksef_number
FROM invoices i
JOIN orders o ON o.id = i.order_id
LEFT JOIN invoices orig ON orig.id = i.corrects_invoice_id
LEFT JOIN ksef_submissions k ON k.invoice_id = i.id
LEFT JOIN ksef_submissions origk ON origk.invoice_id = orig.id
LEFT JOIN invoices adv ON i.kind = 'original' AND i.document_type = 'ROZ' AND adv.order_id = i.order_id AND adv.kind = 'original'
  AND adv.document_type = 'ZAL'
LEFT JOIN ksef_submissions advk ON advk.invoice_id = adv.id`;

/** The invoice with this uuid, whoever it belongs to (the guest's call checks the hash itself). */
export function readInvoiceByUuid(db: D1Database, uuid: string): Promise<(InvoiceRow & InvoiceKsefColumns) | null> {
  return db.prepare(`${invoiceSelect} WHERE i.uuid = ?1`).bind(uuid).first<InvoiceRow & InvoiceKsefColumns>();
}

/** The invoice with this uuid when its order belongs to the customer; another's is as missing as none. */
export function readCustomerInvoice(db: D1Database, uuid: string, customerId: number): Promise<(InvoiceRow & InvoiceKsefColumns) | null> {
  return db.prepare(`${invoiceSelect} WHERE i.uuid = ?1 AND o.customer_id = ?2`).bind(uuid, customerId).first<InvoiceRow & InvoiceKsefColumns>();
}

export async function readInvoiceLines(db: D1Database, invoiceId: number): Promise<InvoiceLineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT position, name, product_number, unit, quantity, unit_net, vat_rate, line_net, line_gross
       FROM invoice_lines WHERE invoice_id = ?1 ORDER BY position`,
    )
    .bind(invoiceId)
    .all<InvoiceLineRow>();
  return results;
}

export interface InvoiceSummaryRow {
  uuid: string;
  number: string;
  kind: 'original' | 'correction';
  document_type: InvoiceDocumentType;
  issue_date: string;
  order_number: string;
  total_gross: number;
  buyer_nip: string | null;
  ksef_state: KsefState | null;
  ksef_number: string | null;
}

/** The most invoices the account tab lists (newest first). */
export const INVOICE_LIST_LIMIT = 200;

/** The customer's invoices and corrections, newest first. */
export async function listCustomerInvoices(db: D1Database, customerId: number): Promise<InvoiceSummaryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.uuid, i.number, i.kind, i.document_type, i.issue_date, o.number AS order_number, i.total_gross, i.buyer_nip,
         k.state AS ksef_state, k.ksef_number
       FROM invoices i JOIN orders o ON o.id = i.order_id LEFT JOIN ksef_submissions k ON k.invoice_id = i.id
       WHERE o.customer_id = ?1 ORDER BY i.id DESC LIMIT ?2`,
    )
    .bind(customerId, INVOICE_LIST_LIMIT)
    .all<InvoiceSummaryRow>();
  return results;
}

/** The invoices of an order (an advance invoice, the final one, a correction) with their titles, in the order issued, for the order's pages. */
export async function listOrderInvoices(
  db: D1Database,
  orderId: number,
): Promise<{ uuid: string; number: string; kind: 'original' | 'correction'; title: string }[]> {
  const { results } = await db
    .prepare('SELECT uuid, number, kind, document_type FROM invoices WHERE order_id = ?1 ORDER BY id')
    .bind(orderId)
    .all<{ uuid: string; number: string; kind: 'original' | 'correction'; document_type: InvoiceDocumentType }>();
  return results.map(({ document_type, ...invoice }) => ({ ...invoice, title: invoiceTitle(invoice.kind, document_type) }));
}

/** The FA(3) document the KSeF sender fixed for the invoice (ksef_submissions.xml), or null before its first run. */
export async function readSentXml(db: D1Database, invoiceId: number): Promise<string | null> {
  const row = await db.prepare('SELECT xml FROM ksef_submissions WHERE invoice_id = ?1').bind(invoiceId).first<{ xml: string | null }>();
  return row?.xml ?? null;
}
