/**
 * The viewed-product history of spec §4: at most 15 distinct products by uuid, newest first,
 * kept in the browser's local storage. Local storage is input from outside (another tab, an old
 * version of the shop, a curious visitor), so every entry is checked field by field and anything
 * malformed is dropped rather than trusted. The check is written out here rather than with zod:
 * zod/mini would add 23 KB (gzip) to every product and cart page for this one record.
 */
import type { ProductSummary } from './api-types.ts';
import { isSlug, isUuid } from './formats.ts';

/** Spec §9: the history holds 15 entries. */
export const VIEWED_PRODUCTS_MAX = 15;
export const VIEWED_PRODUCTS_STORAGE_KEY = 'merida.viewedProducts';

/** One remembered product: enough to show a tile without asking the API (prices come live). */
export interface ViewedProduct {
  uuid: string;
  number: string;
  slug: string;
  name: string;
  image: { src: string; width: number; height: number };
}

/** Site-relative media paths only: an entry can never point an <img> at another origin. */
const MEDIA_PATH = /^\/media\/[a-z0-9/_.-]+$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isSize = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 10_000;

/** The entry as a ViewedProduct (unknown fields dropped), or null when any field is malformed. */
function toValidEntry(value: unknown): ViewedProduct | null {
  if (!isRecord(value) || !isRecord(value.image)) return null;
  const { uuid, number, slug, name, image } = value;
  const { src, width, height } = image;
  const isValid =
    isText(uuid, 36) &&
    isUuid(uuid) &&
    isText(number, 300) &&
    isText(slug, 200) &&
    isSlug(slug) &&
    isText(name, 300) &&
    isText(src, 500) &&
    MEDIA_PATH.test(src) &&
    isSize(width) &&
    isSize(height);
  return isValid ? { uuid, number, slug, name, image: { src, width, height } } : null;
}

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
    const entry = toValidEntry(item);
    if (entry && !history.some((kept) => kept.uuid === entry.uuid)) history.push(entry);
    if (history.length === VIEWED_PRODUCTS_MAX) break;
  }
  return history;
}
