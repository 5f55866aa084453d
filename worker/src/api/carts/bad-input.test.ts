/**
 * Bad input to the cart calls (issue 12): negative, zero, fractional, huge, non-numeric and
 * missing quantities, malformed uuids, too many lines, malformed JSON and missing or foreign cart
 * ids. Each gets a 4xx with a Polish message in the error shape, and no row of either cart table
 * changes. Unknown (well-formed) product uuids are skipped with a message instead, as spec §8
 * reads the answer, and change nothing either.
 */
import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '#lib/api-types.ts';
import { cartOf, cartTablesSnapshot, inStock, pick } from '#worker-test/cart.ts';
import { api } from '../app.ts';
import { MAX_CART_LINES } from './schemas.ts';

// Every request prints a log line; a failure names its input.
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

/** A cart with one line, so that "nothing changed" has something to keep. */
async function filledCart() {
  const cart = cartOf();
  await cart.add([{ uuid: pick(inStock).uuid, quantity: 2 }]);
  return cart;
}

/** The error of a refused call's body. */
function errorOf(body: unknown): ApiErrorBody['error'] {
  return (body as ApiErrorBody).error;
}

function expectPolishRefusal(status: number, body: unknown, expectedStatus = 400) {
  expect(status).toBe(expectedStatus);
  const error = errorOf(body);
  expect(error.code).toMatch(/^[a-z_]+$/);
  // Polish words, never an English or internal message.
  expect(error.message).toMatch(/[ąćęłńóśźż]|Nieprawidłow|Koszyk|Nie /);
}

/** Quantities the contract refuses: not a whole number from 1 to 9999. */
const badQuantity = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 10_000 }),
  fc.constantFrom(1e21, Number.MAX_SAFE_INTEGER, -1e21),
  fc.double({ min: 0, max: 10_000, noNaN: true }).filter((value) => !Number.isInteger(value)),
  fc.constantFrom('1', '5', 'abc', '', ' 3', '1e2', null, true, false, [], [1], {}, { value: 1 }),
);

describe('bad quantities', () => {
  prop.prop([badQuantity], { numRuns: 40 })('adding with one is a Polish 400 naming the field, and nothing changes', async (quantity) => {
    const cart = await filledCart();
    const before = await cartTablesSnapshot();
    const { status, body } = await cart.add([{ uuid: pick(inStock, 1).uuid, quantity }]);
    expectPolishRefusal(status, body);
    expect(errorOf(body).fields?.['productsData.0.quantity']).toBeDefined();
    expect(await cartTablesSnapshot()).toBe(before);
  });

  prop.prop([badQuantity], { numRuns: 20 })('setting a line to one is a Polish 400, and nothing changes', async (quantity) => {
    const cart = await filledCart();
    const before = await cartTablesSnapshot();
    const { status, body } = await cart.setQuantity(pick(inStock).uuid, quantity);
    expectPolishRefusal(status, body);
    expect(await cartTablesSnapshot()).toBe(before);
  });

  prop.prop([badQuantity], { numRuns: 20 })('adding a set that many times is a Polish 400, and nothing changes', async (quantity) => {
    const cart = await filledCart();
    const before = await cartTablesSnapshot();
    const { status, body } = await cart.call('POST', '/product-sets', { uuid: crypto.randomUUID(), quantity });
    expectPolishRefusal(status, body);
    expect(await cartTablesSnapshot()).toBe(before);
  });

  it('refuses a missing quantity with "To pole jest wymagane."', async () => {
    const cart = await filledCart();
    const before = await cartTablesSnapshot();
    const { status, body } = await cart.call('POST', '/products', { productsData: [{ uuid: pick(inStock).uuid }] });
    expectPolishRefusal(status, body);
    expect(errorOf(body).fields).toEqual({ 'productsData.0.quantity': 'To pole jest wymagane.' });
    expect(await cartTablesSnapshot()).toBe(before);
  });
});

describe('unknown products', () => {
  // Well-formed but unknown uuids are not bad input: spec §7/§8 report them as skipped items.
  prop.prop([fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 1, maxLength: 20 })], { numRuns: 10 })(
    'are skipped with a Polish message naming each, and nothing changes',
    async (uuids) => {
      const cart = await filledCart();
      const before = await cartTablesSnapshot();
      const { status, body } = await cart.add(uuids.map((uuid) => ({ uuid, quantity: 1 })));
      expect(status).toBe(200);
      expect(body.items.directlyProcessedCnt).toEqual({ added: 0, skipped: uuids.length });
      expect(body.alertMessages.error).toEqual(uuids.map((uuid) => `Nie znaleziono produktu o identyfikatorze ${uuid}; pominięto go.`));
      expect(await cartTablesSnapshot()).toBe(before);
    },
  );
});

