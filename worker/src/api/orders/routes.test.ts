/**
 * Issue 13: placing an order from the cart, reading it by its link and confirming the buyer's
 * address. Through the whole worker, as the checkout calls it.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_DELIVERY_THRESHOLD_NET } from '#lib/delivery-cost.ts';
import { currentConsent } from '#lib/forms/consents.ts';
import { SELLER } from '#lib/seller.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { API, checkout, checkoutOf, companyBuyer, expectedTotalOf, filledCart, getOrder, postOrder, setStock, stockOf } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';
import { listMailsOfCause } from '../../mail/outbox.ts';

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('the delivery methods', () => {
  it('are the seeded courier, parcel locker and branch pick-up, with net and gross costs', async () => {
    const response = await SELF.fetch(`${API}/checkout/delivery-methods`);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { code: string; priceNetto: number; priceGross: number }[] };
    expect(items.map((item) => item.code)).toEqual(['courier', 'parcel_locker', 'branch_pickup']);
    expect(items[0]).toMatchObject({ priceNetto: 1800, priceGross: 2214 });
  });
});

describe('placing an order', () => {
  it('signs the buyer up for the newsletter in the same batch when they ticked it: double opt-in, recorded as from the checkout', async () => {
    const product = pick(inStock, 1);
    await setStock(product.uuid, 50);
    const email = `sklep-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    const withConsent = checkoutOf();
    const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    const placed = await checkout(cart, {
      buyer: { ...withConsent.buyer, email },
      consents: { ...withConsent.consents, newsletter: currentConsent('newsletter').version },
    });
    expect(placed.status).toBe(200);
    const subscriber = await env.DB.prepare('SELECT id, status FROM newsletter_subscribers WHERE email = ?1')
      .bind(email)
      .first<{ id: string; status: string }>();
    expect(subscriber?.status).toBe('pending');
    const consent = await env.DB.prepare('SELECT source, consent_version FROM newsletter_consents WHERE subscriber_id = ?1')
      .bind(subscriber?.id)
      .first();
    expect(consent).toEqual({ source: 'checkout', consent_version: currentConsent('newsletter').version });
    const mails = await env.DB.prepare('SELECT kind FROM mail_outbox WHERE recipient = ?1 ORDER BY kind').bind(email).all<{ kind: string }>();
    expect(mails.results.map((mail) => mail.kind)).toEqual(['newsletter_confirmation', 'order_confirmation']);

    // Without the tick, nothing of the newsletter.
    const other = `bez-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    const again = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    expect((await checkout(again, { buyer: { ...withConsent.buyer, email: other } })).status).toBe(200);
    expect(await env.DB.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?1').bind(other).first()).toBeNull();
  });

  it('charges no delivery from the free-delivery threshold on, as the header promises', async () => {
    const product = pick(inStock, 0);
    await setStock(product.uuid, 9999);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    const unitNet = (await cart.get()).body.totals.priceNetto;
    await cart.setQuantity(product.uuid, Math.ceil((FREE_DELIVERY_THRESHOLD_NET ?? 0) / unitNet));
    const itemsGross = (await cart.get()).body.totals.priceGross;
    const placed = await checkout(cart);
    expect(placed.status).toBe(200);
    const order = await getOrder(placed.body.uuid, placed.body.hash);
    expect(order.body.delivery).toMatchObject({ priceNetto: 0, priceGross: 0 });
    expect(order.body.totals.priceGross).toBe(itemsGross);
  });

  it('writes the order, its lines and package, takes the stock, empties the cart and mails both links', async () => {
    const product = pick(inStock, 0);
    await setStock(product.uuid, 10);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 3 }]);
    const placed = await checkout(cart);
    expect(placed.status).toBe(200);
    expect(placed.body).toEqual({
      uuid: expect.any(String),
      hash: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      number: expect.stringMatching(/^ZAM\/\d{4}\/\d{6}$/),
      status: 37,
    });
    expect(await stockOf(product.uuid)).toBe(7);
    expect((await cart.summary()).body.cartSummary.cnt).toBe(0);

    const mails = await listMailsOfCause(env.DB, { kind: 'order', id: placed.body.uuid });
    expect(mails.map((written) => written.kind).sort()).toEqual(['order_confirmation', 'order_notice']);
    const mail = mails.find((written) => written.kind === 'order_confirmation');
    const notice = mails.find((written) => written.kind === 'order_notice');
    expect(mail).toMatchObject({ kind: 'order_confirmation', recipient: 'anna.nowak@example.pl', status: 'pending' });
    // The shop's notice, in the same batch (issue 31): to the shop's mailbox, with the order in the panel.
    expect(notice).toMatchObject({
      kind: 'order_notice',
      status: 'pending',
      subject: expect.stringMatching(new RegExp(`^Nowe zamówienie ${placed.body.number.replaceAll('/', '\\/')}: `)),
    });
    expect(notice?.recipient).not.toBe('anna.nowak@example.pl');
    expect(notice?.text_body).toContain(`${ORIGIN}/panel/zamowienia/${placed.body.uuid}`);
    expect(JSON.parse(notice?.headers ?? '{}')).toEqual({ 'Reply-To': 'anna.nowak@example.pl' });
    expect(mail?.subject).toBe(`Zamówienie ${placed.body.number}: przyjęte`);
    const summaryLink = `${ORIGIN}/zamowienie/${placed.body.uuid}/podsumowanie/${placed.body.hash}`;
    expect(mail?.text_body).toContain(summaryLink);
    // Paid by transfer: the mail says where to, under which title, how much.
    expect(mail?.text_body).toContain(`rachunek ${SELLER.bankAccount}, tytuł „${placed.body.number}”`);
    const confirmation = mail?.text_body.match(
      new RegExp(`${ORIGIN}/zamowienie/${placed.body.uuid}/potwierdzenie/${placed.body.hash}/([A-Za-z0-9_-]{43})`),
    );
    expect(confirmation).not.toBeNull();

    const order = await getOrder(placed.body.uuid, placed.body.hash);
    expect(order.status).toBe(200);
    expect(order.headers.get('Cache-Control')).toBe('private, no-store');
    expect(order.body).toMatchObject({
      number: placed.body.number,
      status: 37,
      statusLabel: 'Oczekuje na płatność',
      customerType: 1,
      customerAddress: 'ul. Legnicka 12/4',
      customerZipCode: '54-203',
      customerCity: 'Wrocław',
      invoiceEmail: 'anna.nowak@example.pl',
      emailConfirmed: false,
      delivery: { method: 'courier', priceNetto: 1800, priceGross: 2214 },
      payment: { method: 'transfer' },
      paymentLink: null,
    });
    expect(order.body.packages).toEqual([
      expect.objectContaining({
        source: 'stock',
        items: [expect.objectContaining({ quantity: 3, product: expect.objectContaining({ uuid: product.uuid }) })],
      }),
    ]);
    const vatSum = order.body.totals.vatByRate.reduce((sum, rate) => sum + rate.vat, 0);
    expect(order.body.totals.priceNetto + vatSum).toBe(order.body.totals.priceGross);

    // The confirmation link works once; later clicks say it was confirmed before.
    const confirm = () =>
      SELF.fetch(`${API}/orders/${placed.body.uuid}/${placed.body.hash}/confirmations/${confirmation?.[1]}`, {
        method: 'POST',
        headers: { Origin: ORIGIN },
      });
    expect(await (await confirm()).json()).toEqual({ confirmed: true, alreadyConfirmed: false });
    expect(await (await confirm()).json()).toEqual({ confirmed: true, alreadyConfirmed: true });
    expect((await getOrder(placed.body.uuid, placed.body.hash)).body.emailConfirmed).toBe(true);
  });

  it('numbers orders one after another', async () => {
    const product = pick(inStock, 1);
    await setStock(product.uuid, 10);
    const first = await checkout(await filledCart([{ uuid: product.uuid, quantity: 1 }]));
    const second = await checkout(await filledCart([{ uuid: product.uuid, quantity: 1 }]));
    const sequence = (number: string) => Number(number.split('/')[2]);
    expect(sequence(second.body.number)).toBe(sequence(first.body.number) + 1);
  });

  it('puts what the stock cannot cover into the supplier package, without taking stock', async () => {
    const [here, supplied] = [pick(inStock, 2), pick(inStock, 3)];
    await setStock(here.uuid, 5);
    await setStock(supplied.uuid, 1, 7);
    const placed = await checkout(
      await filledCart([
        { uuid: here.uuid, quantity: 2 },
        { uuid: supplied.uuid, quantity: 4 },
      ]),
      {
        delivery: { method: 'parcel_locker', lockerCode: 'wro01m' },
        paymentMethod: 'cod',
      },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe(50);
    expect(await stockOf(supplied.uuid)).toBe(1);
    const order = (await getOrder(placed.body.uuid, placed.body.hash)).body;
    expect(order.packages.map((entry) => [entry.source, entry.supplierDeliveryDays, entry.items.length])).toEqual([
      ['supplier', 7, 1],
      ['stock', null, 1],
    ]);
    expect(order.delivery).toMatchObject({ method: 'parcel_locker', parcelLockerCode: 'WRO01M' });
  });

  it('keeps the pick-up branch as it was when ordered', async () => {
    const product = pick(inStock, 9);
    await setStock(product.uuid, 10);
    const branch = testCatalogue.branches[0];
    if (!branch) throw new Error('the demo catalogue has no branch');
    const placed = await checkout(await filledCart([{ uuid: product.uuid, quantity: 1 }]), {
      delivery: { method: 'branch_pickup', branchSlug: branch.slug },
    });
    expect(placed.status).toBe(200);
    expect((await getOrder(placed.body.uuid, placed.body.hash)).body.delivery).toMatchObject({
      method: 'branch_pickup',
      branch: { slug: branch.slug, name: branch.name },
      priceGross: 0,
    });
  });

  it('answers an empty cart with a Polish 409', async () => {
    const answer = await postOrder(crypto.randomUUID(), { ...checkoutOf(), expectedTotalGross: 2214 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'cart_empty', message: expect.stringMatching(/^Koszyk jest pusty/) } });
  });
});

describe('prices', () => {
  it('are recomputed on the server: a price changed since the cart was shown stops the order with the new totals', async () => {
    const product = pick(inStock, 4);
    await setStock(product.uuid, 10);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 2 }]);
    const shown = await expectedTotalOf((await cart.get()).body);
    await env.DB.prepare('UPDATE products SET net_price = net_price + 1000 WHERE uuid = ?1').bind(product.uuid).run();
    const before = await stockOf(product.uuid);
    const answer = await postOrder(cart.sessionId, { ...checkoutOf(), expectedTotalGross: shown });
    expect(answer.status).toBe(409);
    const body = answer.body as unknown as { error: { code: string; message: string }; totals: { priceGross: number } };
    expect(body.error.code).toBe('totals_changed');
    expect(body.error.message).toMatch(/^Ceny zmieniły się/);
    expect(body.totals.priceGross).toBe(await expectedTotalOf((await cart.get()).body));
    expect(body.totals.priceGross).toBeGreaterThan(shown);
    expect(await stockOf(product.uuid)).toBe(before);
    // With the new total the same cart is ordered.
    const again = await postOrder(cart.sessionId, { ...checkoutOf(), expectedTotalGross: body.totals.priceGross });
    expect(again.status).toBe(200);
  });

  it('never come from the browser: a price in the body is refused', async () => {
    const product = pick(inStock, 5);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    const answer = await postOrder(cart.sessionId, { ...checkoutOf(), expectedTotalGross: 1, unitPrice: 1 });
    expect(answer.status).toBe(400);
  });
});

describe('the NIP rule', () => {
  it('asks a company and a budget unit for a name and a NIP with the right check digit', async () => {
    const product = pick(inStock, 6);
    await setStock(product.uuid, 10);
    const cart = await filledCart([{ uuid: product.uuid, quantity: 1 }]);
    const total = await expectedTotalOf((await cart.get()).body);
    const { nip: _nip, companyName: _name, ...withoutNip } = companyBuyer;
    const cases = [
      [
        { ...withoutNip, customerType: 11 },
        { 'buyer.nip': 'Podaj NIP.', 'buyer.companyName': 'Podaj nazwę firmy lub jednostki.' },
      ],
      [
        { ...companyBuyer, customerType: 12, nip: '526-025-02-75' },
        { 'buyer.nip': 'Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy nie ma literówki.' },
      ],
      [{ ...companyBuyer, nip: '12345' }, { 'buyer.nip': 'NIP ma 10 cyfr, np. 526-025-02-74.' }],
    ] as const;
    for (const [buyer, fields] of cases) {
      const answer = await postOrder(cart.sessionId, { ...checkoutOf({ buyer }), expectedTotalGross: total });
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as { error: { fields: Record<string, string> } }).error.fields).toMatchObject(fields);
    }
    const placed = await postOrder(cart.sessionId, {
      ...checkoutOf({ buyer: { ...companyBuyer, nip: 'PL 526 025 02 74' } }),
      expectedTotalGross: total,
    });
    expect(placed.status).toBe(200);
    const order = (await getOrder(placed.body.uuid, placed.body.hash)).body;
    expect(order).toMatchObject({ customerType: 11, companyName: 'Czysta Firma sp. z o.o.', nip: '5260250274' });
  });

  it('keeps no NIP for a private buyer', async () => {
    const product = pick(inStock, 7);
    await setStock(product.uuid, 10);
    const placed = await checkout(await filledCart([{ uuid: product.uuid, quantity: 1 }]), {
      buyer: { ...checkoutOf().buyer, nip: '5260250274', companyName: 'Nie firma' },
    });
    expect(placed.status).toBe(200);
    expect((await getOrder(placed.body.uuid, placed.body.hash)).body).toMatchObject({ customerType: 1, nip: null, companyName: null });
  });
});

describe('the order link', () => {
  it('answers a wrong hash exactly like a missing order', async () => {
    const product = pick(inStock, 8);
    await setStock(product.uuid, 10);
    const placed = await checkout(await filledCart([{ uuid: product.uuid, quantity: 1 }]));
    const wrongHash = await getOrder(placed.body.uuid, `${placed.body.hash.slice(0, -1)}${placed.body.hash.endsWith('A') ? 'B' : 'A'}`);
    const missing = await getOrder(crypto.randomUUID(), placed.body.hash);
    expect(wrongHash.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(wrongHash.body).toEqual(missing.body);
    expect(wrongHash.body).toEqual({ error: { code: 'not_found', message: 'Nie znaleźliśmy zamówienia.' } });
    const wrongToken = await SELF.fetch(`${API}/orders/${placed.body.uuid}/${placed.body.hash}/confirmations/${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { Origin: ORIGIN },
    });
    expect(wrongToken.status).toBe(404);
  });
});
