/**
 * The staff and a consumer's withdrawal (issue 33): the order's page lists the statement with its
 * full text and the day the refund is due (14 days after it came, art. 32); accepting the return
 * is recorded once, with who did it, on the order's audit trail; an editor may not.
 */
import { env, SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay } from '#lib/dates.ts';
import { addDays } from '#lib/polish-calendar.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkout, filledCart, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';

type Withdrawal = { uuid: string; receivedAt: string; refundDueBy: string; statement: string; acceptedAt: string | null; acceptedBy: string | null };

async function admin<T>(path: string, headers: Record<string, string>, json?: unknown) {
  const response = await SELF.fetch(`${ORIGIN}/api/admin/v1${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('a withdrawal on the order’s page', () => {
  it('is listed in full with its refund day, accepted once by name, and kept from editors', async () => {
    const product = pick(inStock, 20);
    await setStock(product.uuid, 100);
    const placed = await checkout(await filledCart([{ uuid: product.uuid, quantity: 2 }]));
    const order = await env.DB.prepare('SELECT number, email FROM orders WHERE uuid = ?1')
      .bind(placed.body.uuid)
      .first<{ number: string; email: string }>();
    const sent = await SELF.fetch(`${ORIGIN}/api/public/v1/withdrawals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestKey: crypto.randomUUID(), consumerName: 'Anna Nowak', orderNumber: order?.number, email: order?.email }),
    });
    expect(sent.status).toBe(200);

    const staff = await staffSession('orders', 'Ola Zwroty');
    const page = await admin<{ withdrawals: Withdrawal[] }>(`/orders/${placed.body.uuid}`, staff);
    const [withdrawal] = page.body.withdrawals;
    expect(withdrawal?.statement).toContain('Ja, Anna Nowak, niniejszym informuję o moim odstąpieniu od umowy');
    expect(withdrawal?.refundDueBy).toBe(addDays(shopDay(withdrawal?.receivedAt ?? ''), 14));
    expect(withdrawal?.acceptedAt).toBeNull();

    const path = `/orders/${placed.body.uuid}/withdrawals/${withdrawal?.uuid}/acceptance`;
    const editor = await staffSession('editor');
    expect((await admin(path, editor, {})).status).toBe(403);
    const accepted = await admin<Withdrawal>(path, staff, { note: 'Towar wrócił kompletny' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ uuid: withdrawal?.uuid, acceptedBy: 'Ola Zwroty' });
    const again = await admin<{ error: { message: string } }>(path, staff, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Ten zwrot jest już przyjęty; nic nie zmieniono.');
    expect((await admin(`/orders/${placed.body.uuid}/withdrawals/${crypto.randomUUID()}/acceptance`, staff, {})).status).toBe(404);

    const audit = await env.DB.prepare("SELECT actor_name, change FROM audit_log WHERE operation = 'acceptWithdrawal' AND object_id = ?1")
      .bind(placed.body.uuid)
      .all<{ actor_name: string; change: string }>();
    expect(audit.results).toHaveLength(1);
    expect(JSON.parse(audit.results[0]?.change ?? '{}')).toMatchObject({
      withdrawal: withdrawal?.uuid,
      accepted: true,
      note: 'Towar wrócił kompletny',
    });
  });
});
