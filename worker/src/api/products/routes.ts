/**
 * Products: the paged list the build reads, one by slug, the spec's lookup by numbers, and the
 * live offers (price and stock) the browser refreshes prerendered pages with.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ListResponse, PagedResponse, Product, ProductOffer } from '#lib/api-types.ts';
import { toProductOffer } from '#lib/product-summary.ts';
import type { AppEnv } from '#worker/env.ts';
import { currentTime } from '../clock.ts';
import { notFound } from '../errors.ts';
import { nextCursorOf, pagingSchema, slugSchema, validate } from '../validation.ts';
import { getProductBySlug, getProductsByNumbers, getProductsByUuids, listProducts } from './queries.ts';

/** A product number as the shop prints it, e.g. `RP-10234`. */
export const productNumberSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Z0-9][A-Z0-9-]*$/);

/** The most products one offers call may ask for (a listing page, a cart, the viewed history). */
export const MAX_OFFERS_PER_CALL = 100;

/** `?uuids=a,b,c`: 1 to 100 product uuids, comma separated; repeats are answered once. */
const offersQuerySchema = z.strictObject({
  uuids: z
    .string()
    .max(MAX_OFFERS_PER_CALL * 37)
    .transform((list) => [...new Set(list.split(','))])
    .pipe(z.array(z.uuid()).min(1).max(MAX_OFFERS_PER_CALL)),
});

export const productRoutes = new Hono<AppEnv>()
  .get('/', validate('query', pagingSchema), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const { products, ids } = await listProducts(c.env.DB, currentTime(), Number(cursor ?? 0), limit);
    return c.json<PagedResponse<Product>>({ items: products, nextCursor: nextCursorOf(ids, limit) });
  })
  // Live price and stock for prerendered pages; unknown or withdrawn products are left out.
  .get('/offers', validate('query', offersQuerySchema), async (c) => {
    const products = await getProductsByUuids(c.env.DB, currentTime(), c.req.valid('query').uuids);
    return c.json<ListResponse<ProductOffer>>({ items: products.map(toProductOffer) });
  })
  .get('/slug/:slug', validate('param', z.object({ slug: slugSchema })), async (c) => {
    const product = await getProductBySlug(c.env.DB, currentTime(), c.req.valid('param').slug);
    if (!product) throw notFound('Nie znaleziono produktu.');
    return c.json<Product>(product);
  })
  // Spec §7: recommended products by number; unknown numbers are left out.
  .post('/numbers', validate('json', z.strictObject({ numbers: z.array(productNumberSchema).min(1).max(100) })), async (c) => {
    const products = await getProductsByNumbers(c.env.DB, currentTime(), c.req.valid('json').numbers);
    return c.json<ListResponse<Product>>({ items: products });
  });
