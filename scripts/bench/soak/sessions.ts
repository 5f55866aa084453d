/**
 * What a virtual shopper does in one visit, by kind, with pauses between the steps as a person
 * reads: 60 % browse and search, 25 % fill a cart, 10 % check out (bank transfer, cash on delivery
 * and Przelewy24 in turn, the last paid on the stand-in's page), 5 % log in and read the account.
 * Every request is timed by the client; a checkout's outcome is kept for the run's ledger.
 */
import type { Cart, CategoryNode, DeliveryMethod, PlacedOrder } from '#lib/api-types.ts';
import { checkoutTotals } from '#lib/cart/cart-totals.ts';
import type { PaymentMethod } from '#lib/orders.ts';
import { checkoutFixture } from '#scripts/test/fixtures/checkout-fixture.ts';
import type { LocalCustomer } from '../../lib/local-customers.ts';
import type { SessionKind, ShopperClient } from './client.ts';

const API = '/api/public/v1';

/** The shares of the kinds of visits, in per cent. */
export const SESSION_MIX: Readonly<Record<SessionKind, number>> = { browse: 60, cart: 25, checkout: 10, account: 5 };

/** The kind of the next visit for a uniform `random` in [0, 1). */
export function pickKind(random: number, mix: Readonly<Record<SessionKind, number>> = SESSION_MIX): SessionKind {
  const total = Object.values(mix).reduce((sum, share) => sum + share, 0);
  let left = random * total;
  for (const [kind, share] of Object.entries(mix) as [SessionKind, number][]) {
    if (left < share) return kind;
    left -= share;
  }
  return 'browse';
}

export interface SoakProduct {
  uuid: string;
  slug: string;
  /** Can be bought now at quantity 1, from stock (the checkouts buy these, one unit each). */
  inStock: boolean;
}

/** What the visits choose from, read once before the run. */
export interface SoakCatalogue {
  categories: readonly string[];
  products: readonly SoakProduct[];
  /** Words of product names, typed into the search. */
  words: readonly string[];
  courier: DeliveryMethod;
  customers: readonly LocalCustomer[];
}

/** An order the shop said it placed, as the client saw it. */
export interface PlacedByClient {
  uuid: string;
  paymentMethod: PaymentMethod;
  /** Przelewy24 took the payment on its page (its notification then reached the shop). */
  paidOnline: boolean;
}

