/**
 * The staff's category calls: the whole tree as editors see it, create and update regular
 * categories of the tree (name, text, parent, position), and one parent's children reordered in
 * one write (the panel's „w górę/w dół”, issue 35). A category is never deleted or hidden: products have it as their main
 * category and orders' pages link to it; a category to retire is emptied and moved instead
 * (docs/decisions/023-admin-api.md).
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { categoryFields, childrenOrderSchema } from '#lib/forms/catalogue.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import type { AppEnv } from '../../env.ts';
import { type AuditGuard, changedFields } from '../../staff/audit.ts';
import { categoryListingsSql } from '../categories/membership.ts';
import type { StoredCategoryRow } from '../categories/queries.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError, notFound } from '../errors.ts';
import { listOf, noQuery, slugParams, slugSchema } from '../schemas.ts';
import { type AdminCategory, type AdminCategoryTreeEntry, adminCategorySchema, categoryTreeEntrySchema } from './catalogue-schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField, readUpdatedAt } from './content-schemas.ts';
import { unchangedSince, unknownReferences, updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const categoryCreateBody = z
  .strictObject({
    slug: slugSchema,
    ...categoryFields,
    description: categoryFields.description.default(''),
    parentSlug: categoryFields.parentSlug.default(null),
    position: categoryFields.position.default(0),
  })
  .openapi('AdminCategoryCreateRequest');
const categoryUpdateBody = z
  .strictObject(categoryFields)
  .partial()
  .extend({ updatedAt: readUpdatedAt })
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminCategoryUpdateRequest');

/** The order the editor saw; both order calls take it. */
const orderSeen = {
  before: childrenOrderSchema.shape.slugs
    .optional()
    .describe('Kolejność, którą redaktor widział przed zmianą; inna zapisana w międzyczasie daje 409 i nic nie zapisuje.'),
};
// Each extends the unnamed base, so the document inlines it: a named strict base in an allOf would refuse the other's fields.
const rootOrderBody = childrenOrderSchema.extend(orderSeen).openapi('AdminRootCategoriesOrderRequest');
const childrenOrderBody = childrenOrderSchema.extend({ ...orderSeen, updatedAt: readUpdatedAt }).openapi('AdminCategoryChildrenOrderRequest');

/** A category as the staff read it: its parent named by slug. */
type CategoryRow = Omit<StoredCategoryRow, 'parent_id'> & { parent_slug: string | null };

async function readCategory(db: D1Database, slug: string): Promise<(AdminCategory & { id: number; kind: CategoryRow['kind'] }) | null> {
  const row = await db
    .prepare(
      `SELECT c.id, c.uuid, c.slug, c.name, c.description, p.slug AS parent_slug, c.position, c.kind, c.updated_at
       FROM categories c LEFT JOIN categories p ON p.id = c.parent_id WHERE c.slug = ?1`,
    )
    .bind(slug)
    .first<CategoryRow>();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    description: row.description,
    parentSlug: row.parent_slug,
    position: row.position,
    updatedAt: row.updated_at,
  };
}

async function existingCategory(db: D1Database, slug: string) {
  const category = await readCategory(db, slug);
  if (!category) throw notFound('Nie ma kategorii o tym slugu.');
  return category;
}

function answer({ id: _id, kind: _kind, ...category }: AdminCategory & { id: number; kind: string }): AdminCategory {
  return category;
}

/** 422 for a parent that does not exist, is not a regular category, or (on update) is the category itself or below it. */
async function checkParent(db: D1Database, parentSlug: string | null | undefined, self?: number): Promise<void> {
  if (!parentSlug) return;
  const parent = await db
    .prepare(
      `SELECT c.kind, EXISTS (SELECT 1 FROM category_lineage l WHERE l.category_id = c.id AND l.ancestor_id = ?2) AS below
       FROM categories c WHERE c.slug = ?1`,
    )
    .bind(parentSlug, self ?? -1)
    .first<{ kind: string; below: number }>();
  if (parent?.kind !== 'regular') throw unknownReferences({ parentSlug: `Nie ma zwykłej kategorii o slugu ${parentSlug}.` });
  if (parent.below) {
    const reason = 'Kategoria nie może leżeć pod sobą ani pod własną podkategorią.';
    throw new ApiError(422, 'category_cycle', reason, { parentSlug: reason });
  }
}