describe('bad bodies', () => {
  const uuid = pick(inStock).uuid;
  it.each([
    ['malformed JSON', '{"productsData": [{"uuid": "x", '],
    ['no productsData', '{}'],
    ['an empty productsData', '{"productsData": []}'],
    ['productsData not a list', `{"productsData": {"uuid": "${uuid}", "quantity": 1}}`],
    ['a malformed uuid', '{"productsData": [{"uuid": "not-a-uuid", "quantity": 1}]}'],
    ['an uppercase uuid', `{"productsData": [{"uuid": "${uuid.toUpperCase()}", "quantity": 1}]}`],
    ['a price sent by the browser', `{"productsData": [{"uuid": "${uuid}", "quantity": 1, "price": 1}]}`],
    ['an unknown field', `{"productsData": [{"uuid": "${uuid}", "quantity": 1}], "cartId": 1}`],
    ['increaseQuantity not a boolean', `{"productsData": [{"uuid": "${uuid}", "quantity": 1}], "increaseQuantity": "false"}`],
    ['JSON that is not an object', '[1, 2]'],
  ])('refuses %s with a Polish 400, and nothing changes', async (_label, text) => {
    const cart = await filledCart();
    const before = await cartTablesSnapshot();
    const { status, body } = await cart.call('POST', '/products', text);
    expectPolishRefusal(status, body);
    expect(await cartTablesSnapshot()).toBe(before);
  });

  it(`refuses more than ${MAX_CART_LINES} products in one call`, async () => {
    const cart = await filledCart();
    const before = await cartTablesSnapshot();
    const productsData = Array.from({ length: MAX_CART_LINES + 1 }, () => ({ uuid: crypto.randomUUID(), quantity: 1 }));
    const { status, body } = await cart.call('POST', '/products', { productsData });
    expectPolishRefusal(status, body);
    expect(await cartTablesSnapshot()).toBe(before);
  });

  it('refuses a body that is not JSON with a Polish 415', async () => {
    const cart = await filledCart();
    const before = await cartTablesSnapshot();
    const { status, body } = await cart.call('POST', '/products', undefined, { 'Content-Type': 'text/csv' });
    expectPolishRefusal(status, body, 415);
    expect(await cartTablesSnapshot()).toBe(before);
  });
});

describe(`the ${MAX_CART_LINES}-line limit`, () => {
  it('refuses a change that would pass it with a Polish 422 and changes nothing, but still changes lines already there', async () => {
    expect(inStock.length).toBeGreaterThan(MAX_CART_LINES);
    const cart = cartOf();
    const full = await cart.add(inStock.slice(0, MAX_CART_LINES).map((product) => ({ uuid: product.uuid, quantity: 1 })));
    expect(full.body.cartSummary.cnt).toBe(MAX_CART_LINES);
    const before = await cartTablesSnapshot();

    const refused = await cart.add([
      { uuid: pick(inStock, 0).uuid, quantity: 1 },
      { uuid: pick(inStock, MAX_CART_LINES).uuid, quantity: 1 },
    ]);
    expectPolishRefusal(refused.status, refused.body, 422);
    expect(errorOf(refused.body)).toEqual({
      code: 'cart_full',
      message: `Koszyk może mieć najwyżej ${MAX_CART_LINES} pozycji, a po tej zmianie miałby ich ${MAX_CART_LINES + 1}. Usuń niektóre pozycje, aby dodać nowe.`,
    });
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await cart.setQuantity(pick(inStock, MAX_CART_LINES).uuid, 1)).status).toBe(422);
    expect(await cartTablesSnapshot()).toBe(before);

    const increased = await cart.add([{ uuid: pick(inStock, 0).uuid, quantity: 4 }]);
    expect(increased.status).toBe(200);
    expect(increased.body.cartSummary).toEqual({ cnt: MAX_CART_LINES, quantity: MAX_CART_LINES + 4 });
  });
});

describe('cart ids', () => {
  it('answers a call straight to the API without Cart-Session-Id with a Polish 400 naming the header', async () => {
    const before = await cartTablesSnapshot();
    const response = await api.request(
      '/api/public/v1/carts/products',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ productsData: [{ uuid: pick(inStock).uuid, quantity: 1 }] }),
      },
      env,
    );
    const body: unknown = await response.json();
    expectPolishRefusal(response.status, body);
    expect(errorOf(body).fields).toEqual({ 'cart-session-id': 'To pole jest wymagane.' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await cartTablesSnapshot()).toBe(before);
  });

  prop.prop([fc.constantFrom('abc', '123', "' OR 1=1 --", '00000000-0000-0000-0000-000000000000', `${crypto.randomUUID()}x`, 'null')], {
    numRuns: 6,
  })('refuses a malformed Cart-Session-Id with a Polish 400, and nothing changes', async (sessionId) => {
    const before = await cartTablesSnapshot();
    const cart = cartOf(sessionId);
    for (const answer of [await cart.add([{ uuid: pick(inStock).uuid, quantity: 1 }]), await cart.get(), await cart.empty()]) {
      expectPolishRefusal(answer.status, answer.body);
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect(await cartTablesSnapshot()).toBe(before);
  });

  it('reads an uppercase Cart-Session-Id through the edge as the same cart', async () => {
    const cart = await filledCart();
    const shouting = cartOf(cart.sessionId.toUpperCase());
    expect((await shouting.summary()).body.cartSummary).toEqual({ cnt: 1, quantity: 2 });
  });

  it("a foreign cart's public uuid opens nothing: it is not a session id", async () => {
    const cart = await filledCart();
    const { body } = await cart.get();
    if (!body.uuid) throw new Error('no cart uuid');
    const stranger = cartOf(body.uuid);
    expect((await stranger.get()).body.items).toEqual([]);
  });
});
