/**
 * The invoice list's reads on D1 (issue 31, `/panel/faktury`): a page of invoices and corrections
 * with their filters and search, and the counts per kind under the other filters. Each search and
 * filter has its index (migrations 0013, 0020 and 0023): a number by its own unique index, the order's
 * number through the orders' one, the NIP, the folded beginning of the buyer's name, the kind with
 * the issue date, the KSeF state through the submissions' state index.
 */
import type { KsefState } from '#lib/ksef.ts';
import { INVOICE_LIST_PAGE_SIZE, type InvoiceListQuery, invoiceSearchOf } from '#lib/panel/invoice-filters.ts';
import { AFTER_PREFIX, add, clause, type Where } from './sql-conditions.ts';

/** A row of the list: the invoice, the number of the invoice a correction corrects, its order's uuid, number and hash. */
export interface InvoiceListRow {
  uuid: string;
  number: string;
  kind: 'original' | 'correction';
  corrected_number: string | null;
  correction_reason: string | null;
  issue_date: string;
  buyer_name: string;
  buyer_nip: string | null;
  buyer_type: number;
  total_net: number;
  total_vat: number;
  total_gross: number;
  paid_at: string | null;
  order_uuid: string;
  order_number: string;
  order_hash: string;
  /** Its KSeF submission (0023); null before the sender queued it. */
  ksef_state: KsefState | null;
  ksef_number: string | null;
  ksef_rejection_code: number | null;
  ksef_rejection_message: string | null;
  ksef_offline_deadline: string | null;
}

/** The conditions of the filters and the search, the kind aside (the counts are per kind). */
function conditionsOf(query: InvoiceListQuery): Where {
  const where: Where = { sql: [], values: [] };
  if (query.from) add(where, 'i.issue_date >= ?', query.from);
  if (query.to) add(where, 'i.issue_date <= ?', query.to);
  if (query.buyerType) add(where, 'i.buyer_type = ?', Number(query.buyerType));
  if (query.paymentState === 'paid') add(where, 'i.paid_at IS NOT NULL');
  if (query.paymentState === 'unpaid') add(where, 'i.paid_at IS NULL');
  // An invoice the sender has not queued yet is waiting too: `queued` is every invoice without a submission in another state.
  if (query.ksefState === 'queued') add(where, "i.id NOT IN (SELECT invoice_id FROM ksef_submissions WHERE state <> 'queued')");
  else if (query.ksefState) add(where, 'i.id IN (SELECT invoice_id FROM ksef_submissions WHERE state = ?)', query.ksefState);
  if (query.q) {
    const search = invoiceSearchOf(query.q);
    switch (search.kind) {
      case 'invoiceNumber':
        if (search.whole) add(where, 'i.number = ?', search.value);
        else add(where, 'i.number >= ? AND i.number < ?', search.value, `${search.value}${AFTER_PREFIX}`);
        break;
      case 'invoiceEnding':
        add(where, "i.number LIKE '%/' || ?", search.value);
        break;
      case 'orderNumber':
        add(where, 'i.order_id IN (SELECT id FROM orders WHERE number >= ? AND number < ?)', search.value, `${search.value}${AFTER_PREFIX}`);
        break;
      case 'nip':
        add(where, 'i.buyer_nip = ?', search.value);
        break;
      case 'name':
        add(where, 'i.buyer_name_key >= ? AND i.buyer_name_key < ?', search.value, `${search.value}${AFTER_PREFIX}`);
        break;
    }
  }
  return where;
}

/** A statement's text and its values, in the order of its numbered parameters. */
export interface Statement {
  sql: string;
  values: (string | number)[];
}

/**
 * The list's two statements for a query: the page of rows, newest first, and the counts per kind
 * under every filter but the kind. Apart from `listInvoices` so a test can ask SQLite for their
 * plans (each search on its index).
 */
export function invoiceListStatements(query: InvoiceListQuery): { rows: Statement; counts: Statement } {
  const others = conditionsOf(query);
  const listed: Where = { sql: [...others.sql], values: [...others.values] };
  if (query.kind) add(listed, 'i.kind = ?', query.kind);
  const page = Number(query.page ?? 1);
  const limit = listed.values.push(INVOICE_LIST_PAGE_SIZE);
  const offset = listed.values.push((page - 1) * INVOICE_LIST_PAGE_SIZE);
  return {
    rows: {
      sql: `SELECT i.uuid, i.number, i.kind, corrected.number AS corrected_number, i.correction_reason, i.issue_date,
           i.buyer_name, i.buyer_nip, i.buyer_type, i.total_net, i.total_vat, i.total_gross, i.paid_at,
           o.uuid AS order_uuid, o.number AS order_number, o.hash AS order_hash,
           k.state AS ksef_state, k.ksef_number, k.rejection_code AS ksef_rejection_code, k.rejection_message AS ksef_rejection_message,
           k.offline_deadline AS ksef_offline_deadline
         FROM invoices i
         JOIN orders o ON o.id = i.order_id
         LEFT JOIN invoices corrected ON corrected.id = i.corrects_invoice_id
         LEFT JOIN ksef_submissions k ON k.invoice_id = i.id
         ${clause(listed)} ORDER BY i.issue_date DESC, i.id DESC LIMIT ?${limit} OFFSET ?${offset}`,
      values: listed.values,
    },
    counts: { sql: `SELECT i.kind, count(*) AS count FROM invoices i ${clause(others)} GROUP BY i.kind`, values: others.values },
  };
}

/** The page of invoices the query asks for, newest first, with the counts per kind under the other filters. */
export async function listInvoices(
  db: D1Database,
  query: InvoiceListQuery,
): Promise<{ rows: InvoiceListRow[]; counts: { kind: string; count: number }[] }> {
  const statements = invoiceListStatements(query);
  const [rows, counts] = await db.batch([
    db.prepare(statements.rows.sql).bind(...statements.rows.values),
    db.prepare(statements.counts.sql).bind(...statements.counts.values),
  ]);
  return {
    rows: (rows?.results ?? []) as InvoiceListRow[],
    counts: (counts?.results ?? []) as { kind: string; count: number }[],
  };
}
