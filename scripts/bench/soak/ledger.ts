/**
 * The soak run's books, kept from D1 after the run rather than from what the clients believe: the
 * orders of this run (found by their buyers' addresses) with their lines, confirmation mails and
 * payments, and every product's stock before and after, which must differ by exactly what those
 * orders took from the warehouse.
 */
import { type D1Place, queryD1, repoD1 } from '../../lib/d1-backup.ts';
import type { PlacedByClient } from './sessions.ts';

export interface StoredOrder {
  uuid: string;
  lines: number;
  mails: number;
  paid: number;
}

export interface StockRow {
  uuid: string;
  stock: number;
}

export interface Ledger {
  orders: StoredOrder[];
  stock: StockRow[];
  /** Units of each product the run's orders took from the warehouse. */
  soldFromStock: { uuid: string; units: number }[];
}

/** The addresses a run's buyers get: `soak-<run>-<n>@example.pl`. */
export const buyerEmailPrefix = (runId: string) => `soak-${runId}-`;

export async function readStock(place: D1Place = repoD1): Promise<StockRow[]> {
  const [rows = []] = await queryD1(place, 'local', 'SELECT uuid, stock FROM products');
  return rows as StockRow[];
}

export async function readLedger(runId: string, place: D1Place = repoD1): Promise<Ledger> {
  // The run id is this script's own (hex), so the pattern needs no escaping.
  if (!/^[0-9a-f]+$/.test(runId)) throw new Error(`run id ${runId} is not hex`);
  const ofRun = `o.email LIKE '${buyerEmailPrefix(runId)}%'`;
  const [orders = [], stock = [], sold = []] = await queryD1(
    place,
    'local',
    [
      `SELECT o.uuid,
        (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines,
        (SELECT count(*) FROM mail_outbox m WHERE m.cause_kind = 'order' AND m.cause_id = o.uuid AND m.kind = 'order_confirmation') AS mails,
        (o.paid_at IS NOT NULL) AS paid
       FROM orders o WHERE ${ofRun};`,
      'SELECT uuid, stock FROM products;',
      `SELECT l.product_uuid AS uuid, sum(l.quantity) AS units
       FROM order_lines l JOIN order_packages p ON p.id = l.package_id JOIN orders o ON o.id = l.order_id
       WHERE p.source = 'stock' AND ${ofRun} GROUP BY l.product_uuid;`,
    ].join('\n'),
  );
  return { orders: orders as StoredOrder[], stock: stock as StockRow[], soldFromStock: sold as { uuid: string; units: number }[] };
}

export interface Verdict {
  ok: boolean;
  /** The run's last line. */
  line: string;
  /** What is off, one line each (empty when ok). */
  problems: string[];
}

/**
 * Compares what the clients were told with what D1 holds. Lost: an order the shop confirmed that
 * is not stored whole (with lines and its confirmation mail), or a payment Przelewy24 took that
 * the order does not show. Stock: never negative, and each product's stock fell by exactly what
 * the run's orders took from the warehouse.
 */
export function verdict({
  requests,
  serverErrors,
  placed,
  before,
  after,
}: {
  requests: number;
  serverErrors: number;
  placed: readonly PlacedByClient[];
  before: readonly StockRow[];
  after: Ledger;
}): Verdict {
  const problems: string[] = [];
  const stored = new Map(after.orders.map((order) => [order.uuid, order]));
  const whole = after.orders.filter((order) => order.lines > 0);
  const mailed = after.orders.filter((order) => order.mails === 1);
  let lost = 0;
  for (const order of placed) {
    const row = stored.get(order.uuid);
    if (!row || row.lines === 0 || row.mails !== 1) {
      lost++;
      problems.push(
        `order ${order.uuid}: confirmed to the shopper but ${!row ? 'not stored' : row.lines === 0 ? 'stored without lines' : `with ${row.mails} confirmation mails`}`,
      );
    } else if (order.paidOnline && row.paid !== 1) {
      lost++;
      problems.push(`order ${order.uuid}: paid on Przelewy24's page but not paid in the shop`);
    }
  }
  const confirmed = new Set(placed.map((order) => order.uuid));
  for (const order of after.orders) {
    if (!confirmed.has(order.uuid)) problems.push(`order ${order.uuid}: stored, but the shopper was never told it was placed`);
  }
  for (const order of after.orders) {
    if (order.mails > 1) problems.push(`order ${order.uuid}: ${order.mails} confirmation mails`);
  }

  const sold = new Map(after.soldFromStock.map((row) => [row.uuid, row.units]));
  const was = new Map(before.map((row) => [row.uuid, row.stock]));
  const negative = after.stock.filter((row) => row.stock < 0);
  for (const row of negative) problems.push(`product ${row.uuid}: stock ${row.stock}`);
  for (const row of after.stock) {
    const expected = (was.get(row.uuid) ?? row.stock) - (sold.get(row.uuid) ?? 0);
    if (row.stock !== expected)
      problems.push(`product ${row.uuid}: stock ${row.stock}, expected ${expected} (before the run less what its orders took)`);
  }
  if (serverErrors > 0) problems.push(`${serverErrors} answers with status 5xx`);

  const counts = `orders placed ${placed.length} = stored ${whole.length} = mails ${mailed.length}`;
  const equal = placed.length === whole.length && whole.length === mailed.length && after.orders.length === placed.length;
  const stockLine = negative.length === 0 ? 'stock never negative' : `stock negative for ${negative.length} products`;
  const ok = problems.length === 0 && equal;
  const line = `soak: ${requests} requests, ${serverErrors} 5xx, ${equal ? counts : counts.replaceAll(' = ', ' ≠ ')}, ${stockLine}, lost ${lost}`;
  return { ok, line, problems };
}
