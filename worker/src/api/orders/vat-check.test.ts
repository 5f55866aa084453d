/**
 * Issue 13, spec §5: when the shop turns the VAT checker on, an organisation's NIP is asked of
 * the register (the local stand-in here, through a stubbed fetch) and the answer is kept on the
 * order; a register that is down never stops the order, which then carries a note.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '#lib/api-types.ts';
import { createVatRegisterStandIn } from '#scripts/lib/vat-register-stand-in.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkoutOf, companyBuyer, expectedTotalOf, filledCart, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { api } from '../app.ts';

const checkerEnv = { ...env, VAT_CHECKER: 'mf', VAT_CHECKER_URL: 'https://rejestr.test' };

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

async function orderAsCompany(index: number, nip: string): Promise<PlacedOrder> {
  const product = pick(inStock, index);
  await setStock(product.uuid, 10);
  const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
  const expectedTotalGross = await expectedTotalOf((await cart.get()).body);
  const response = await api.request(
    `${ORIGIN}/api/public/v1/orders`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Cart-Session-Id': cart.sessionId, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ ...checkoutOf({ buyer: { ...companyBuyer, nip } }), expectedTotalGross }),
    },
    checkerEnv,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as PlacedOrder;
}

const vatColumns = (uuid: string) => env.DB.prepare('SELECT vat_check, vat_check_note FROM orders WHERE uuid = ?1').bind(uuid).first();

describe('the VAT checker', () => {
  it('keeps an active VAT payer as confirmed', async () => {
    const register = createVatRegisterStandIn();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => register.handle(new Request(input, init)));
    const placed = await orderAsCompany(50, '897-123-45-61');
    expect(await vatColumns(placed.uuid)).toEqual({ vat_check: 'active', vat_check_note: null });
    expect(register.requests[0]).toMatch(/^\/api\/search\/nip\/8971234561/);
  });

  it('lets the order through with a note when both registers are down', async () => {
    const register = createVatRegisterStandIn();
    register.takeDown('mf');
    register.takeDown('vies');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => register.handle(new Request(input, init)));
    const placed = await orderAsCompany(51, '897-123-45-61');
    expect(await vatColumns(placed.uuid)).toEqual({
      vat_check: 'unavailable',
      vat_check_note: 'Rejestr VAT był niedostępny: NIP sprawdzono tylko sumą kontrolną.',
    });
  });
});
