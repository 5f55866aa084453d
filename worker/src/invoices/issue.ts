/**
 * Issuing invoices (issue 15, docs/decisions/017-invoices.md) as statements for the caller's
 * batch: the batch that moves an order into paid (40) or, for cash on delivery, delivered (60)
 * appends `invoiceIssueStatements`; the batch that cancels it appends
 * `invoiceCancellationStatements`. Each statement is conditional in SQL, so a batch run twice, or
 * two batches at once (D1 runs them one after the other), never issue a second invoice, and the
 * month's counter is bumped only in the batch that writes the invoice: numbers without gaps.
 *
 * The statements find their invoice by the uuid drawn here, so the lines are written only for the
 * invoice this very batch created, never added to one issued before.
 */
import { SHOP_TIME_ZONE } from '#lib/dates.ts';
import { ORDER_STATUS } from '#lib/orders.ts';

/** The Polish calendar day of a moment (an invoice's dates are Warsaw days), with its year and month. */
export function invoiceDayOf(at: Date): { date: string; year: number; month: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, year: Number(parts.year), month: Number(parts.month) };
}

/**
 * When an order may have its invoice: paid, processing after a payment (with `paid_at`), or
 * delivered (cash on delivery is paid to the courier). A cash-on-delivery order starts processing
 * unpaid and gets nothing until it is delivered.
 */
const INVOICEABLE = `(o.status IN (${ORDER_STATUS.paid}, ${ORDER_STATUS.delivered}) OR (o.status = ${ORDER_STATUS.processing} AND o.paid_at IS NOT NULL))`;

/** The month's number: `FV/2026/11/7`, `FK/2026/11/1`. */
function numberExpression(series: 'FV' | 'FK'): string {
  // printf's %d: D1 binds a JavaScript number as a REAL, which || would write as "2026.0".
  return `printf('${series}/%d/%02d/%d', ?4, ?5, seq.last_value)`;
}

function bumpSequence(series: 'FV' | 'FK', condition: string): string {
  return `INSERT INTO invoice_number_sequences (series, year, month, last_value)
    SELECT '${series}', ?4, ?5, 1 WHERE ${condition}
    ON CONFLICT (series, year, month) DO UPDATE SET last_value = last_value + 1`;
}

const NO_ORIGINAL = `NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = ?1 AND kind = 'original')`;
const ORDER_INVOICEABLE = `EXISTS (SELECT 1 FROM orders o WHERE o.id = ?1 AND ${INVOICEABLE})`;

const ISSUE_INVOICE = `
INSERT INTO invoices (uuid, number, kind, order_id, issue_date, sale_date, due_date, issued_at,
  seller_name, seller_nip, seller_street, seller_postcode, seller_city, seller_bank_account,
  buyer_type, buyer_name, buyer_nip, buyer_street, buyer_postcode, buyer_city, buyer_email,
  payment_method, paid_at, total_net, total_vat, total_gross)
SELECT ?2, ${numberExpression('FV')}, 'original', o.id, ?3, ?3, date(?3, '+' || s.payment_due_days || ' days'), ?6,
  s.name, s.nip, s.street, s.postcode, s.city, s.bank_account,
  o.customer_type, COALESCE(o.company_name, o.first_name || ' ' || o.last_name), o.nip, o.street, o.postcode, o.city, o.invoice_email,
  o.payment_method, COALESCE(o.paid_at, ?6), o.total_net, o.total_vat, o.total_gross
FROM orders o
JOIN invoice_number_sequences seq ON seq.series = 'FV' AND seq.year = ?4 AND seq.month = ?5
JOIN (SELECT * FROM invoice_sellers ORDER BY id DESC LIMIT 1) s
WHERE o.id = ?1 AND ${INVOICEABLE} AND ${NO_ORIGINAL}`;

const ISSUE_LINES = `
INSERT INTO invoice_lines (invoice_id, position, name, product_number, unit, quantity, unit_net, vat_rate, line_net, line_gross)
SELECT i.id, row_number() OVER (ORDER BY l.id), l.product_name, l.product_number, l.sales_unit, l.quantity, l.unit_net, l.vat_rate,
  l.line_net, l.line_gross
FROM invoices i JOIN order_lines l ON l.order_id = i.order_id
WHERE i.uuid = ?2 AND i.order_id = ?1`;

/**
 * The delivery as one line per VAT rate of the goods it was split between (#lib/vat-totals.ts,
 * art. 29a ust. 6 pkt 2): "Dostawa: Kurier", with the rate in the name when there are several.
 * Its gross is only what the line table stores; the document's VAT is computed per rate.
 */
