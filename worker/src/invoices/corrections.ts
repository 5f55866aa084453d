/**
 * Corrections (FK) of an issued invoice (issue 31, docs/decisions/038-partial-corrections.md):
 * - staff take back some units of some lines from the order's page (`correctionStatements`): a
 *   return, a withdrawal, a complaint. The amounts come from #lib/invoice-corrections.ts;
 * - the batch that cancels an order appends `invoiceCancellationStatements`: a correction to zero
 *   of whatever is left of its final invoice, else of its advance one (KOR, KOR_ROZ, KOR_ZAL).
 *
 * An invoice may have several corrections, each naming the invoice it corrects; a line's state is
 * the original line plus every correction of it (`lineStates`). Numbers come from the FK series in
 * the issuing batch, as invoices' do (issue.ts): no gaps, no number twice.
 */

import type { CorrectionLine, LineState } from '#lib/invoice-corrections.ts';
import type { InvoiceDocumentType } from '#lib/ksef.ts';
import { type DocumentTotals, vatOf } from '#lib/vat-totals.ts';
import { bindAll, bumpSequence, invoiceDayOf, numberExpression, SELLER_AND_BUYER_COLUMNS } from './issue.ts';

/** Why a cancelled order's invoice is corrected, as the correction states it. */
export const CANCELLATION_REASON = 'Anulowanie zamówienia: korekta do zera.';

/**
 * The lines of invoice `?N` as they stand: the original's, plus those of its corrections, here all
 * but the one whose uuid is `?M` (a correction being written does not count itself).
 */
function stateSql(invoice: string, except: string): string {
  return `SELECT l.position, SUM(l.quantity) AS quantity, SUM(l.line_net) AS net
    FROM invoice_lines l JOIN invoices d ON d.id = l.invoice_id
    WHERE (d.id = ${invoice} OR (d.kind = 'correction' AND d.corrects_invoice_id = ${invoice})) AND d.uuid <> ${except}
    GROUP BY l.position`;
}

/** What a cancellation corrects: the order's latest original (the final invoice, else the advance one). */
const CORRECTED = `(SELECT MAX(id) FROM invoices WHERE order_id = ?1 AND kind = 'original')`;
const SOMETHING_LEFT = `EXISTS (SELECT 1 FROM (${stateSql(CORRECTED, '?2')}) WHERE quantity <> 0)`;

/**
 * The correction to zero: what is left of the order's value taken back (for a settlement too,
 * whose own figures were reduced by the advance): the order's totals with every earlier
 * correction's, negated. Of the corrected document's type (KOR, KOR_ZAL, KOR_ROZ).
 */
const ISSUE_CANCELLATION = `
INSERT INTO invoices (uuid, number, kind, document_type, corrects_invoice_id, correction_reason, order_id, issue_date, sale_date, due_date,
  issued_at, ${SELLER_AND_BUYER_COLUMNS}, payment_method, paid_at, total_net, total_vat, total_gross)
SELECT ?2, ${numberExpression('FK')}, 'correction', orig.document_type, orig.id, '${CANCELLATION_REASON}', orig.order_id, ?3, orig.sale_date, ?3, ?6,
  ${SELLER_AND_BUYER_COLUMNS.replace(/\b(\w+)\b/g, 'orig.$1')}, orig.payment_method, NULL,
  -(o.total_net + COALESCE(earlier.net, 0)), -(o.total_vat + COALESCE(earlier.vat, 0)), -(o.total_gross + COALESCE(earlier.gross, 0))
FROM invoices orig
JOIN orders o ON o.id = orig.order_id
JOIN invoice_number_sequences seq ON seq.series = 'FK' AND seq.year = ?4 AND seq.month = ?5
LEFT JOIN (SELECT corrects_invoice_id, SUM(total_net) AS net, SUM(total_vat) AS vat, SUM(total_gross) AS gross
  FROM invoices WHERE kind = 'correction' GROUP BY corrects_invoice_id) earlier ON earlier.corrects_invoice_id = orig.id
WHERE orig.id = ${CORRECTED} AND ${SOMETHING_LEFT}`;

/** The cancellation's lines: each line with something left, all of it taken back (its gross as the line table keeps it). */
const ISSUE_CANCELLATION_LINES = `
INSERT INTO invoice_lines (invoice_id, position, name, product_number, unit, quantity, unit_net, vat_rate, line_net, line_gross)
SELECT c.id, ol.position, ol.name, ol.product_number, ol.unit, -st.quantity, ol.unit_net, ol.vat_rate, -st.net,
  -(st.net + (st.net * ol.vat_rate + 50) / 100)
FROM invoices c
JOIN invoice_lines ol ON ol.invoice_id = c.corrects_invoice_id
JOIN (${stateSql('(SELECT corrects_invoice_id FROM invoices WHERE uuid = ?2)', '?2')}) st ON st.position = ol.position
WHERE c.uuid = ?2 AND c.order_id = ?1 AND st.quantity <> 0
ORDER BY ol.position`;

