/**
 * Issuing invoices (issue 15, docs/decisions/017-invoices.md; when and as what: issue 32,
 * docs/decisions/037-invoice-dates.md) as statements for the caller's batch:
 * - the final invoice at the delivery: the batch that records an order's first shipment, and the
 *   one that marks it delivered (60: collected at a branch, or cash on delivery paid to the
 *   courier), append `invoiceIssueStatements` with the day the goods went (P_6). It is a VAT
 *   invoice, or a settlement (ROZ, art. 106f ust. 3) reduced by the advance invoice when one was
 *   issued;
 * - an advance invoice (ZAL, art. 106b ust. 1 pkt 4, art. 106i ust. 2) for a payment whose month
 *   ended before the goods went: the scheduled handler (`issueAdvanceInvoices`);
 * Corrections (a cancellation's, and those staff issue) are corrections.ts's.
 * Each statement is conditional in SQL, so a batch run twice, or two batches at once (D1 runs them
 * one after the other), never issue a second invoice, and the month's counter is bumped only in
 * the batch that writes the invoice: numbers without gaps.
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
export function numberExpression(series: 'FV' | 'FK'): string {
  // printf's %d: D1 binds a JavaScript number as a REAL, which || would write as "2026.0".
  return `printf('${series}/%d/%02d/%d', ?4, ?5, seq.last_value)`;
}

export function bumpSequence(series: 'FV' | 'FK', condition: string): string {
  return `INSERT INTO invoice_number_sequences (series, year, month, last_value)
    SELECT '${series}', ?4, ?5, 1 WHERE ${condition}
    ON CONFLICT (series, year, month) DO UPDATE SET last_value = last_value + 1`;
}

export const SELLER_AND_BUYER_COLUMNS = `seller_name, seller_nip, seller_street, seller_postcode, seller_city, seller_bank_account,
  buyer_type, buyer_name, buyer_nip, buyer_street, buyer_postcode, buyer_city, buyer_email`;
const SELLER_AND_BUYER_VALUES = `s.name, s.nip, s.street, s.postcode, s.city, s.bank_account,
  o.customer_type, COALESCE(o.company_name, o.first_name || ' ' || o.last_name), o.nip, o.street, o.postcode, o.city, o.invoice_email`;
const LATEST_SELLER = 'JOIN (SELECT * FROM invoice_sellers ORDER BY id DESC LIMIT 1) s';

/** The order's final invoice (VAT or ROZ) is not issued yet. */
const NO_FINAL = `NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = ?1 AND kind = 'original' AND document_type <> 'ZAL')`;
const ORDER_INVOICEABLE = `EXISTS (SELECT 1 FROM orders o WHERE o.id = ?1 AND ${INVOICEABLE})`;

/**
 * The final invoice, sold on ?7 (the day the goods went). With an advance invoice before it, it
 * is a settlement (ROZ): its values reduced by the advance's (art. 106f ust. 3), nothing when the
 * advance was the whole order.
 */
const ISSUE_FINAL = `
INSERT INTO invoices (uuid, number, kind, document_type, order_id, issue_date, sale_date, due_date, issued_at,
  ${SELLER_AND_BUYER_COLUMNS}, payment_method, paid_at, total_net, total_vat, total_gross)
SELECT ?2, ${numberExpression('FV')}, 'original', CASE WHEN adv.id IS NULL THEN 'VAT' ELSE 'ROZ' END, o.id, ?3, ?7,
  date(?3, '+' || s.payment_due_days || ' days'), ?6, ${SELLER_AND_BUYER_VALUES}, o.payment_method, COALESCE(o.paid_at, ?6),
  o.total_net - COALESCE(adv.total_net, 0), o.total_vat - COALESCE(adv.total_vat, 0), o.total_gross - COALESCE(adv.total_gross, 0)
FROM orders o
JOIN invoice_number_sequences seq ON seq.series = 'FV' AND seq.year = ?4 AND seq.month = ?5
${LATEST_SELLER}
LEFT JOIN invoices adv ON adv.order_id = o.id AND adv.kind = 'original' AND adv.document_type = 'ZAL'
WHERE o.id = ?1 AND ${INVOICEABLE} AND ${NO_FINAL}`;

/**
 * An order paid and not yet gone, with no invoice: the advance invoice's case once the payment's
 * month is over (the caller decides when; art. 106i ust. 2 gives until the 15th of the next month).
 */