const ISSUE_DELIVERY_LINES = `
INSERT INTO invoice_lines (invoice_id, position, name, product_number, unit, quantity, unit_net, vat_rate, line_net, line_gross)
SELECT i.id, (SELECT COUNT(*) FROM order_lines WHERE order_id = ?1) + CAST(part.key AS INTEGER) + 1,
  'Dostawa: ' || dm.name || CASE WHEN json_array_length(o.delivery_parts) > 1
    THEN ' (część w stawce ' || json_extract(part.value, '$.vatRate') || ' %)' ELSE '' END,
  NULL, 'usł.', 1, json_extract(part.value, '$.net'), json_extract(part.value, '$.vatRate'), json_extract(part.value, '$.net'),
  json_extract(part.value, '$.net') + (json_extract(part.value, '$.net') * json_extract(part.value, '$.vatRate') + 50) / 100
FROM invoices i JOIN orders o ON o.id = i.order_id JOIN delivery_methods dm ON dm.code = o.delivery_method, json_each(o.delivery_parts) part
WHERE i.uuid = ?2 AND i.order_id = ?1`;

/** Why a cancelled order's invoice is corrected, as the correction states it. */
export const CANCELLATION_REASON = 'Anulowanie zamówienia: korekta do zera.';

const UNCORRECTED_ORIGINAL = `EXISTS (SELECT 1 FROM invoices orig WHERE orig.order_id = ?1 AND orig.kind = 'original'
  AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.corrects_invoice_id = orig.id))`;

const ISSUE_CORRECTION = `
INSERT INTO invoices (uuid, number, kind, corrects_invoice_id, correction_reason, order_id, issue_date, sale_date, due_date, issued_at,
  seller_name, seller_nip, seller_street, seller_postcode, seller_city, seller_bank_account,
  buyer_type, buyer_name, buyer_nip, buyer_street, buyer_postcode, buyer_city, buyer_email,
  payment_method, paid_at, total_net, total_vat, total_gross)
SELECT ?2, ${numberExpression('FK')}, 'correction', orig.id, '${CANCELLATION_REASON}', orig.order_id, ?3, orig.sale_date, ?3, ?6,
  orig.seller_name, orig.seller_nip, orig.seller_street, orig.seller_postcode, orig.seller_city, orig.seller_bank_account,
  orig.buyer_type, orig.buyer_name, orig.buyer_nip, orig.buyer_street, orig.buyer_postcode, orig.buyer_city, orig.buyer_email,
  orig.payment_method, NULL, -orig.total_net, -orig.total_vat, -orig.total_gross
FROM invoices orig
JOIN invoice_number_sequences seq ON seq.series = 'FK' AND seq.year = ?4 AND seq.month = ?5
WHERE orig.order_id = ?1 AND orig.kind = 'original' AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.corrects_invoice_id = orig.id)`;

const ISSUE_CORRECTION_LINES = `
INSERT INTO invoice_lines (invoice_id, position, name, product_number, unit, quantity, unit_net, vat_rate, line_net, line_gross)
SELECT c.id, l.position, l.name, l.product_number, l.unit, -l.quantity, l.unit_net, l.vat_rate, -l.line_net, -l.line_gross
FROM invoices c JOIN invoice_lines l ON l.invoice_id = c.corrects_invoice_id
WHERE c.uuid = ?2 AND c.order_id = ?1
ORDER BY l.position`;

/** How many parameters a statement has: SQLite counts up to the highest `?N`, and D1 wants exactly that many bound. */
function parameterCount(sql: string): number {
  return Math.max(0, ...Array.from(sql.matchAll(/\?(\d+)/g), (match) => Number(match[1])));
}

/** Binds ?1 order id, ?2 the new invoice's uuid, ?3 its day, ?4 year, ?5 month, ?6 the moment (ISO). */
function bindAll(db: D1Database, sqls: readonly string[], orderId: number, at: Date): D1PreparedStatement[] {
  const day = invoiceDayOf(at);
  const values = [orderId, crypto.randomUUID(), day.date, day.year, day.month, at.toISOString()];
  return sqls.map((sql) => db.prepare(sql).bind(...values.slice(0, parameterCount(sql))));
}

/** Statements that issue the order's invoice if it has none yet; appended to the batch that moves the order into paid (40), or delivered (60) for cash on delivery. No-ops in SQL when an invoice exists. */
export function invoiceIssueStatements(db: D1Database, orderId: number, at: Date): D1PreparedStatement[] {
  return bindAll(db, [bumpSequence('FV', `${ORDER_INVOICEABLE} AND ${NO_ORIGINAL}`), ISSUE_INVOICE, ISSUE_LINES, ISSUE_DELIVERY_LINES], orderId, at);
}

/** Statements that issue a correction to zero of the order's invoice if it has one not yet corrected; appended to the batch that cancels the order. No-ops otherwise. */
export function invoiceCancellationStatements(db: D1Database, orderId: number, at: Date): D1PreparedStatement[] {
  return bindAll(db, [bumpSequence('FK', UNCORRECTED_ORIGINAL), ISSUE_CORRECTION, ISSUE_CORRECTION_LINES], orderId, at);
}
