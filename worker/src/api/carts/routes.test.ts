/**
 * The cart calls through the whole worker (issue 12): adding products and sets as spec §7 reads
 * the answers, the skip rules, quantities, prices recomputed from the catalogue with a notice
 * when they changed, totals by VAT rate, whose cart a session opens, and no caching.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductOffer } from '#lib/api-types.ts';
import { grossFromNet, multiply } from '#lib/money.ts';
import { cartOf, fromSupplier, inStock, onlyInSet, pick, unavailable, withdrawn } from '#worker-test/cart.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';

// Every request prints a log line; a failure names its call.
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

async function offerOf(uuid: string): Promise<ProductOffer> {
  const response = await SELF.fetch(`${ORIGIN}/api/public/v1/products/offers?uuids=${uuid}`);
  const { items } = (await response.json()) as { items: ProductOffer[] };
  const offer = items[0];
  if (!offer) throw new Error(`no offer for ${uuid}`);
  return offer;
}

describe('POST /carts/products', () => {
  it('adds a product, answers as spec §7 reads it, and the cart shows it at the catalogue price', async () => {
    const cart = cartOf();
    const product = pick(inStock);
    const added = await cart.add([{ uuid: product.uuid, quantity: 3 }]);
    expect(added.status).toBe(200);
    expect(added.body.alertMessages.success).toEqual([`Dodano do koszyka: „${product.name}”, 3 ${product.salesUnit}`]);
    expect(added.body.alertMessages.error).toEqual([]);
    expect(added.body.items.directlyProcessedCnt).toEqual({ added: 1, skipped: 0 });
    expect(added.body.cartSummary).toEqual({ cnt: 1, quantity: 3 });

    const { body } = await cart.get();
    const offer = await offerOf(product.uuid);
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.items).toHaveLength(1);
    const [line] = body.items;
    expect(line?.product).toMatchObject({ uuid: product.uuid, number: product.number, name: product.name, slug: product.slug });
    // The stock the line's supply is read from (issue 36 item 1), as the product's offer gives it.
    expect(line?.product.stock).toEqual(offer.stock);
    expect(line?.unitPrice).toEqual({ nettoPrice: offer.price.nettoPrice, grossPrice: offer.price.grossPrice });
    expect(line?.cartItemSummary).toEqual({ priceNetto: offer.price.nettoPrice * 3, priceGross: offer.price.grossPrice * 3 });
    expect(line?.priceChange).toBeNull();
    expect(line?.productSet).toBeNull();
    expect(body.alertMessages.error).toEqual([]);
  });

  it('adds to the quantity already in the cart by default, and replaces it with increaseQuantity false', async () => {
    const cart = cartOf();
    const { uuid } = pick(inStock);
    await cart.add([{ uuid, quantity: 2 }]);
    expect((await cart.add([{ uuid, quantity: 5 }])).body.cartSummary).toEqual({ cnt: 1, quantity: 7 });
    expect((await cart.add([{ uuid, quantity: 4 }], false)).body.cartSummary).toEqual({ cnt: 1, quantity: 4 });
  });

  it('caps an increase past 9999 at 9999 and says so in Polish', async () => {
    const cart = cartOf();
    const product = pick(inStock);
    await cart.add([{ uuid: product.uuid, quantity: 9990 }]);
    const { body } = await cart.add([{ uuid: product.uuid, quantity: 20 }]);
    expect(body.cartSummary.quantity).toBe(9999);
    expect(body.alertMessages.error).toEqual([expect.stringContaining(`Ilość produktu „${product.name}” ograniczono do 9999`)]);
  });

  it('sums repeats of one product in one call', async () => {
    const cart = cartOf();
    const { uuid } = pick(inStock);
    const { body } = await cart.add([
      { uuid, quantity: 1 },
      { uuid, quantity: 2 },
    ]);
    expect(body.cartSummary).toEqual({ cnt: 1, quantity: 3 });
  });

  it('skips unknown, withdrawn, unavailable and set-only products with a message naming each, and adds the rest', async () => {
    const cart = cartOf();
    const unknown = crypto.randomUUID();
    const setOnly = pick(onlyInSet);
    const setNames = testCatalogue.productSetItems
      .filter((item) => item.productId === setOnly.id)
      .map((item) => testCatalogue.productSets.find((set) => set.id === item.setId)?.name);
    const { body } = await cart.add([
      { uuid: unknown, quantity: 1 },
      { uuid: pick(withdrawn).uuid, quantity: 1 },
      { uuid: pick(unavailable).uuid, quantity: 1 },
      { uuid: setOnly.uuid, quantity: 1 },
      { uuid: pick(fromSupplier).uuid, quantity: 2 },
      { uuid: pick(inStock).uuid, quantity: 1 },
    ]);
    expect(body.items.directlyProcessedCnt).toEqual({ added: 2, skipped: 4 });
    expect(body.cartSummary).toEqual({ cnt: 2, quantity: 3 });
    expect(body.alertMessages.error).toEqual([
      `Nie znaleziono produktu o identyfikatorze ${unknown}; pominięto go.`,
      `Produkt „${pick(withdrawn).name}” został wycofany z oferty; pominięto go.`,
      `Produkt „${pick(unavailable).name}” jest chwilowo niedostępny; pominięto go.`,
      expect.stringContaining(`Produkt „${setOnly.name}” można kupić tylko w zestawie „${setNames[0]}”`),
    ]);
    // Each skip under the uuid it was asked for (issue 36 item 3: the quick order keeps those lines).
    expect(body.items.skipped).toEqual(
      [unknown, pick(withdrawn).uuid, pick(unavailable).uuid, setOnly.uuid].map((uuid, index) => ({
        uuid,
        message: body.alertMessages.error[index],
      })),
    );
  });

  it('creates no cart when everything is skipped', async () => {
    const cart = cartOf();
    const { body } = await cart.add([{ uuid: pick(unavailable).uuid, quantity: 1 }]);
    expect(body.items.directlyProcessedCnt).toEqual({ added: 0, skipped: 1 });
    const row = await env.DB.prepare('SELECT count(*) AS n FROM carts WHERE id = (SELECT cart_id FROM cart_sessions WHERE session_id = ?1)')
      .bind(cart.sessionId)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

describe('POST /carts/product-sets', () => {
  it('adds a set as its items at the set prices, apart from the same product bought alone', async () => {
    const cart = cartOf();
    const setOnly = pick(onlyInSet);
    const setItem = testCatalogue.productSetItems.find((item) => item.productId === setOnly.id);
    const set = testCatalogue.productSets.find((candidate) => candidate.id === setItem?.setId);
    if (!set) throw new Error('no set');
    const items = testCatalogue.productSetItems.filter((item) => item.setId === set.id);

    const added = await cart.addSet(set.uuid, 2);
    expect(added.status).toBe(200);
    expect(added.body.alertMessages.success[0]).toBe(`Dodano do koszyka zestaw „${set.name}” (2 kpl.)`);
    expect(added.body.cartSummary.cnt).toBe(items.length);

    const { body } = await cart.get();
    for (const item of items) {
      const line = body.items.find((candidate) => candidate.product.uuid === testCatalogue.products.find((p) => p.id === item.productId)?.uuid);
      expect(line?.quantity).toBe(item.quantity * 2);
      expect(line?.productSet).toEqual({ uuid: set.uuid, slug: set.slug, name: set.name });
      expect(line?.unitPrice.nettoPrice).toBeLessThanOrEqual(item.netPrice);
      expect(line?.isAvailable).toBe(true);
    }
    const onlySetLine = body.items.find((line) => line.product.uuid === setOnly.uuid);
    expect(onlySetLine?.isAvailable).toBe(true);

    const removed = await cart.removeSet(set.uuid);
    expect(removed.body.cartSummary.cnt).toBe(0);
  });

  it('prices the lines of a set withdrawn since as single products, and flags the ones that cannot be bought alone', async () => {
    const cart = cartOf();
    const setOnly = pick(onlyInSet);
    const setId = testCatalogue.productSetItems.find((item) => item.productId === setOnly.id)?.setId;
    const set = testCatalogue.productSets.find((candidate) => candidate.id === setId);
    if (!set) throw new Error('no set');
    await cart.addSet(set.uuid, 1);
    await env.DB.prepare('UPDATE product_sets SET is_active = 0 WHERE id = ?1').bind(set.id).run();
    try {
      const { body } = await cart.get();
      const line = body.items.find((item) => item.product.uuid === setOnly.uuid);
      const offer = await offerOf(setOnly.uuid);
      expect(line?.unitPrice).toEqual({ nettoPrice: offer.price.nettoPrice, grossPrice: offer.price.grossPrice });
      expect(line?.priceChange).not.toBeNull();
      expect(line?.isAvailable).toBe(offer.buttons.addToCart || offer.buttons.addToCartSupplier);
      expect(body.alertMessages.error).toContain(`Produkt „${setOnly.name}” jest teraz niedostępny; usuń go z koszyka albo poczekaj na dostawę.`);
    } finally {
      await env.DB.prepare('UPDATE product_sets SET is_active = 1 WHERE id = ?1').bind(set.id).run();
    }
  });

  it('reports an unknown set as skipped and changes nothing', async () => {
    const cart = cartOf();
    const { status, body } = await cart.addSet(crypto.randomUUID(), 1);
    expect(status).toBe(200);
    expect(body.items.directlyProcessedCnt).toEqual({ added: 0, skipped: 1 });
    expect(body.alertMessages.error[0]).toMatch(/^Nie znaleziono zestawu/);
  });
});

describe('changing, removing and emptying', () => {
  it('sets a line quantity, removes a line and empties the cart', async () => {
    const cart = cartOf();
    const [first, second] = [pick(inStock, 1), pick(inStock, 2)];
    await cart.add([
      { uuid: first.uuid, quantity: 1 },
      { uuid: second.uuid, quantity: 1 },
    ]);
    const changed = await cart.setQuantity(first.uuid, 12);
    expect(changed.body.cartSummary).toEqual({ cnt: 2, quantity: 13 });
    expect(changed.body.alertMessages.success).toEqual([`Zmieniono ilość: „${first.name}”, 12 ${first.salesUnit}`]);

    const removed = await cart.remove(first.uuid);
    expect(removed.body.alertMessages.success).toEqual([`Usunięto z koszyka: „${first.name}”`]);
    expect(removed.body.cartSummary).toEqual({ cnt: 1, quantity: 1 });

    const again = await cart.remove(first.uuid);
    expect(again.status).toBe(200);
    expect(again.body.alertMessages.error).toEqual(['Tej pozycji nie ma w koszyku.']);

    const emptied = await cart.empty();
    expect(emptied.body.cartSummary).toEqual({ cnt: 0, quantity: 0 });
    expect((await cart.get()).body.items).toEqual([]);
  });
});

describe('GET /carts', () => {
  it('recomputes prices from the catalogue on every read and says when one changed', async () => {
    const cart = cartOf();
    const product = pick(inStock, 3);
    await cart.add([{ uuid: product.uuid, quantity: 2 }]);
    const before = (await cart.get()).body.items[0];
    const raised = product.netPrice * 2;
    await env.DB.prepare('UPDATE products SET net_price = ?1 WHERE id = ?2').bind(raised, product.id).run();
    await env.DB.prepare('DELETE FROM promotions WHERE product_id = ?1').bind(product.id).run();
    try {
      const { body } = await cart.get();
      const line = body.items[0];
      expect(line?.unitPrice).toEqual({ nettoPrice: raised, grossPrice: grossFromNet(raised, product.vatRate) });
      expect(line?.priceChange).toEqual(before?.unitPrice);
      expect(line?.cartItemSummary.priceGross).toBe(multiply(grossFromNet(raised, product.vatRate), 2));
      expect(body.alertMessages.error).toEqual([expect.stringContaining(`Cena produktu „${product.name}” zmieniła się`)]);
      // Writing the line again shows the shopper the new price: the notice goes.
      await cart.setQuantity(product.uuid, 3);
      expect((await cart.get()).body.items[0]?.priceChange).toBeNull();
    } finally {
      await env.DB.prepare('UPDATE products SET net_price = ?1 WHERE id = ?2').bind(product.netPrice, product.id).run();
    }
  });

  it('sums net per rate over the lines and takes VAT from each rate’s net sum, in integer grosze', async () => {
    const cart = cartOf();
    const byRate = new Map(inStock.map((product) => [product.vatRate, product]));
    const chosen = [...byRate.values()];
    expect(chosen.length).toBeGreaterThan(1);
    await cart.add(chosen.map((product, index) => ({ uuid: product.uuid, quantity: index + 2 })));
    const { body } = await cart.get();
    const net = body.items.reduce((sum, item) => sum + item.cartItemSummary.priceNetto, 0);
    expect(body.totals.priceNetto).toBe(net);
    expect(body.totals.priceGross).toBe(body.totals.vatByRate.reduce((sum, rate) => sum + rate.priceGross, 0));
    expect(body.totals.vatByRate.map((rate) => rate.vatRate)).toEqual([...byRate.keys()].sort((a, b) => b - a));
    for (const rate of body.totals.vatByRate) {
      const lines = body.items.filter((item) => item.vatRate === rate.vatRate);
      expect(rate.priceNetto).toBe(lines.reduce((sum, item) => sum + item.cartItemSummary.priceNetto, 0));
      expect(rate.vat).toBe(Math.floor((rate.priceNetto * rate.vatRate * 2 + 100) / 200));
      expect(rate.priceGross).toBe(rate.priceNetto + rate.vat);
    }
  });

  it('leaves a withdrawn product out of the items and totals, with a warning naming it', async () => {
    const cart = cartOf();
    const [kept, goner] = [pick(inStock, 4), pick(inStock, 5)];
    await cart.add([
      { uuid: kept.uuid, quantity: 1 },
      { uuid: goner.uuid, quantity: 1 },
    ]);
    await env.DB.prepare('UPDATE products SET is_active = 0 WHERE id = ?1').bind(goner.id).run();
    try {
      const { body } = await cart.get();
      expect(body.items.map((item) => item.product.uuid)).toEqual([kept.uuid]);
      expect(body.alertMessages.error).toEqual([`Produkt „${goner.name}” został wycofany z oferty i nie jest liczony w koszyku.`]);
      expect((await cart.summary()).body.cartSummary).toEqual({ cnt: 1, quantity: 1 });
    } finally {
      await env.DB.prepare('UPDATE products SET is_active = 1 WHERE id = ?1').bind(goner.id).run();
    }
  });

  it('reads an unknown session as an empty cart and creates nothing', async () => {
    const cart = cartOf();
    const { status, body } = await cart.get();
    expect(status).toBe(200);
    expect(body).toMatchObject({ uuid: null, items: [], totals: { priceNetto: 0, vatByRate: [], priceGross: 0 } });
    expect((await cart.summary()).body.cartSummary).toEqual({ cnt: 0, quantity: 0 });
    const row = await env.DB.prepare('SELECT count(*) AS n FROM carts WHERE id = (SELECT cart_id FROM cart_sessions WHERE session_id = ?1)')
      .bind(cart.sessionId)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

describe('whose cart', () => {
  it("never shows or changes another session's cart, even with its transaction id", async () => {
    const transactionId = crypto.randomUUID();
    const alice = cartOf(crypto.randomUUID(), transactionId);
    const mallory = cartOf(crypto.randomUUID(), transactionId);
    const product = pick(inStock);
    await alice.add([{ uuid: product.uuid, quantity: 5 }]);
    expect((await mallory.get()).body.items).toEqual([]);
    await mallory.empty();
    await mallory.remove(product.uuid);
    expect((await alice.summary()).body.cartSummary).toEqual({ cnt: 1, quantity: 5 });
    const row = await env.DB.prepare('SELECT transaction_id FROM carts WHERE id = (SELECT cart_id FROM cart_sessions WHERE session_id = ?1)')
      .bind(alice.sessionId)
      .first<{ transaction_id: string }>();
    expect(row?.transaction_id).toBe(transactionId);
  });
});

describe('caching', () => {
  it('marks every cart answer private, no-store, and the edge never stores one', async () => {
    const cart = cartOf();
    await cart.add([{ uuid: pick(inStock).uuid, quantity: 1 }]);
    for (const answer of [await cart.get(), await cart.get(), await cart.summary(), await cart.add([{ uuid: 'x', quantity: 1 }])]) {
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
      expect(answer.headers.get('X-Cache')).toBe('BYPASS');
    }
  });
});