/** Statements that issue a correction to zero of what is left of the order's final (else advance) invoice; appended to the batch that cancels the order. No-ops when nothing is left or there is no invoice. */
export function invoiceCancellationStatements(db: D1Database, orderId: number, at: Date): D1PreparedStatement[] {
  return bindAll(db, [bumpSequence('FK', SOMETHING_LEFT), ISSUE_CANCELLATION, ISSUE_CANCELLATION_LINES], orderId, at, at);
}

/** An invoice as the correction form reads it. */
export interface CorrectableInvoice {
  id: number;
  uuid: string;
  number: string;
  kind: 'original' | 'correction';
  document_type: InvoiceDocumentType;
  order_id: number;
  order_uuid: string;
  order_number: string;
  /** Whether it is the order's latest original, the one a correction may correct. */
  latest: number;
  /** How many corrections it has: the form's state, which the issuing batch checks. */
  corrections: number;
}

export interface CorrectableLine extends LineState {
  name: string;
  productNumber: string | null;
  unit: string;
  /** The line as the invoice issued it. */
  issuedQuantity: number;
}

/** The invoice with this uuid and its lines as they stand now, or null. */
export async function readCorrectable(db: D1Database, uuid: string): Promise<{ invoice: CorrectableInvoice; lines: CorrectableLine[] } | null> {
  const invoice = await db
    .prepare(
      `SELECT i.id, i.uuid, i.number, i.kind, i.document_type, i.order_id, o.uuid AS order_uuid, o.number AS order_number,
         i.id = (SELECT MAX(id) FROM invoices WHERE order_id = i.order_id AND kind = 'original') AS latest,
         (SELECT COUNT(*) FROM invoices WHERE kind = 'correction' AND corrects_invoice_id = i.id) AS corrections
       FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.uuid = ?1`,
    )
    .bind(uuid)
    .first<CorrectableInvoice>();
  if (!invoice) return null;
  const { results } = await db
    .prepare(
      `SELECT ol.position, ol.name, ol.product_number, ol.unit, ol.unit_net, ol.vat_rate, ol.quantity AS issued_quantity, st.quantity, st.net
       FROM invoice_lines ol JOIN (${stateSql('?1', "''")}) st ON st.position = ol.position
       WHERE ol.invoice_id = ?1 ORDER BY ol.position`,
    )
    .bind(invoice.id)
    .all<{
      position: number;
      name: string;
      product_number: string | null;
      unit: string;
      unit_net: number;
      vat_rate: number;
      issued_quantity: number;
      quantity: number;
      net: number;
    }>();
  return {
    invoice,
    lines: results.map((row) => ({
      position: row.position,
      name: row.name,
      productNumber: row.product_number,
      unit: row.unit,
      unitNet: row.unit_net,
      vatRate: row.vat_rate,
      issuedQuantity: row.issued_quantity,
      quantity: row.quantity,
      net: row.net,
    })),
  };
}

/** Why staff cannot correct this invoice, in Polish; null when they can. */
export function correctionRefusal(invoice: CorrectableInvoice, lines: readonly LineState[]): string | null {
  if (invoice.kind === 'correction') return 'To jest faktura korygująca: korektę wystawia się do faktury, którą koryguje.';
  if (invoice.document_type === 'ZAL')
    return 'Fakturę zaliczkową koryguje się razem z zamówieniem: korektę ilości wystawia się do faktury końcowej, gdy towar wyjdzie.';
  if (!invoice.latest) return 'Zamówienie ma nowszą fakturę: korektę wystawia się do niej.';
  if (!lines.some((line) => line.quantity > 0)) return 'Z tej faktury nie zostało nic do skorygowania.';
  return null;
}

/** What the issuing batch checks: still the order's latest original, with as many corrections as the staff saw. */
export const CORRECTION_GUARD = `(SELECT COUNT(*) FROM invoices WHERE kind = 'correction' AND corrects_invoice_id = ?) = ?
  AND ? = (SELECT MAX(id) FROM invoices WHERE kind = 'original' AND order_id = (SELECT order_id FROM invoices WHERE id = ?))`;

