/**
 * Hostile checkouts (issue 13): a valid checkout with one field made invalid (wrong type,
 * missing, too long, a code that is not one, a consent not given, a price slipped in), broken
 * JSON and missing headers. Each is a 4xx with a Polish message in the error shape, and no row of
 * the order, cart, stock or outbox tables changes. Text that is valid but hostile (markup, SQL)
 * is taken as text: stored as typed and escaped in the mail's HTML.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '#lib/api-types.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { API, checkoutOf, expectedTotalOf, filledCart, orderTablesSnapshot, postOrder, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { listMailsOfCause } from '../../mail/outbox.ts';

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

function expectPolishRefusal(status: number, body: unknown) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  const { error } = body as ApiErrorBody;
  expect(error.code).toMatch(/^[a-z_]+$/);
  expect(error.message).toMatch(/[ąćęłńóśźż]|Nieprawidłow|Koszyk|Nie /);
}

const notAString = fc.oneof(fc.integer(), fc.constantFrom(null, true, false, [], ['Anna'], {}, { value: 'x' }));
const notAText = fc.oneof(notAString, fc.constantFrom('', ' ', '\t\n', 'a'.repeat(5000)));
const hostileText = fc.constantFrom(
  '<script>alert(1)</script>',
  "'; DROP TABLE orders;--",
  '\u0000',
  '../../etc/passwd',
  '🧼'.repeat(300),
  '%00',
  '{{7*7}}',
);

/** One field of a valid checkout and values that field must refuse. */
const mutations: fc.Arbitrary<{ path: readonly string[]; value: unknown }> = fc.oneof(
  ...['firstName', 'lastName', 'street', 'city'].map((field) => fc.record({ path: fc.constant(['buyer', field]), value: notAText })),
  fc.record({
    path: fc.constant(['buyer', 'email']),
    value: fc.oneof(
      notAText,
      hostileText,
      fc.string().filter((text) => !text.includes('@')),
    ),
  }),
  fc.record({
    path: fc.constant(['buyer', 'phone']),
    value: fc.oneof(notAText, hostileText, fc.constantFrom('12', 'abc defg hij', '+48 600 100 200 300 400')),
  }),
  fc.record({
    path: fc.constant(['buyer', 'postcode']),
    value: fc.oneof(notAString, hostileText, fc.constantFrom('54203', '5-4203', '54-2031', 'AB-CDE', '')),
  }),
  fc.record({
    path: fc.constant(['buyer', 'customerType']),
    value: fc.oneof(
      fc.integer().filter((n) => ![1, 11, 12].includes(n)),
      fc.constantFrom('1', null, 1.5, 'firma'),
    ),
  }),
  fc.record({ path: fc.constant(['buyer', 'nip']), value: fc.oneof(notAString, hostileText, fc.constantFrom('5260250275', '123', 'PL526025027X')) }),
  fc.record({ path: fc.constant(['buyer', 'invoiceEmail']), value: fc.oneof(notAString, hostileText) }),
  fc.record({ path: fc.constant(['buyer', 'admin']), value: fc.constant(true) }),
  fc.record({ path: fc.constant(['delivery', 'method']), value: fc.oneof(notAString, hostileText, fc.constantFrom('drone', 'COURIER', '')) }),
  fc.record({ path: fc.constant(['delivery', 'price']), value: fc.integer() }),
  fc.record({ path: fc.constant(['paymentMethod']), value: fc.oneof(notAString, hostileText, fc.constantFrom('cash', 'P24', 'blik')) }),
  fc.record({ path: fc.constant(['consents', 'terms']), value: fc.constantFrom(false, 'true', 1, null, undefined) }),
  fc.record({ path: fc.constant(['consents', 'privacy']), value: fc.constantFrom(false, 'yes', 0, undefined) }),
  fc.record({
    path: fc.constant(['expectedTotalGross']),
    value: fc.oneof(
      fc.integer({ max: -1 }),
      fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
      fc.constantFrom('100', null, 1e300),
    ),
  }),
  fc.record({ path: fc.constant(['totalGross']), value: fc.integer({ min: 0 }) }),
  fc.record({ path: fc.constant(['buyer']), value: notAString }),
);

