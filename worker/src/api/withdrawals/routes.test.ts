/**
 * A consumer's withdrawal (issue 33, `POST /api/public/v1/withdrawals`) on real orders: the
 * statement is stored with the moment it came and acknowledged at once, in full, with that date and
 * time, in the same batch; the shop is told. The same form sent twice, even at once, is one
 * statement. An order of another address answers as no order; a company's, a cancelled one and one
 * delivered more than 14 days ago are refused with the reason, and nothing is written.
 */
import { env, SELF } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '#lib/dates.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { readOutbox } from '#worker-test/mail.ts';
import { checkout, companyBuyer, filledCart, getOrder, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';

type Answer = {
  uuid: string;
  orderNumber: string;
  email: string;
  receivedAt: string;
  statement: string;
  error: { code: string; message: string };
};

async function withdraw(body: Record<string, unknown>) {
  const response = await SELF.fetch(`${ORIGIN}/api/public/v1/withdrawals`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestKey: crypto.randomUUID(), ...body }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** An order of three products (2, 3 and 1 units) by a private buyer, or a company. */
async function placed(buyer?: typeof companyBuyer) {
  const products = [0, 1, 2].map((index, at) => ({ uuid: pick(inStock, 10 + index).uuid, quantity: [2, 3, 1][at] ?? 1 }));
  for (const product of products) await setStock(product.uuid, 500);
  const order = await checkout(await filledCart(products), buyer ? { buyer } : {});
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const row = await env.DB.prepare('SELECT id, number, email FROM orders WHERE uuid = ?1')
    .bind(order.body.uuid)
    .first<{ id: number; number: string; email: string }>();
  const { results: lines } = await env.DB.prepare(
    'SELECT product_number AS productNumber, product_name AS name, quantity FROM order_lines WHERE order_id = ?1 ORDER BY id',
  )
    .bind(row?.id)
    .all<{ productNumber: string; name: string; quantity: number }>();
  return { ...order.body, id: row?.id ?? 0, number: row?.number ?? '', email: row?.email ?? '', lines };
}

/** The order delivered `daysAgo` days ago, as staff mark it. */
async function deliveredDaysAgo(orderId: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await env.DB.batch([
    env.DB.prepare('UPDATE orders SET status = 60 WHERE id = ?1').bind(orderId),
    env.DB.prepare("INSERT INTO order_status_changes (order_id, from_status, to_status, actor, changed_at) VALUES (?1, 40, 60, 'test', ?2)").bind(
      orderId,
      at,
    ),
  ]);
}

const withdrawalsOf = async (orderId: number) =>
  (await env.DB.prepare('SELECT * FROM withdrawals WHERE order_id = ?1 ORDER BY id').bind(orderId).all()).results;

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

// Every test here writes from one network and mostly one address: the form's hourly limits
// (forms/guard.ts, 10 per address) are the rate-limit tests' business, not these.
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limit_hits').run();
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('a consumer withdraws', () => {
  it('from two of three products: stored with the moment it came, acknowledged at once in full, the shop told', async () => {
    const order = await placed();
    const before = Date.now();
    const [first, second] = order.lines;
    const answer = await withdraw({
      consumerName: 'Anna Nowak',
      orderNumber: order.number.toLowerCase(),
      email: order.email.toUpperCase(),
      lines: [
        { productNumber: first?.productNumber, quantity: 2 },
        { productNumber: second?.productNumber, quantity: 1 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Date.parse(answer.body.receivedAt)).toBeGreaterThanOrEqual(before);
    expect(answer.body.statement).toContain('Ja, Anna Nowak, niniejszym informuję o moim odstąpieniu od umowy sprzedaży następujących rzeczy:');
    expect(answer.body.statement).toContain(`${first?.name} (nr ${first?.productNumber}) – 2 `);
    expect(answer.body.statement).toContain(`${second?.name} (nr ${second?.productNumber}) – 1 `);
    expect(answer.body.statement).not.toContain(order.lines[2]?.name ?? '?');

    const [stored] = await withdrawalsOf(order.id);
    expect(stored).toMatchObject({ consumer_name: 'Anna Nowak', email: order.email.toLowerCase(), statement: answer.body.statement });
    expect(stored?.received_at).toBe(answer.body.receivedAt);

    const mails = (await readOutbox(env.DB)).filter(
      (mail) => mail.kind === 'withdrawal_acknowledgement' && mail.recipient === order.email.toLowerCase(),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(formatDateTime(answer.body.receivedAt));
    for (const line of answer.body.statement.split('\n')) expect(mails[0]?.text_body).toContain(line);
    const notice = (await readOutbox(env.DB)).filter((mail) => mail.kind === 'withdrawal_notice' && mail.subject.includes(order.number));
    expect(notice).toHaveLength(1);
    expect((await getOrder(order.uuid, order.hash)).body.withdrawal).toEqual({ open: true, deadline: null });

    // What is left can be withdrawn after; more than is left cannot.
    const tooMuch = await withdraw({
      consumerName: 'Anna Nowak',
      orderNumber: order.number,
      email: order.email,
      lines: [{ productNumber: first?.productNumber, quantity: 1 }],
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toContain('zostało do odstąpienia 0');
    const rest = await withdraw({ consumerName: 'Anna Nowak', orderNumber: order.number, email: order.email });
    expect(rest.status).toBe(200);
    expect(rest.body.statement).toContain(`wszystkich rzeczy z zamówienia ${order.number}`);
    const after = await withdraw({ consumerName: 'Anna Nowak', orderNumber: order.number, email: order.email });
    expect(after.status).toBe(409);
    expect(after.body.error.message).toBe('Od tego zamówienia już odstąpiono w całości.');
    expect(await withdrawalsOf(order.id)).toHaveLength(2);
  });

  it('once, when the same form is sent twice, even at the same time', async () => {
    const order = await placed();
    const body = { requestKey: crypto.randomUUID(), consumerName: 'Jan Kowalski', orderNumber: order.number, email: order.email };
    const answers = await Promise.all([withdraw(body), withdraw(body), withdraw(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.uuid)).size).toBe(1);
    expect(await withdrawalsOf(order.id)).toHaveLength(1);
    const acknowledgements = (await readOutbox(env.DB)).filter(
      (mail) => mail.kind === 'withdrawal_acknowledgement' && mail.subject.includes(order.number),
    );
    expect(acknowledgements).toHaveLength(1);
  });

  it('as a sole trader who bought on a consumer’s rights (art. 38a): the company’s order is withdrawn from like a consumer’s', async () => {
    const order = await placed({ ...companyBuyer, consumerRights: true } as typeof companyBuyer);
    const answer = await withdraw({ consumerName: 'Jan Firma', orderNumber: order.number, email: order.email });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await withdrawalsOf(order.id)).toHaveLength(1);
  });

  it('until the end of the 14th day after delivery, not a day later', async () => {
    const open = await placed();
    await deliveredDaysAgo(open.id, 14);
    expect((await withdraw({ consumerName: 'Anna Nowak', orderNumber: open.number, email: open.email })).status).toBe(200);

    const late = await placed();
    // 15 days, and past any weekend or holiday that moves the end: 20 days.
    await deliveredDaysAgo(late.id, 20);
    const refused = await withdraw({ consumerName: 'Anna Nowak', orderNumber: late.number, email: late.email });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^Termin na odstąpienie od umowy minął \d{2}-\d{2}-\d{4} \(14 dni od dostawy\)\.$/);
    expect(await withdrawalsOf(late.id)).toEqual([]);
    expect((await getOrder(late.uuid, late.hash)).body.withdrawal).toMatchObject({ open: false });
  });
});

describe('refused, with nothing written', () => {
  it('an order of another address answers as no order; a company’s and a cancelled one say why', async () => {
    const order = await placed();
    const other = await withdraw({ consumerName: 'Ktoś Obcy', orderNumber: order.number, email: 'ktos@example.pl' });
    const none = await withdraw({ consumerName: 'Ktoś Obcy', orderNumber: 'ZAM/2099/999999', email: order.email });
    expect([other.status, none.status]).toEqual([404, 404]);
    expect(other.body.error.message).toBe(none.body.error.message);

    const company = await placed(companyBuyer);
    const refusedCompany = await withdraw({ consumerName: 'Jan Firma', orderNumber: company.number, email: company.email });
    expect(refusedCompany.status).toBe(409);
    expect(refusedCompany.body.error.message).toContain('przysługuje konsumentom');
    expect((await getOrder(company.uuid, company.hash)).body.withdrawal).toBeNull();

    await env.DB.prepare('UPDATE orders SET status = 5 WHERE id = ?1').bind(order.id).run();
    const cancelled = await withdraw({ consumerName: 'Anna Nowak', orderNumber: order.number, email: order.email });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toContain('anulowane');

    const unknownProduct = await placed();
    const notInOrder = await withdraw({
      consumerName: 'Anna Nowak',
      orderNumber: unknownProduct.number,
      email: unknownProduct.email,
      lines: [{ productNumber: 'NIE-MA-TAKIEGO', quantity: 1 }],
    });
    expect(notInOrder.status).toBe(409);
    expect(await withdrawalsOf(order.id)).toEqual([]);
    expect(await withdrawalsOf(company.id)).toEqual([]);
    expect(await withdrawalsOf(unknownProduct.id)).toEqual([]);
    const numbers = [order.number, company.number, unknownProduct.number];
    const withdrawalMails = (await readOutbox(env.DB)).filter(
      (mail) => mail.kind.startsWith('withdrawal_') && numbers.some((number) => mail.subject.includes(number)),
    );
    expect(withdrawalMails).toEqual([]);
  });

  it('a body that breaks the form’s rules: 400 in Polish', async () => {
    const order = await placed();
    for (const body of [
      { orderNumber: order.number, email: order.email },
      { consumerName: 'Anna Nowak', orderNumber: '12345', email: order.email },
      { consumerName: 'Anna Nowak', orderNumber: order.number, email: 'nie-adres' },
      { consumerName: 'Anna Nowak', orderNumber: order.number, email: order.email, lines: [{ productNumber: 'X', quantity: 0 }] },
      { consumerName: 'Anna Nowak', orderNumber: order.number, email: order.email, requestKey: 'abc' },
    ]) {
      const answer = await withdraw(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(/[ąćęłńóśźżA-Za-z]/);
    }
    expect(await withdrawalsOf(order.id)).toEqual([]);
  });
});
