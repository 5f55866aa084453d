/**
 * The staff's category calls: create and update regular categories of the tree (name, text,
 * parent, position). A category is never deleted or hidden: products have it as their main
 * category and orders' pages link to it; a category to retire is emptied and moved instead
 * (docs/decisions/023-admin-api.md).
 */
import { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import type { StoredCategoryRow } from '../categories/queries.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError, notFound } from '../errors.ts';
import { noQuery, slugParams, slugSchema, timestampSchema } from '../schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField } from './content-schemas.ts';
import { unknownReferences, updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const categoryFields = {
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2_000),
  parentSlug: slugSchema.nullable().describe('Slug kategorii nadrzędnej; null: kategoria główna drzewa.'),
  position: z.number().int().min(0).max(10_000).describe('Miejsce wśród rodzeństwa (rosnąco).'),
};

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
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminCategoryUpdateRequest');

const adminCategorySchema = z.object({ uuid: z.string(), slug: z.string(), ...categoryFields, updatedAt: timestampSchema }).openapi('AdminCategory');
type AdminCategory = z.output<typeof adminCategorySchema>;

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

function categoryPurgePaths(): string[] {
  return ['/api/public/v1/categories/tree/hierarchy'];
}

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
    422: 'Nieznana kategoria nadrzędna albo kategoria pod samą sobą; nic nie zapisano.',
  },
  maxBodyBytes: 8 * 1024,
  ...staffCall(ROLES_FOR.content),
});

export const adminCategoryRoutes = createRouter()
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
    const body = c.req.valid('json');
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
    });
    return c.json(answer(await existingCategory(db, slug)), 200);
  });