function withChange(body: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** A cart ready to order and the checkout that would order it. */
async function readyCheckout(index: number, overrides = {}) {
  const product = pick(inStock, index);
  await setStock(product.uuid, 100);
  const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
  const body = { ...checkoutOf(overrides), expectedTotalGross: await expectedTotalOf((await cart.get()).body) };
  return { cart, body: body as unknown as Record<string, unknown> };
}

describe('hostile checkouts', () => {
  // One cart for every run: a refusal leaves it as it was, which each run checks.
  let ready: Awaited<ReturnType<typeof readyCheckout>> | undefined;
  prop.prop([mutations], { numRuns: 50 })(
    'are each a Polish 4xx that writes nothing',
    async ({ path, value }) => {
      ready ??= await readyCheckout(40);
      const before = await orderTablesSnapshot();
      const answer = await postOrder(ready.cart.sessionId, withChange(ready.body, path, value));
      expectPolishRefusal(answer.status, answer.body);
      expect(await orderTablesSnapshot()).toBe(before);
    },
    60_000,
  );

  it('refuse broken JSON, a missing or malformed Idempotency-Key or cart session with a Polish 4xx', async () => {
    const { cart, body } = await readyCheckout(41);
    const before = await orderTablesSnapshot();
    const send = (headers: Record<string, string>, text: string) =>
      SELF.fetch(`${API}/orders`, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers }, body: text });
    const good = { 'Cart-Session-Id': cart.sessionId, 'Idempotency-Key': crypto.randomUUID() };
    for (const response of [
      await send(good, '{"buyer":'),
      await send(good, 'null'),
      await send({ 'Cart-Session-Id': cart.sessionId }, JSON.stringify(body)),
      await send({ ...good, 'Idempotency-Key': 'short' }, JSON.stringify(body)),
      await send({ ...good, 'Idempotency-Key': 'x'.repeat(200) }, JSON.stringify(body)),
      await send({ ...good, 'Cart-Session-Id': 'not-a-uuid' }, JSON.stringify(body)),
    ]) {
      expectPolishRefusal(response.status, await response.json());
    }
    expect(await orderTablesSnapshot()).toBe(before);
  });

  it('refuse a parcel locker code and a branch that are not ones', async () => {
    const { cart, body } = await readyCheckout(42);
    const before = await orderTablesSnapshot();
    for (const delivery of [
      { method: 'parcel_locker', lockerCode: 'W1' },
      { method: 'parcel_locker' },
      { method: 'branch_pickup', branchSlug: 'nie-ma-takiego-oddzialu' },
      { method: 'branch_pickup', branchSlug: '../admin' },
      { method: 'courier', address: { name: 'A', street: 'ul. X 1', postcode: '00000', city: 'Y' } },
    ]) {
      const answer = await postOrder(cart.sessionId, { ...body, delivery });
      expectPolishRefusal(answer.status, answer.body);
    }
    expect(await orderTablesSnapshot()).toBe(before);
  });
});

describe('hostile but valid text', () => {
  it('is stored as typed and escaped in the mail', async () => {
    const name = '<script>alert(1)</script>';
    const { cart } = await readyCheckout(43);
    const checkout = checkoutOf({ buyer: { ...checkoutOf().buyer, firstName: name, lastName: "O'Brien; DROP TABLE orders;--" } });
    const placed = await postOrder(cart.sessionId, { ...checkout, expectedTotalGross: await expectedTotalOf((await cart.get()).body) });
    expect(placed.status).toBe(200);
    const row = await env.DB.prepare('SELECT first_name, last_name FROM orders WHERE uuid = ?1').bind(placed.body.uuid).first();
    expect(row).toEqual({ first_name: name, last_name: "O'Brien; DROP TABLE orders;--" });
    const [mail] = await listMailsOfCause(env.DB, { kind: 'order', id: placed.body.uuid });
    expect(mail?.html_body).not.toContain('<script>');
    expect(mail?.html_body).toContain('&lt;script&gt;');
  });
});
