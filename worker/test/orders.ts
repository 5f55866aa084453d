/**
 * Order calls for worker tests, through the whole worker as the checkout makes them: a cart
 * filled through the cart API, then `POST /orders` with its session and an Idempotency-Key.
 */

import { env, SELF } from 'cloudflare:test';
import type { Cart, DeliveryMethod, Order, PlacedOrder } from '#lib/api-types.ts';
import { checkoutTotals } from '#lib/cart/cart-totals.ts';
import type { Checkout } from '#lib/forms/checkout.ts';
import { checkoutFixture, companyBuyer } from '#scripts/test/fixtures/checkout-fixture.ts';
import { type Answer, cartOf } from './cart.ts';
import { fileRunGuard } from './isolation.ts';
import { ORIGIN } from './requests.ts';

export const API = `${ORIGIN}/api/public/v1`;

/** Throws once a later test file has started: a timed-out test of this file stops here (isolation.ts). */
const stillThisFile = fileRunGuard();

/** A valid checkout of a private buyer: courier, bank transfer, both consents. */
export const checkoutOf = checkoutFixture;
export { companyBuyer };

export async function deliveryMethods(): Promise<DeliveryMethod[]> {
  stillThisFile();
  const response = await SELF.fetch(`${API}/checkout/delivery-methods`);
  return ((await response.json()) as { items: DeliveryMethod[] }).items;
}

/** What the checkout shows as the total: the cart's gross plus the delivery's (free from the threshold on). */
export async function expectedTotalOf(cart: Cart, method: Checkout['delivery']['method'] = 'courier'): Promise<number> {
  const delivery = (await deliveryMethods()).find((row) => row.code === method);
  if (!delivery) throw new Error(`no delivery method ${method}`);
  return checkoutTotals(cart.totals, delivery).totals.gross;
}

/** A browser with a cart of the given products, ready to check out. */
export async function filledCart(products: { uuid: string; quantity: number }[]) {
  const cart = cartOf();
  const added = await cart.add(products);
  if (added.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(added.body)}`);
  return cart;
}

/** `POST /orders` for the cart's session; `body` as given (tests send broken ones too). */
export async function postOrder(sessionId: string, body: unknown, idempotencyKey: string = crypto.randomUUID()): Promise<Answer<PlacedOrder>> {
  stillThisFile();
  const response = await SELF.fetch(`${API}/orders`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Cart-Session-Id': sessionId, 'Idempotency-Key': idempotencyKey },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as PlacedOrder };
}

/** Checks out the cart as it is now, with the total it shows. */
export async function checkout(cart: ReturnType<typeof cartOf>, overrides: Partial<Checkout> = {}, idempotencyKey?: string) {
  const body = checkoutOf(overrides);
  const shown = (await cart.get()).body;
  return postOrder(cart.sessionId, { ...body, expectedTotalGross: await expectedTotalOf(shown, body.delivery.method) }, idempotencyKey);
}

export async function getOrder(uuid: string, hash: string): Promise<Answer<Order>> {
  stillThisFile();
  const response = await SELF.fetch(`${API}/orders/${uuid}/${hash}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Order };
}

export async function setStock(productUuid: string, stock: number, supplierDeliveryDays: number | null = null): Promise<void> {
  await env.DB.prepare('UPDATE products SET stock = ?2, supplier_delivery_days = ?3 WHERE uuid = ?1')
    .bind(productUuid, stock, supplierDeliveryDays)
    .run();
}

export async function stockOf(productUuid: string): Promise<number> {
  const row = await env.DB.prepare('SELECT stock FROM products WHERE uuid = ?1').bind(productUuid).first<{ stock: number }>();
  return row?.stock ?? Number.NaN;
}

/** Every row the order tables hold, to prove that a refused call wrote nothing. */
export async function orderTablesSnapshot(): Promise<string> {
  const results = await env.DB.batch(
    ['orders', 'order_lines', 'order_packages', 'mail_outbox', 'cart_items', 'products'].map((table) =>
      env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`),
    ),
  );
  return JSON.stringify(results.map((result) => result.results));
}

/** An order written straight into D1, without lines, as a staff call finds it. */
export interface BareOrder {
  id: number;
  uuid: string;
  hash: string;
  email: string;
}

/**
 * An order in `status` written straight into D1 (no lines, a bank transfer), its creation in the
 * history; with `cameFrom` the order became a problem (70) from that status, as staff made it.
 * For tests of staff changes where the checkout's path is not the point; `number` when the test
 * names the order by it (the default is no shop number).
 */
export async function insertOrder(
  db: D1Database,
  status: number,
  cameFrom: number | null = null,
  { number }: { number?: string } = {},
): Promise<BareOrder> {
  const uuid = crypto.randomUUID();
  const hash = `hash-${uuid.replaceAll('-', '')}`;
  const email = `klient-${uuid.slice(0, 8)}@example.pl`;
  const at = new Date().toISOString();
  const row = await db
    .prepare(
      `INSERT INTO orders (uuid, number, hash, confirmation_token_hash, status, customer_type, first_name, last_name, email, phone,
         street, postcode, city, invoice_email, delivery_method, delivery_net, delivery_gross, delivery_vat_rate, payment_method,
         total_net, total_vat, total_gross, idempotency_key, request_hash, paid_at, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 1, 'Anna', 'Nowak', ?6, '600100200', 'ul. Testowa 1', '50-001', 'Wrocław', ?6, 'courier', 0, 0, 23,
         'transfer', 10000, 2300, 12300, ?1, ?4, ?7, ?8)
       RETURNING id`,
    )
    .bind(uuid, number ?? `ZAM/T/${uuid}`, hash, '0'.repeat(64), status, email, [40, 50, 60].includes(cameFrom ?? status) ? at : null, at)
    .first<{ id: number }>();
  if (!row) throw new Error('order not inserted');
  const history =
    cameFrom === null
      ? [[null, status]]
      : [
          [null, cameFrom],
          [cameFrom, status],
        ];
  await db.batch(
    history.map(([from, to]) =>
      db
        .prepare(`INSERT INTO order_status_changes (order_id, from_status, to_status, actor, changed_at) VALUES (?1, ?2, ?3, 'test', ?4)`)
        .bind(row.id, from, to, at),
    ),
  );
  return { id: row.id, uuid, hash, email };
}