const ADVANCE_DUE = `EXISTS (SELECT 1 FROM orders o WHERE o.id = ?1 AND o.paid_at IS NOT NULL
  AND o.status IN (${ORDER_STATUS.paid}, ${ORDER_STATUS.processing})
  AND NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = ?1 AND kind = 'original')
  AND NOT EXISTS (SELECT 1 FROM order_shipments WHERE order_id = ?1))`;

/** The advance invoice (ZAL): the whole order, paid on ?7 (its P_6: the day the payment came). */
const ISSUE_ADVANCE = `
INSERT INTO invoices (uuid, number, kind, document_type, order_id, issue_date, sale_date, due_date, issued_at,
  ${SELLER_AND_BUYER_COLUMNS}, payment_method, paid_at, total_net, total_vat, total_gross)
SELECT ?2, ${numberExpression('FV')}, 'original', 'ZAL', o.id, ?3, ?7, ?3, ?6, ${SELLER_AND_BUYER_VALUES},
  o.payment_method, o.paid_at, o.total_net, o.total_vat, o.total_gross
FROM orders o
JOIN invoice_number_sequences seq ON seq.series = 'FV' AND seq.year = ?4 AND seq.month = ?5
${LATEST_SELLER}
WHERE o.id = ?1 AND ${ADVANCE_DUE}`;

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

/** How many parameters a statement has: SQLite counts up to the highest `?N`, and D1 wants exactly that many bound. */
function parameterCount(sql: string): number {
  return Math.max(0, ...Array.from(sql.matchAll(/\?(\d+)/g), (match) => Number(match[1])));
}

/** Binds ?1 order id, ?2 the new invoice's uuid, ?3 its day, ?4 year, ?5 month, ?6 the moment (ISO), ?7 the sale's day. */
export function bindAll(db: D1Database, sqls: readonly string[], orderId: number, at: Date, saleAt: Date): D1PreparedStatement[] {
  const day = invoiceDayOf(at);
  const values = [orderId, crypto.randomUUID(), day.date, day.year, day.month, at.toISOString(), invoiceDayOf(saleAt).date];
  return sqls.map((sql) => db.prepare(sql).bind(...values.slice(0, parameterCount(sql))));
}

/**
 * Statements that issue the order's final invoice if it has none yet, on `at`, for goods that went
 * on `saleAt` (the first shipment, or the collection); appended to the batch that records the
 * first shipment or marks the order delivered (60). No-ops in SQL when it exists or the order is
 * not paid (cash on delivery: not before it is delivered).
 */
export function invoiceIssueStatements(db: D1Database, orderId: number, at: Date, saleAt: Date = at): D1PreparedStatement[] {
  return bindAll(
    db,
    [bumpSequence('FV', `${ORDER_INVOICEABLE} AND ${NO_FINAL}`), ISSUE_FINAL, ISSUE_LINES, ISSUE_DELIVERY_LINES],
    orderId,
    at,
    saleAt,
  );
}

/** Statements that issue the advance invoice of an order paid on `paidAt` and not yet gone, if it has no invoice; no-ops otherwise. */
export function advanceInvoiceStatements(db: D1Database, orderId: number, at: Date, paidAt: Date): D1PreparedStatement[] {
  return bindAll(db, [bumpSequence('FV', ADVANCE_DUE), ISSUE_ADVANCE, ISSUE_LINES, ISSUE_DELIVERY_LINES], orderId, at, paidAt);
}

/**
 * The advance invoices due at `now` (the scheduled handler, every minute): each order paid in a
 * month before this one (Warsaw) whose goods have not gone and which has no invoice gets its
 * advance invoice, dated today, well before the 15th of the month after the payment (art. 106i
 * ust. 2). Returns how many were issued.
 */
export async function issueAdvanceInvoices(db: D1Database, now: Date): Promise<number> {
  const today = invoiceDayOf(now);
  const { results } = await db
    .prepare(
      `SELECT o.id, o.paid_at FROM orders o
       WHERE o.paid_at IS NOT NULL AND o.status IN (${ORDER_STATUS.paid}, ${ORDER_STATUS.processing})
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.kind = 'original')
         AND NOT EXISTS (SELECT 1 FROM order_shipments sh WHERE sh.order_id = o.id)
       ORDER BY o.paid_at LIMIT 100`,
    )
    .all<{ id: number; paid_at: string }>();
  let issued = 0;
  for (const order of results) {
    const paid = invoiceDayOf(new Date(order.paid_at));
    if (paid.year * 12 + paid.month >= today.year * 12 + today.month) continue;
    const [, invoice] = await db.batch(advanceInvoiceStatements(db, order.id, now, new Date(order.paid_at)));
    issued += invoice?.meta.changes ?? 0;
  }
  return issued;
}
