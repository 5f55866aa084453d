/**
 * The terms (`regulamin`) as the shop serves them against what its checkout offers (issue 33: the
 * terms promised BLIK, cards, deferred payment and pickup at Bielany only): the payment methods the
 * checkout's form lists, the delivery methods and prices `GET /checkout/delivery-methods` answers
 * from the database, and the branches it lets an order be picked up at.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Branch, DeliveryMethod, ListResponse, Page } from '#lib/api-types.ts';
import { sortBranchesByKind } from '#lib/branches.ts';
import { OFFERED_DELIVERY_METHODS } from '#lib/delivery-methods.ts';
import { formatPrice } from '#lib/money.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '#lib/orders.ts';

const api = 'http://shop.test/api/public/v1';

async function read<T>(path: string): Promise<T> {
  const response = await SELF.fetch(`${api}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The lists in one section of a page's body (from its `## ` heading to the next), each as its lines without the dash. */
function listsOfSection(body: string, heading: string): string[][] {
  const blocks = body.split('\n\n');
  const start = blocks.findIndex((block) => block.startsWith(`## ${heading}`));
  expect(start, heading).toBeGreaterThan(-1);
  const end = blocks.findIndex((block, index) => index > start && block.startsWith('## '));
  return blocks
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((block) => block.startsWith('- '))
    .map((block) => block.split('\n').map((line) => line.replace(/^- /, '')));
}

describe('the terms, against the checkout', () => {
  it('list exactly the payment methods the checkout offers, under its labels', async () => {
    const terms = await read<Page>('/pages/slug/regulamin');
    const lists = listsOfSection(terms.body, '§ 4.');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.map((line) => line.split(' – ')[0])).toEqual(PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method]));
  });

  it('list exactly the delivery methods at the prices the checkout charges, and every branch it lets an order be picked up at', async () => {
    const [terms, methods, branches] = await Promise.all([
      read<Page>('/pages/slug/regulamin'),
      read<{ items: DeliveryMethod[] }>('/checkout/delivery-methods'),
      read<ListResponse<Branch>>('/branches'),
    ]);
    // The database holds the table the seed wrote the terms from (#lib/delivery-methods.ts).
    expect(methods.items).toEqual(OFFERED_DELIVERY_METHODS);
    const [delivery, pickup, ...others] = listsOfSection(terms.body, '§ 5.');
    expect(others).toEqual([]);
    expect(delivery?.map((line) => line.split('. ')[0])).toEqual(
      methods.items.map(
        (method) =>
          `${method.name} – ${method.priceGross === 0 ? 'bezpłatnie' : `${formatPrice(method.priceNetto)} netto (${formatPrice(method.priceGross)} brutto)`}`,
      ),
    );
    // The checkout's branch picker lists every published branch in this order (koszyk/page.tsx).
    expect(pickup?.map((line) => line.split(', ')[0])).toEqual(sortBranchesByKind(branches.items).map((branch) => branch.name));
  });
});
