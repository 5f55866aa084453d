/**
 * The viewed-product history of spec §4: at most 15 distinct products by uuid, newest first,
 * kept in the browser's local storage. Local storage is input from outside (another tab, an old
 * version of the shop, a curious visitor), so it is parsed with a schema and anything malformed
 * is dropped rather than trusted.
 */
import * as z from 'zod/mini';
import type { ProductSummary } from './api-types.ts';

/** Spec §9: the history holds 15 entries. */
export const VIEWED_PRODUCTS_MAX = 15;
export const VIEWED_PRODUCTS_STORAGE_KEY = 'merida.viewedProducts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));
const slug = z.string().check(z.maxLength(200), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
const text = z.string().check(z.minLength(1), z.maxLength(300));
const size = z.number().check(z.int(), z.positive(), z.lte(10_000));

const viewedProductSchema = z.object({
  uuid,
  number: text,
  slug,
  name: text,
  // Site-relative media paths only: an entry can never point an <img> at another origin.
  image: z.object({ src: z.string().check(z.maxLength(500), z.regex(/^\/media\/[a-z0-9/_.-]+$/)), width: size, height: size }),
});

/** One remembered product: enough to show a tile without asking the API (prices come live). */
export type ViewedProduct = z.infer<typeof viewedProductSchema>;

export function toViewedProduct(product: Pick<ProductSummary, 'uuid' | 'number' | 'slug' | 'name' | 'coverImage'>): ViewedProduct {
  const { src, width, height } = product.coverImage;
  return { uuid: product.uuid, number: product.number, slug: product.slug, name: product.name, image: { src, width, height } };
}

/**
 * The history after viewing `product`: it moves to the front, duplicates by uuid go, and the
 * list is cut to 15.
 * @example addViewedProduct([b, a], a) // [a, b]
 */
export function addViewedProduct(history: readonly ViewedProduct[], product: ViewedProduct, max = VIEWED_PRODUCTS_MAX): ViewedProduct[] {
  return [product, ...history.filter((entry) => entry.uuid !== product.uuid)].slice(0, max);
}

/** The history stored as JSON, keeping only well-formed entries (first of each uuid, at most 15). */
export function parseViewedProducts(stored: string | null): ViewedProduct[] {
  if (!stored) return [];
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const history: ViewedProduct[] = [];
  for (const item of data) {
    const parsed = viewedProductSchema.safeParse(item);
    if (parsed.success && !history.some((entry) => entry.uuid === parsed.data.uuid)) history.push(parsed.data);
    if (history.length === VIEWED_PRODUCTS_MAX) break;
  }
  return history;
}
