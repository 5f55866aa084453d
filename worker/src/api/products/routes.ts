/** Products: the paged list the build reads, one by slug, and the spec's lookup by numbers. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ListResponse, PagedResponse, Product } from '../../../../site/src/lib/api-types.ts';
import type { AppEnv } from '../../env.ts';
import { currentTime } from '../clock.ts';
import { notFound } from '../errors.ts';
import { nextCursorOf, pagingSchema, slugSchema, validate } from '../validation.ts';
import { getProductBySlug, getProductsByNumbers, listProducts } from './queries.ts';

/** A product number as the shop prints it, e.g. `RP-10234`. */
export const productNumberSchema = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Z0-9][A-Z0-9-]*$/);

export const productRoutes = new Hono<AppEnv>()
  .get('/', validate('query', pagingSchema), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const { products, ids } = await listProducts(c.env.DB, currentTime(), Number(cursor ?? 0), limit);
    return c.json<PagedResponse<Product>>({ items: products, nextCursor: nextCursorOf(ids, limit) });
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