export interface SessionContext {
  client: ShopperClient;
  catalogue: SoakCatalogue;
  random: () => number;
  /** Waits as a person reads between two steps. */
  pause: () => Promise<void>;
  /** A new buyer's address for this run (the ledger finds the run's orders by it). */
  nextBuyerEmail: () => string;
  /** The payment method of the next checkout: each in turn. */
  nextPaymentMethod: () => PaymentMethod;
  placed: (order: PlacedByClient) => void;
  /** A step that could not go on (e.g. the payment page failed), for the error list. */
  problem: (text: string) => void;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

async function browse({ client, catalogue, random, pause }: SessionContext): Promise<void> {
  const kind = 'browse';
  await client.request(kind, 'GET', '/');
  await client.request(kind, 'GET', `${API}/carts/summary`);
  await pause();
  const category = pick(catalogue.categories, random);
  await client.request(kind, 'GET', `/kategoria/${category}`);
  await client.request(kind, 'GET', `${API}/categories/slug/${category}/facets`);
  await client.request(kind, 'GET', `${API}/categories/slug/${category}/listing${random() < 0.5 ? '?filters=dostepne_sortuj-cena-rosnaco' : ''}`);
  await pause();
  const product = pick(catalogue.products, random);
  await client.request(kind, 'GET', `/produkt/${product.slug}`);
  await client.request(kind, 'GET', `${API}/products/offers?uuids=${product.uuid}`);
  await pause();
  // Typing a word: suggestions after two letters and after four, then the results of the word.
  const word = pick(catalogue.words, random);
  for (const typed of [word.slice(0, 2), word.slice(0, 4)]) {
    await client.request(kind, 'GET', `${API}/search/suggestions?q=${encodeURIComponent(typed)}`);
  }
  await client.request(kind, 'GET', `${API}/search?q=${encodeURIComponent(word)}`);
}

/** Adds one unit of a product that can be bought now; answers whether the cart took it. */
async function addOne(kind: SessionKind, { client, catalogue, random }: SessionContext): Promise<boolean> {
  const product = pick(
    catalogue.products.filter((candidate) => candidate.inStock),
    random,
  );
  // 409: the product sold out meanwhile (other shoppers' orders), as a shopper would be told.
  const added = await client.request(kind, 'POST', `${API}/carts/products`, {
    json: { productsData: [{ uuid: product.uuid, quantity: 1 }] },
    expect: [200, 409],
  });
  return added.status === 200;
}

async function fillCart(context: SessionContext): Promise<void> {
  const { client, random, pause } = context;
  const kind = 'cart';
  const lines = 1 + Math.floor(random() * 3);
  for (let line = 0; line < lines; line++) {
    await addOne(kind, context);
    await client.request(kind, 'GET', `${API}/carts/summary`);
    await pause();
  }
  const { body } = await client.request(kind, 'GET', `${API}/carts`);
  const cart = JSON.parse(body) as Cart;
  const first = cart.items[0];
  if (first) {
    await client.request(kind, 'PUT', `${API}/carts/products/${first.product.uuid}`, { json: { quantity: 2 }, expect: [200, 409] });
    await pause();
    if (random() < 0.3) await client.request(kind, 'DELETE', `${API}/carts/products/${first.product.uuid}`);
  }
  await client.request(kind, 'GET', `${API}/carts`);
}

async function checkOut(context: SessionContext): Promise<void> {
  const { client, catalogue, pause } = context;
  const kind = 'checkout';
  if (!(await addOne(kind, context))) return;
  await pause();
  await client.request(kind, 'GET', `${API}/checkout/delivery-methods`);
  const { status, body } = await client.request(kind, 'GET', `${API}/carts`);
  if (status !== 200) return;
  const cart = JSON.parse(body) as Cart;
  await pause();
  const paymentMethod = context.nextPaymentMethod();
  const fixture = checkoutFixture({ paymentMethod });
  const order = await client.request(kind, 'POST', `${API}/orders`, {
    json: {
      ...fixture,
      buyer: { ...fixture.buyer, email: context.nextBuyerEmail() },
      expectedTotalGross: checkoutTotals(cart.totals, catalogue.courier).totals.gross,
    },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    // 409: a line sold out between the cart and the order; the shopper is told, nothing is placed.
    expect: [200, 409],
  });
  if (order.status !== 200) return;
  const placed = JSON.parse(order.body) as PlacedOrder;
  let paidOnline = false;
  if (paymentMethod === 'p24') {
    if (!placed.paymentRedirectUrl) context.problem(`order ${placed.number}: no Przelewy24 payment page`);
    else {
      await pause();
      // The shopper pays on Przelewy24's page (the stand-in's); it notifies the shop, which verifies.
      const paid = await fetch(placed.paymentRedirectUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'decision=pay',
      }).catch((error: unknown) => error as Error);
      if (paid instanceof Error || paid.status >= 400)
        context.problem(`order ${placed.number}: the payment page answered ${paid instanceof Error ? paid.message : paid.status}`);
      else paidOnline = true;
    }
  }
  context.placed({ uuid: placed.uuid, paymentMethod, paidOnline });
  await client.request(kind, 'GET', `${API}/orders/${placed.uuid}/${placed.hash}`);
}

async function readAccount({ client, catalogue, random, pause }: SessionContext): Promise<void> {
  const kind = 'account';
  const customer = pick(catalogue.customers, random);
  const login = await client.request(kind, 'POST', `${API}/oauths/tokens`, { json: { username: customer.email, password: customer.password } });
  if (login.status !== 200) return;
  await pause();
  await client.request(kind, 'GET', '/api/secure/v1/users/me');
  await client.request(kind, 'GET', '/api/secure/v1/users/me/orders');
  await pause();
  await client.request(kind, 'GET', '/api/secure/v1/invoices');
  await client.request(kind, 'GET', '/api/secure/v1/users/me/addresses');
  await client.request(kind, 'POST', '/api/auth/logout');
}

const VISITS: Readonly<Record<SessionKind, (context: SessionContext) => Promise<void>>> = {
  browse,
  cart: fillCart,
  checkout: checkOut,
  account: readAccount,
};

/** One visit of `kind`, from a fresh visitor (no cookies). */
export async function visit(kind: SessionKind, context: SessionContext): Promise<void> {
  context.client.forget();
  await VISITS[kind](context);
}

/** Category slugs of the tree, every level. */
export function categorySlugs(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.slug, ...categorySlugs(node.children)]);
}