/** The invoice ?1 still has the ?7 corrections the staff member saw: the issuing batch's own check. */
const AS_SEEN = `(SELECT COUNT(*) FROM invoices WHERE kind = 'correction' AND corrects_invoice_id = ?1) = ?7`;

const ISSUE_CORRECTION = `
INSERT INTO invoices (uuid, number, kind, document_type, corrects_invoice_id, correction_reason, order_id, issue_date, sale_date, due_date,
  issued_at, ${SELLER_AND_BUYER_COLUMNS}, payment_method, paid_at, total_net, total_vat, total_gross)
SELECT ?2, ${numberExpression('FK')}, 'correction', orig.document_type, orig.id, ?8, orig.order_id, ?3, orig.sale_date, ?3, ?6,
  ${SELLER_AND_BUYER_COLUMNS.replace(/\b(\w+)\b/g, 'orig.$1')}, orig.payment_method, NULL, ?9, ?10, ?11
FROM invoices orig
JOIN invoice_number_sequences seq ON seq.series = 'FK' AND seq.year = ?4 AND seq.month = ?5
WHERE orig.id = ?1 AND ${AS_SEEN}`;

/** The correction's lines from ?12, a JSON array of {position, quantity, net, gross}: name, unit and price as the corrected line. */
const ISSUE_CORRECTION_LINES = `
INSERT INTO invoice_lines (invoice_id, position, name, product_number, unit, quantity, unit_net, vat_rate, line_net, line_gross)
SELECT c.id, ol.position, ol.name, ol.product_number, ol.unit, json_extract(x.value, '$.quantity'), ol.unit_net, ol.vat_rate,
  json_extract(x.value, '$.net'), json_extract(x.value, '$.gross')
FROM invoices c
JOIN json_each(?12) x
JOIN invoice_lines ol ON ol.invoice_id = c.corrects_invoice_id AND ol.position = json_extract(x.value, '$.position')
WHERE c.uuid = ?2 AND c.corrects_invoice_id = ?1
ORDER BY ol.position`;

export interface CorrectionRequest {
  invoiceId: number;
  /** The corrections the invoice had when the staff member chose the lines. */
  basedOn: number;
  reason: string;
  lines: readonly CorrectionLine[];
  totals: DocumentTotals;
  at: Date;
}

/**
 * Statements that issue a staff member's correction, for a batch whose first statement (the audit
 * row) holds CORRECTION_GUARD; each also checks the corrections' count itself. Returns the new
 * correction's uuid with them.
 */
export function correctionStatements(db: D1Database, request: CorrectionRequest): { uuid: string; statements: D1PreparedStatement[] } {
  const uuid = crypto.randomUUID();
  const day = invoiceDayOf(request.at);
  const lines = request.lines.map((line) => ({
    position: line.position,
    quantity: line.quantity,
    net: line.net,
    // The line table's gross, as the other lines keep it; the document's VAT is per rate.
    gross: line.net + vatOf(line.net, line.vatRate),
  }));
  const values = [
    request.invoiceId,
    uuid,
    day.date,
    day.year,
    day.month,
    request.at.toISOString(),
    request.basedOn,
    request.reason,
    request.totals.net,
    request.totals.vat,
    request.totals.gross,
    JSON.stringify(lines),
  ];
  return {
    uuid,
    statements: [
      db.prepare(bumpSequence('FK', AS_SEEN)).bind(...values.slice(0, 7)),
      db.prepare(ISSUE_CORRECTION).bind(...values.slice(0, 11)),
      db.prepare(ISSUE_CORRECTION_LINES).bind(...values),
    ],
  };
}

/** The corrected invoice's lines as they stood before the correction `correctionId` (the original's plus earlier corrections'). */
export async function readStateBefore(db: D1Database, correctedId: number, correctionId: number): Promise<LineState[]> {
  const { results } = await db
    .prepare(
      `SELECT ol.position, ol.vat_rate AS vatRate, ol.unit_net AS unitNet,
         ol.quantity + COALESCE(SUM(cl.quantity), 0) AS quantity, ol.line_net + COALESCE(SUM(cl.line_net), 0) AS net
       FROM invoice_lines ol
       LEFT JOIN invoices c ON c.kind = 'correction' AND c.corrects_invoice_id = ?1 AND c.id < ?2
       LEFT JOIN invoice_lines cl ON cl.invoice_id = c.id AND cl.position = ol.position
       WHERE ol.invoice_id = ?1
       GROUP BY ol.id ORDER BY ol.position`,
    )
    .bind(correctedId, correctionId)
    .all<LineState>();
  return results;
}