/** Every category, parents before children and siblings in their order, with what its listing shows now. */
async function listCategories(db: D1Database): Promise<AdminCategoryTreeEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT c.uuid, c.slug, c.name, c.description, p.slug AS parent_slug, c.position, c.kind, c.holds_chemicals, c.updated_at,
         (SELECT count(*) FROM (${categoryListingsSql({ now: '?1', view: 'next' })}) m WHERE m.category_id = c.id) AS product_count,
         (SELECT count(*) FROM category_lineage l WHERE l.category_id = c.id) AS depth
       FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
       ORDER BY depth, c.position, c.name`,
    )
    .bind(new Date().toISOString())
    .all<CategoryRow & { holds_chemicals: number; product_count: number }>();
  return results.map((row) => ({
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    description: row.description,
    parentSlug: row.parent_slug,
    position: row.position,
    kind: row.kind,
    holdsChemicals: row.holds_chemicals === 1,
    productCount: row.product_count,
    updatedAt: row.updated_at,
  }));
}

/**
 * The children of `parentSlug` (null: the tree's root) as the order names them: 422 unless the
 * order holds each of them exactly once and nothing else.
 */
async function checkChildrenOrder(db: D1Database, parentSlug: string | null, slugs: readonly string[]): Promise<void> {
  const { results } = await db
    .prepare(
      parentSlug === null
        ? 'SELECT slug FROM categories WHERE parent_id IS NULL'
        : 'SELECT c.slug FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.slug = ?1',
    )
    .bind(...(parentSlug === null ? [] : [parentSlug]))
    .all<{ slug: string }>();
  const children = new Set(results.map((row) => row.slug));
  if (slugs.length !== children.size || slugs.some((slug) => !children.has(slug))) {
    const reason = 'Podaj każdą podkategorię tego miejsca drzewa dokładnie raz (ktoś mógł ją w międzyczasie dodać lub przenieść).';
    throw new ApiError(422, 'children_mismatch', reason, { slugs: reason });
  }
}

function categoryPurgePaths(): string[] {
  return ['/api/public/v1/categories/tree/hierarchy'];
}

const listCall = declareCall({
  operationId: 'adminListCategories',
  method: 'get',
  path: '/categories',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Całe drzewo kategorii tak, jak je widzi obsługa (rodzic przed dziećmi, rodzeństwo w kolejności).',
  request: { query: noQuery },
  success: { schema: listOf(categoryTreeEntrySchema), description: 'Kategorie.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const readCall = declareCall({
  operationId: 'adminGetCategory',
  method: 'get',
  path: '/categories/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Kategoria w postaci, w jakiej ją zapisuje obsługa.',
  request: { params: slugParams, query: noQuery },
  success: { schema: adminCategorySchema, description: 'Kategoria.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma kategorii o tym slugu.' },
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreateCategory',
  method: 'post',
  path: '/categories',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje zwykłą kategorię do drzewa.',
  request: { query: noQuery, body: jsonBody(categoryCreateBody) },
  success: { schema: adminCategorySchema, description: 'Kategoria dodana.' },
  errors: { ...STAFF_ERRORS, 409: 'Ten slug ma już inna kategoria; nic nie zapisano.', 422: 'Nieznana kategoria nadrzędna; nic nie zapisano.' },
  maxBodyBytes: 8 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdateCategory',
  method: 'patch',
  path: '/categories/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola kategorii (nazwę, opis, miejsce w drzewie).',
  request: { params: slugParams, query: noQuery, body: jsonBody(categoryUpdateBody) },
  success: { schema: adminCategorySchema, description: 'Kategoria po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: 'Nie ma kategorii o tym slugu.',
    409: 'Ktoś zapisał kategorię w międzyczasie; nic nie zapisano.',
    422: 'Nieznana kategoria nadrzędna albo kategoria pod samą sobą; nic nie zapisano.',
  },
  maxBodyBytes: 8 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const childrenOrderErrors = {
  ...STAFF_ERRORS,
  409: 'Ktoś zmienił w międzyczasie kategorię nadrzędną albo kolejność; nic nie zapisano.',
  422: 'Lista nie zawiera dokładnie wszystkich podkategorii; nic nie zapisano.',
} as const;

const childrenOrderCall = declareCall({
  operationId: 'adminReorderCategoryChildren',
  method: 'put',
  path: '/categories/{slug}/children-order',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Ustawia kolejność podkategorii jednej kategorii w jednym zapisie (pozycje 0, 1, 2, …).',
  request: { params: slugParams, query: noQuery, body: jsonBody(childrenOrderBody) },
  success: { schema: listOf(categoryTreeEntrySchema), description: 'Całe drzewo po zmianie.' },
  errors: { ...childrenOrderErrors, 404: 'Nie ma kategorii o tym slugu.' },
  maxBodyBytes: 64 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const rootOrderCall = declareCall({
  operationId: 'adminReorderRootCategories',
  method: 'put',
  path: '/categories-root/children-order',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Ustawia kolejność kategorii głównych drzewa w jednym zapisie (pozycje 0, 1, 2, …).',
  request: { query: noQuery, body: jsonBody(rootOrderBody) },
  success: { schema: listOf(categoryTreeEntrySchema), description: 'Całe drzewo po zmianie.' },
  errors: childrenOrderErrors,
  maxBodyBytes: 64 * 1024,
  ...staffCall(ROLES_FOR.content),
});

/** A guard that holds while the children of `parentSlug` (null: the roots) stand in the order `before`, as the tree lists them. */
function orderUnchanged(parentSlug: string | null, before: readonly string[] | undefined): AuditGuard | undefined {
  if (before === undefined) return undefined;
  const children = parentSlug === null ? 'parent_id IS NULL' : 'parent_id = (SELECT id FROM categories WHERE slug = ?)';
  return {
    sql: `(SELECT json_group_array(slug) FROM (SELECT slug FROM categories WHERE ${children} ORDER BY position, name)) = ?`,
    values: [...(parentSlug === null ? [] : [parentSlug]), JSON.stringify(before)],
  };
}

/** Both guards, or the one given. */
function bothGuards(first: AuditGuard | undefined, second: AuditGuard | undefined): AuditGuard | undefined {
  if (!first || !second) return first ?? second;
  return { sql: `(${first.sql}) AND (${second.sql})`, values: [...first.values, ...second.values] };
}

/**
 * One write of the new order: each child's position is its index, its `updated_at` the write's
 * time (an editor's open form of it sees the move), journalled one row per child. With the
 * parent's `updatedAt`, a parent changed meanwhile makes it a 409; with `before`, so does another
 * order saved meanwhile (two editors moving the same siblings).
 */
async function reorderChildren(
  c: Context<AppEnv>,
  parentSlug: string | null,
  { slugs, before, updatedAt }: { slugs: readonly string[]; before?: readonly string[] | undefined; updatedAt?: string | undefined },
) {
  const db = c.env.DB;
  await checkChildrenOrder(db, parentSlug, slugs);
  const now = new Date().toISOString();
  await writeContent(c, staffActorOf(c), {
    audit: { order: slugs },
    statements: [
      db
        .prepare(
          `UPDATE categories SET position = (SELECT j.key FROM json_each(?1) j WHERE j.value = categories.slug), updated_at = ?2
           WHERE slug IN (SELECT value FROM json_each(?1))`,
        )
        .bind(JSON.stringify(slugs), now),
    ],
    changes: slugs.map((slug) => ({ kind: 'category', slug, action: 'updated' })),
    purge: categoryPurgePaths(),
    unchanged: bothGuards(
      parentSlug === null ? undefined : unchangedSince('categories', 'slug = ?', [parentSlug], updatedAt),
      orderUnchanged(parentSlug, before),
    ),
  });
  return c.json({ items: await listCategories(db) }, 200);
}

export const adminCategoryRoutes = createRouter()
  .openapi(listCall, async (c) => c.json({ items: await listCategories(c.env.DB) }, 200))
  .openapi(childrenOrderCall, async (c) => {
    const { slug } = c.req.valid('param');
    await existingCategory(c.env.DB, slug);
    return reorderChildren(c, slug, c.req.valid('json'));
  })
  .openapi(rootOrderCall, async (c) => reorderChildren(c, null, c.req.valid('json')))
  .openapi(readCall, async (c) => c.json(answer(await existingCategory(c.env.DB, c.req.valid('param').slug)), 200))
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    await checkParent(db, body.parentSlug);
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare(
            `INSERT INTO categories (uuid, slug, name, description, parent_id, position, kind, updated_at)
             VALUES (?1, ?2, ?3, ?4, (SELECT id FROM categories WHERE slug = ?5), ?6, 'regular', ?7)`,
          )
          .bind(crypto.randomUUID(), body.slug, body.name, body.description, body.parentSlug, body.position, new Date().toISOString()),
      ],
      changes: [{ kind: 'category', slug: body.slug, action: 'created' }],
      purge: categoryPurgePaths(),
      categoryListings: [body.slug],
    });
    return c.json(answer(await existingCategory(db, body.slug)), 200);
  })
  .openapi(updateCall, async (c) => {
    const { slug } = c.req.valid('param');
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingCategory(db, slug);
    if (before.kind !== 'regular' && body.parentSlug !== undefined) {
      const reason = 'Kategoria „Promocje” zostaje w korzeniu drzewa.';
      throw new ApiError(422, 'category_kind', reason, { parentSlug: reason });
    }
    await checkParent(db, body.parentSlug, before.id);
    const row = updateStatement(db, 'categories', 'slug = ?1', [slug], {
      name: body.name,
      description: body.description,
      position: body.position,
      updated_at: new Date().toISOString(),
    });
    const parent =
      body.parentSlug === undefined
        ? []
        : [db.prepare('UPDATE categories SET parent_id = (SELECT id FROM categories WHERE slug = ?2) WHERE slug = ?1').bind(slug, body.parentSlug)];
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before, body),
      statements: [...(row ? [row] : []), ...parent],
      changes: [{ kind: 'category', slug, action: 'updated' }],
      purge: categoryPurgePaths(),
      // Its listing and those above it, before the move (its new parents' are read after the batch).
      categoryListings: [slug, ...(before.parentSlug ? [before.parentSlug] : [])],
      unchanged: unchangedSince('categories', 'slug = ?', [slug], updatedAt),
    });
    return c.json(answer(await existingCategory(db, slug)), 200);
  });
