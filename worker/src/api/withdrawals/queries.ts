/**
 * What a withdrawal reads and writes (issue 33): the order a statement names, with its lines, the
 * moment its goods were delivered and what earlier statements already withdrew; the statement's row.
 */
import { ORDER_STATUS } from '#lib/orders.ts';
import type { WithdrawnLine } from '#lib/withdrawal.ts';

export interface WithdrawalOrder {
  id: number;
  uuid: string;
  hash: string;
  number: string;
  created_at: string;
  customer_type: number;
  consumer_rights: number;
  status: number;
  email: string;
  invoice_email: string | null;
  first_name: string;
  last_name: string;
  /** When the order first reached status 60 (delivered or collected), or null. */
  delivered_at: string | null;
}

export interface WithdrawableLine {
  productNumber: string;
  name: string;
  unit: string;
  /** As ordered. */
  quantity: number;
}

/** The order with this number, or null. */
export function readWithdrawalOrder(db: D1Database, number: string): Promise<WithdrawalOrder | null> {
  return db
    .prepare(
      `SELECT o.id, o.uuid, o.hash, o.number, o.created_at, o.customer_type, o.consumer_rights, o.status, o.email, o.invoice_email, o.first_name, o.last_name,
         (SELECT MIN(changed_at) FROM order_status_changes WHERE order_id = o.id AND to_status = ${ORDER_STATUS.delivered}) AS delivered_at
       FROM orders o WHERE o.number = ?1`,
    )
    .bind(number)
    .first<WithdrawalOrder>();
}

/** The order's lines by product number (a product is one line of an order). */
export async function readWithdrawableLines(db: D1Database, orderId: number): Promise<WithdrawableLine[]> {
  const { results } = await db
    .prepare(
      `SELECT product_number AS productNumber, product_name AS name, sales_unit AS unit, SUM(quantity) AS quantity
       FROM order_lines WHERE order_id = ?1 GROUP BY product_number ORDER BY MIN(id)`,
    )
    .bind(orderId)
    .all<WithdrawableLine>();
  return results;
}

export interface WithdrawalRow {
  id: number;
  uuid: string;
  request_key: string;
  order_id: number;
  consumer_name: string;
  email: string;
  lines: string | null;
  statement: string;
  received_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  refunded_at: string | null;
  refunded_by: string | null;
  refund_method: 'p24' | 'transfer' | null;
  refund_amount: number | null;
}

export function readWithdrawalByKey(db: D1Database, requestKey: string): Promise<WithdrawalRow | null> {
  return db.prepare('SELECT * FROM withdrawals WHERE request_key = ?1').bind(requestKey).first<WithdrawalRow>();
}

export async function listOrderWithdrawals(db: D1Database, orderId: number): Promise<WithdrawalRow[]> {
  const { results } = await db.prepare('SELECT * FROM withdrawals WHERE order_id = ?1 ORDER BY id').bind(orderId).all<WithdrawalRow>();
  return results;
}

/** What earlier statements withdrew, by product number; `whole`: one of them withdrew the whole order. */
export function withdrawnSoFar(rows: readonly Pick<WithdrawalRow, 'lines'>[]): { whole: boolean; quantities: Map<string, number> } {
  const quantities = new Map<string, number>();
  let whole = false;
  for (const row of rows) {
    if (row.lines === null) whole = true;
    else
      for (const line of JSON.parse(row.lines) as WithdrawnLine[])
        quantities.set(line.productNumber, (quantities.get(line.productNumber) ?? 0) + line.quantity);
  }
  return { whole, quantities };
}

export interface NewWithdrawal {
  uuid: string;
  requestKey: string;
  orderId: number;
  consumerName: string;
  email: string;
  lines: readonly WithdrawnLine[] | null;
  statement: string;
  receivedAt: string;
}

export function insertWithdrawalStatement(db: D1Database, withdrawal: NewWithdrawal): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO withdrawals (uuid, request_key, order_id, consumer_name, email, lines, statement, received_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      withdrawal.uuid,
      withdrawal.requestKey,
      withdrawal.orderId,
      withdrawal.consumerName,
      withdrawal.email,
      withdrawal.lines ? JSON.stringify(withdrawal.lines) : null,
      withdrawal.statement,
      withdrawal.receivedAt,
    );
}
