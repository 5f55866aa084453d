/**
 * The order confirmation is the contract on a durable medium (art. 21 of the consumer rights act,
 * issue 33): every line with its number, units and prices, the delivery and its cost, VAT per rate
 * and the total, whose net the lines and the delivery add up to; the buyer's and the delivery's
 * addresses; the payment and its instructions; the terms accepted with their version; for a
 * consumer the right of withdrawal with its form and the act's model form; the seller's full identity. A company's
 * confirmation says nothing of the consumer's right.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { currentConsent } from '#lib/forms/consents.ts';
import { formatPrice } from '#lib/money.ts';
import { SELLER } from '#lib/seller.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkout, companyBuyer, filledCart, getOrder, setStock } from '#worker-test/orders.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { listMailsOfCause } from '../../mail/outbox.ts';

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

async function confirmationOf(buyer?: typeof companyBuyer, delivery?: Record<string, unknown>) {
  const products = [pick(inStock, 30), pick(inStock, 31)];
  for (const product of products) await setStock(product.uuid, 100);
  const cart = await filledCart(products.map((product, index) => ({ uuid: product.uuid, quantity: index + 2 })));
  const placed = await checkout(cart, { ...(buyer ? { buyer } : {}), ...(delivery ? { delivery } : {}) } as never);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const mails = await listMailsOfCause(env.DB, { kind: 'order', id: placed.body.uuid });
  const mail = mails.find((written) => written.kind === 'order_confirmation');
  const order = await getOrder(placed.body.uuid, placed.body.hash);
  return { placed: placed.body, text: mail?.text_body ?? '', order: order.body };
}

/** The terms an order keeps: the consent's version and the accepted text's hash. */
async function termsOf(orderUuid: string) {
  const row = await env.DB.prepare(
    `SELECT o.terms_version, d.content_hash FROM orders o LEFT JOIN legal_documents d ON d.id = o.terms_document_id WHERE o.uuid = ?1`,
  )
    .bind(orderUuid)
    .first<{ terms_version: string; content_hash: string }>();
  if (!row) throw new Error(`no order ${orderUuid}`);
  return row;
}

