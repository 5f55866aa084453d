/**
 * The staff's product-set calls: the list (also withdrawn sets), create, update (items replaced as a whole) and unpublish
 * (`published: false`: the set leaves the shop; carts and orders keep what they hold).
 */
import { z } from '@hono/zod-openapi';
import { setFields } from '#lib/forms/catalogue.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import type { ContentChange } from '../../content-changes/journal.ts';
import { changedFields } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, noQuery, slugParams, slugSchema } from '../schemas.ts';
import { type AdminSet, adminSetSchema, type SetSummary, setSummarySchema } from './catalogue-schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField, readUpdatedAt } from './content-schemas.ts';
import { missingPictures, missingValues, unchangedSince, unknownList, unknownReferences, updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const setCreateBody = z
  .strictObject({ slug: slugSchema, ...setFields, published: setFields.published.default(true) })
  .openapi('AdminProductSetCreateRequest');
const setUpdateBody = z
  .strictObject(setFields)
  .partial()
  .extend({ updatedAt: readUpdatedAt })
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminProductSetUpdateRequest');

async function readSet(db: D1Database, slug: string): Promise<AdminSet | null> {
  const row = await db
    .prepare(
      `SELECT s.uuid, s.slug, s.name, s.description, s.cover_image, s.is_active, s.updated_at,
         (SELECT json_group_array(json_object('productSlug', slug, 'quantity', quantity, 'nettoPrice', net_price))
            FROM (SELECT p.slug, i.quantity, i.net_price FROM product_set_items i JOIN products p ON p.id = i.product_id
                  WHERE i.set_id = s.id ORDER BY i.position)) AS items_json
       FROM product_sets s WHERE s.slug = ?1`,
    )
    .bind(slug)
    .first<{
      uuid: string;
      slug: string;
      name: string;
      description: string;
      cover_image: string;
      is_active: number;
      updated_at: string;
      items_json: string;
    }>();
  if (!row) return null;
  return {
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    description: row.description,
    coverImage: row.cover_image,
    items: JSON.parse(row.items_json) as AdminSet['items'],
    published: row.is_active === 1,
    updatedAt: row.updated_at,
  };
}

async function listSets(db: D1Database): Promise<SetSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT s.uuid, s.slug, s.name, s.is_active, s.updated_at, (SELECT count(*) FROM product_set_items i WHERE i.set_id = s.id) AS item_count
       FROM product_sets s ORDER BY s.name, s.slug`,
    )
    .all<{ uuid: string; slug: string; name: string; is_active: number; updated_at: string; item_count: number }>();
  return results.map((row) => ({
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    published: row.is_active === 1,
    itemCount: row.item_count,
    updatedAt: row.updated_at,
  }));
}

async function existingSet(db: D1Database, slug: string): Promise<AdminSet> {
  const set = await readSet(db, slug);
  if (!set) throw notFound('Nie ma zestawu o tym slugu.');
  return set;
}

async function checkReferences(db: D1Database, fields: Partial<AdminSet>): Promise<void> {
  const [products, media] = await Promise.all([
    missingValues(
      db,
      'products',
      'slug',
      (fields.items ?? []).map((item) => item.productSlug),
    ),
    missingPictures(db, fields.coverImage ? [fields.coverImage] : []),
  ]);
  const problems: Record<string, string> = {};
  if (products.length > 0) problems.items = unknownList('Nieznane produkty', products);
  if (media.length > 0) problems.coverImage = `Nie ma w mediach obrazu ${fields.coverImage} (PDF nie jest obrazem).`;
  if (Object.keys(problems).length > 0) throw unknownReferences(problems);
}

function itemStatements(db: D1Database, slug: string, items: AdminSet['items'] | undefined): D1PreparedStatement[] {
  if (!items) return [];
  const setId = '(SELECT id FROM product_sets WHERE slug = ?1)';
  return [
    db.prepare(`DELETE FROM product_set_items WHERE set_id = ${setId}`).bind(slug),
    db
      .prepare(
        `INSERT INTO product_set_items (set_id, product_id, position, quantity, net_price)
         SELECT ${setId}, p.id, j.key, json_extract(j.value, '$.quantity'), json_extract(j.value, '$.nettoPrice')
         FROM json_each(?2) j JOIN products p ON p.slug = json_extract(j.value, '$.productSlug')`,
      )
      .bind(slug, JSON.stringify(items)),
  ];
}

/** A product page lists the sets it is in and its lowest price in a set: each product of the set is touched too. */
function productChanges(items: readonly { productSlug: string }[]): ContentChange[] {
  return [...new Set(items.map((item) => item.productSlug))].map((slug) => ({ kind: 'product', slug, action: 'updated' }));
}

/** The set's answers and those of its products (a product page lists the sets it is in). */
function setPurgePaths(slug: string, productSlugs: readonly string[]): string[] {
  return [
    '/api/public/v1/product-sets',
    `/api/public/v1/product-sets/slug/${slug}`,
    ...productSlugs.map((product) => `/api/public/v1/products/slug/${product}`),
  ];
}

const listCall = declareCall({
  operationId: 'adminListProductSets',
  method: 'get',
  path: '/product-sets',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Wszystkie zestawy (także wycofane), alfabetycznie.',
  request: { query: noQuery },
  success: { schema: listOf(setSummarySchema), description: 'Zestawy.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const readCall = declareCall({
  operationId: 'adminGetProductSet',
  method: 'get',
  path: '/product-sets/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zestaw w postaci, w jakiej go zapisuje obsługa (także wycofany).',
  request: { params: slugParams, query: noQuery },
  success: { schema: adminSetSchema, description: 'Zestaw.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma zestawu o tym slugu.' },
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreateProductSet',
  method: 'post',
  path: '/product-sets',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje zestaw produktów z cenami w zestawie.',
  request: { query: noQuery, body: jsonBody(setCreateBody) },
  success: { schema: adminSetSchema, description: 'Zestaw dodany.' },
  errors: { ...STAFF_ERRORS, 409: 'Ten slug ma już inny zestaw; nic nie zapisano.', 422: 'Nieznany produkt albo okładka; nic nie zapisano.' },
  maxBodyBytes: 64 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdateProductSet',
  method: 'patch',
  path: '/product-sets/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola zestawu (lista pozycji zastępuje dotychczasową); `published: false` wycofuje zestaw.',
  request: { params: slugParams, query: noQuery, body: jsonBody(setUpdateBody) },
  success: { schema: adminSetSchema, description: 'Zestaw po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: 'Nie ma zestawu o tym slugu.',
    409: 'Ktoś zapisał zestaw w międzyczasie; nic nie zapisano.',
    422: 'Nieznany produkt albo okładka; nic nie zapisano.',
  },
  maxBodyBytes: 64 * 1024,
  ...staffCall(ROLES_FOR.content),
});

export const adminProductSetRoutes = createRouter()
  .openapi(listCall, async (c) => c.json({ items: await listSets(c.env.DB) }, 200))
  .openapi(readCall, async (c) => c.json(await existingSet(c.env.DB, c.req.valid('param').slug), 200))
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    await checkReferences(db, body);
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare('INSERT INTO product_sets (uuid, slug, name, description, cover_image, is_active, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
          .bind(crypto.randomUUID(), body.slug, body.name, body.description, body.coverImage, body.published ? 1 : 0, new Date().toISOString()),
        ...itemStatements(db, body.slug, body.items),
      ],
      changes: [{ kind: 'product-set', slug: body.slug, action: 'created' }, ...productChanges(body.items)],
      purge: setPurgePaths(
        body.slug,
        body.items.map((item) => item.productSlug),
      ),
    });
    return c.json(await existingSet(db, body.slug), 200);
  })
  .openapi(updateCall, async (c) => {
    const { slug } = c.req.valid('param');
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingSet(db, slug);
    await checkReferences(db, body);
    const row = updateStatement(db, 'product_sets', 'slug = ?1', [slug], {
      name: body.name,
      description: body.description,
      cover_image: body.coverImage,
      is_active: body.published === undefined ? undefined : body.published ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before, body),
      statements: [...(row ? [row] : []), ...itemStatements(db, slug, body.items)],
      changes: [
        { kind: 'product-set', slug, action: body.published === false && before.published ? 'unpublished' : 'updated' },
        ...productChanges([...before.items, ...(body.items ?? [])]),
      ],
      purge: setPurgePaths(
        slug,
        [...before.items, ...(body.items ?? [])].map((item) => item.productSlug),
      ),
      unchanged: unchangedSince('product_sets', 'slug = ?', [slug], updatedAt),
    });
    return c.json(await existingSet(db, slug), 200);
  });
