/** The admin content calls for worker tests: a call with the integration token, and a valid new product. */
import { env, SELF } from 'cloudflare:test';
import { staffHeaders } from './account-links.ts';
import { ORIGIN } from './requests.ts';

export function admin(path: string, method = 'GET', body?: unknown, headers: Record<string, string> = staffHeaders()) {
  return SELF.fetch(`${ORIGIN}/api/admin/v1${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export interface Seeded {
  categories: string[];
  media: string[];
  product: string;
}

export async function seeded(): Promise<Seeded> {
  const [categories, media, product] = await env.DB.batch<{ v: string }>([
    env.DB.prepare("SELECT slug AS v FROM categories WHERE kind = 'regular' ORDER BY id LIMIT 3"),
    env.DB.prepare("SELECT path AS v FROM media WHERE path LIKE 'products/%' ORDER BY path LIMIT 2"),
    env.DB.prepare('SELECT slug AS v FROM products WHERE is_active = 1 ORDER BY id LIMIT 1'),
  ]);
  const values = (result: typeof categories) => (result?.results ?? []).map((row) => row.v);
  return { categories: values(categories), media: values(media), product: values(product)[0] ?? '' };
}

let sequence = 0;
/** A valid new product with a unique slug, number and EAN-13. */
export async function newProduct(changes: Record<string, unknown> = {}) {
  const { categories, media } = await seeded();
  sequence += 1;
  const digits = `590${String(Date.now() % 1e7).padStart(7, '0')}${String(sequence).padStart(2, '0')}`.slice(0, 12);
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return {
    slug: `plyn-testowy-${sequence}-${Date.now()}`,
    number: `TST-${Date.now() % 1e6}-${sequence}`,
    name: 'Płyn testowy do mycia podłóg 5 l',
    eanCode: `${digits}${(10 - (sum % 10)) % 10}`,
    description: 'Skoncentrowany płyn do mycia podłóg.',
    producer: 'Testowa Chemia',
    nettoPrice: 4_999,
    vatRate: 23,
    stock: { quantity: 12, supplierDeliveryDays: null },
    mainCategorySlug: categories[0],
    categorySlugs: [categories[1]],
    flags: ['new'],
    coverImage: media[0],
    images: [{ path: media[1], alt: 'Płyn testowy z boku' }],
    safety: {
      manufacturer: { name: 'Testowa Chemia Sp. z o.o.', address: 'ul. Fabryczna 1, 50-001 Wrocław, Polska', email: 'chemia@testowa.example' },
    },
    ...changes,
  };
}