async function acceptedTerms(hash: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/public/v1/pages/accepted/${hash}`);
  return { status: response.status, body: (await response.json()) as { title: string; body: string; error?: { message: string } } };
}

describe('the order confirmation', () => {
  it('holds the whole contract for a consumer', async () => {
    const { placed, text, order } = await confirmationOf(undefined, {
      method: 'courier',
      address: { name: 'Biuro Zdrój', street: 'ul. Zdrojowa 1', postcode: '58-500', city: 'Jelenia Góra' },
    });
    const items = order.packages.flatMap((pack) => pack.items);
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(text).toContain(
        `${item.product.name} (nr ${item.product.number}): ${item.quantity} ${item.product.salesUnit} × ${formatPrice(item.unitPrice.grossPrice)} = ${formatPrice(item.priceGross)} brutto (${formatPrice(item.priceNetto)} netto, VAT ${item.vatRate}`,
      );
    }
    // The lines and the delivery add up, net, to the total the order has.
    const linesNet = items.reduce((sum, item) => sum + item.priceNetto, 0);
    expect(linesNet + order.delivery.priceNetto).toBe(order.totals.priceNetto);
    expect(text).toContain(
      `Dostawa: ${order.delivery.name}: ${formatPrice(order.delivery.priceGross)} brutto (${formatPrice(order.delivery.priceNetto)} netto).`,
    );
    for (const rate of order.totals.vatByRate) expect(text).toContain(`VAT ${rate.vatRate}\u00a0%: ${formatPrice(rate.vat)}`);
    expect(text).toContain(`${formatPrice(order.totals.priceGross)} brutto (z dostawą)`);
    expect(text).toContain('Kupujący: Anna Nowak, ul. Legnicka 12/4, 54-203 Wrocław, anna.nowak@example.pl');
    expect(text).toContain('Adres dostawy: Biuro Zdrój, ul. Zdrojowa 1, 58-500 Jelenia Góra.');
    expect(text).toContain(`rachunek ${SELLER.bankAccount}, tytuł „${placed.number}”`);
    const kept = await termsOf(placed.uuid);
    expect(kept.terms_version).toBe(currentConsent('terms').version);
    expect(text).toContain(`Zaakceptowany regulamin (wersja ${kept.terms_version}): ${ORIGIN}/regulamin-zaakceptowany/${kept.content_hash}`);
    expect(text).toContain('Prawo odstąpienia od umowy: możesz odstąpić od umowy bez podawania przyczyny w ciągu 14 dni');
    expect(text).toContain(`Odstąp od umowy tutaj: ${ORIGIN}/odstapienie-od-umowy?zamowienie=${encodeURIComponent(placed.number)}`);
    // The act's model form (załącznik nr 2), as its page and the PDF the build makes.
    expect(text).toContain('np. na ustawowym wzorze formularza („Wzór formularza odstąpienia od umowy”');
    expect(text).toContain(`Wzór formularza odstąpienia od umowy: ${ORIGIN}/odstapienie-od-umowy/formularz`);
    expect(text).toContain(`Wzór formularza odstąpienia od umowy (PDF): ${ORIGIN}/pliki/formularz-odstapienia-od-umowy.pdf`);
    expect(text).toContain('ponosi Klient (art. 34 ust. 2');
    for (const fact of [SELLER.name, SELLER.nip, SELLER.regon, SELLER.krs, SELLER.registryCourt, formatPrice(SELLER.shareCapital), SELLER.phone])
      expect(text).toContain(fact);
  });

  it('says nothing of the consumer’s right to a company', async () => {
    const { text } = await confirmationOf(companyBuyer);
    expect(text).toContain(`${companyBuyer.companyName}, NIP `);
    expect(text).not.toContain('odstąpi');
    expect(text).not.toContain('/odstapienie-od-umowy');
    expect(text).not.toContain('.pdf');
    expect(text).toContain(SELLER.krs);
  });

  it('tells a sole trader buying on a consumer’s rights (art. 38a) of the withdrawal, and lets them withdraw', async () => {
    const { text, order } = await confirmationOf({ ...companyBuyer, consumerRights: true } as typeof companyBuyer);
    expect(text).toContain('Prawo odstąpienia od umowy');
    expect(text).toContain('/odstapienie-od-umowy');
    expect(order.withdrawal).toEqual({ open: true, deadline: null });
  });
});

describe('a hazardous product in the confirmation (issue 34)', () => {
  it('names its signal word and pictograms in the text, and shows the pictograms as PNG pictures with their alt in the HTML', async () => {
    const hazardous = await env.DB.prepare(
      `SELECT p.uuid FROM products p JOIN product_hazards h ON h.product_id = p.id
       WHERE p.is_active = 1 AND h.classified = 1 AND h.pictograms LIKE '%GHS05%' AND h.signal_word = 'Niebezpieczeństwo' ORDER BY p.id LIMIT 1`,
    ).first<string>('uuid');
    if (!hazardous) throw new Error('the seed has no corrosive product');
    await setStock(hazardous, 100);
    const cart = await filledCart([{ uuid: hazardous, quantity: 1 }]);
    const placed = await checkout(cart, {} as never);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const mail = (await listMailsOfCause(env.DB, { kind: 'order', id: placed.body.uuid })).find((written) => written.kind === 'order_confirmation');
    expect(mail?.text_body).toMatch(/Produkt niebezpieczny: Niebezpieczeństwo, GHS05: substancja żrąca/);
    expect(mail?.html_body).toContain(`<img src="${ORIGIN}/ghs/GHS05.png" alt="GHS05: substancja żrąca"`);
  });
});

describe('the terms as accepted', () => {
  it('stay as the order accepted them after the page changes; a new text is kept once, for the orders after', async () => {
    const first = await confirmationOf();
    const second = await confirmationOf();
    const before = await termsOf(first.placed.uuid);
    expect((await termsOf(second.placed.uuid)).content_hash).toBe(before.content_hash);
    const page = await env.DB.prepare("SELECT title, body FROM pages WHERE kind = 'content' AND slug = 'regulamin'").first<{
      title: string;
      body: string;
    }>();
    expect(await acceptedTerms(before.content_hash)).toEqual({
      status: 200,
      body: expect.objectContaining({ title: page?.title, body: page?.body }),
    });

    await env.DB.prepare("UPDATE pages SET body = body || ?1 WHERE kind = 'content' AND slug = 'regulamin'").bind('\n\n§ 99. Nowy paragraf.').run();
    const after = await confirmationOf();
    const changed = await termsOf(after.placed.uuid);
    expect(changed.content_hash).not.toBe(before.content_hash);
    expect((await acceptedTerms(changed.content_hash)).body.body).toContain('§ 99. Nowy paragraf.');
    expect((await acceptedTerms(before.content_hash)).body).toEqual(expect.objectContaining({ body: page?.body }));
    const documents = await env.DB.prepare("SELECT count(*) AS n FROM legal_documents WHERE slug = 'regulamin'").first<{ n: number }>();
    expect(documents?.n).toBe(2);
  });

  it('answers 404 in Polish for a hash no order accepted, and 400 for one that is not a hash', async () => {
    const unknown = await acceptedTerms('0'.repeat(64));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toContain('regulamin');
    expect((await acceptedTerms('nie-hash')).status).toBe(400);
  });
});

describe('buying on a consumer’s rights', () => {
  it('is a company’s choice: a private buyer or a budget unit sending it gets 400 in Polish, and nothing is written', async () => {
    const products = [pick(inStock, 32)];
    await setStock(products[0]?.uuid ?? '', 100);
    for (const customerType of [1, 12] as const) {
      const cart = await filledCart([{ uuid: products[0]?.uuid ?? '', quantity: 1 }]);
      const buyer = { ...companyBuyer, customerType, consumerRights: true };
      const refused = await checkout(cart, { buyer } as never);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('art. 38a');
    }
  });
});
