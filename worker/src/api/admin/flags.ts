/**
 * The staff's browse-flag calls (issue 35): the list, create and update of the flags shown at
 * `/przegladaj/{slug}` (name, slug, place on the list). The code is a flag's key: products and
 * imports name it, so it never changes, and a flag is never deleted (products hold it). The
 * promotion flag is the shop's own (derived from running promotions, product-schemas.ts): listed,
 * never edited.
 */
import { z } from '@hono/zod-openapi';
import { flagCodeField, flagFields } from '#lib/forms/catalogue.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError, notFound } from '../errors.ts';
import { listOf, noQuery } from '../schemas.ts';
import { type AdminFlag, adminFlagSchema } from './catalogue-schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField, readUpdatedAt } from './content-schemas.ts';
import { unchangedSince, updateStatement, writeContent } from './content-write.ts';
import { DERIVED_FLAG } from './product-schemas.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const flagCreateBody = z
  .strictObject({ code: flagCodeField, ...flagFields, position: flagFields.position.default(0) })
  .openapi('AdminFlagCreateRequest');
const flagUpdateBody = z
  .strictObject(flagFields)
  .partial()
  .extend({ updatedAt: readUpdatedAt })
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminFlagUpdateRequest');

const codeParams = z.object({ code: z.string().max(40).describe('Kod flagi.') });

interface FlagRow {
  code: string;
  slug: string;
  name: string;
  position: number;
  updated_at: string;
  product_count: number;
}

const FLAG_SELECT = `SELECT f.code, f.slug, f.name, f.position, f.updated_at,
  (SELECT count(*) FROM product_flags pf WHERE pf.flag_code = f.code) AS product_count FROM flags f`;

function flagOf(row: FlagRow): AdminFlag {
  return {
    code: row.code,
    slug: row.slug,
    name: row.name,
    position: row.position,
    derived: row.code === DERIVED_FLAG,
    productCount: row.product_count,
    updatedAt: row.updated_at,
  };
}

async function listAdminFlags(db: D1Database): Promise<AdminFlag[]> {
  return (await db.prepare(`${FLAG_SELECT} ORDER BY f.position, f.code`).all<FlagRow>()).results.map(flagOf);
}

async function existingFlag(db: D1Database, code: string): Promise<AdminFlag> {
  const row = await db.prepare(`${FLAG_SELECT} WHERE f.code = ?1`).bind(code).first<FlagRow>();
  if (!row) throw notFound('Nie ma flagi o tym kodzie.');
  return flagOf(row);
}

/** 409 for a code or slug another flag has (flags' slugs are their browse addresses). */
async function checkFree(db: D1Database, code: string | null, slug: string | undefined, self?: string): Promise<void> {
  const taken = await db
    .prepare('SELECT code, slug FROM flags WHERE (code = ?1 OR slug = ?2) AND code IS NOT ?3')
    .bind(code, slug ?? null, self ?? null)
    .all<{ code: string; slug: string }>();
  const fields: Record<string, string> = {};
  for (const row of taken.results) {
    if (row.code === code) fields.code = 'Ten kod ma już inna flaga.';
    if (row.slug === slug) fields.slug = 'Ten slug ma już inna flaga.';
  }
  if (Object.keys(fields).length > 0) throw new ApiError(409, 'conflict', Object.values(fields).join(' '), fields);
}

/** The public answer that shows flags (the browse pages are built from it and the products'). */
const FLAG_PURGE_PATHS = ['/api/public/v1/flags'];

const listCall = declareCall({
  operationId: 'adminListFlags',
  method: 'get',
  path: '/flags',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Flagi przeglądania (nowości, bestsellery, …) w kolejności, z liczbą produktów.',
  request: { query: noQuery },
  success: { schema: listOf(adminFlagSchema), description: 'Flagi.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const readCall = declareCall({
  operationId: 'adminGetFlag',
  method: 'get',
  path: '/flags/{code}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Flaga w postaci, w jakiej ją zapisuje obsługa.',
  request: { params: codeParams, query: noQuery },
  success: { schema: adminFlagSchema, description: 'Flaga.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma flagi o tym kodzie.' },
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreateFlag',
  method: 'post',
  path: '/flags',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje flagę przeglądania.',
  request: { query: noQuery, body: jsonBody(flagCreateBody) },
  success: { schema: adminFlagSchema, description: 'Flaga dodana.' },
  errors: { ...STAFF_ERRORS, 409: 'Ten kod albo slug ma już inna flaga; nic nie zapisano.' },
  maxBodyBytes: 4 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdateFlag',
  method: 'patch',
  path: '/flags/{code}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola flagi (nazwę, slug, miejsce); flagi „promotion” sklep nie pozwala zmieniać.',
  request: { params: codeParams, query: noQuery, body: jsonBody(flagUpdateBody) },
  success: { schema: adminFlagSchema, description: 'Flaga po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: 'Nie ma flagi o tym kodzie.',
    409: 'Slug ma już inna flaga albo ktoś zapisał flagę w międzyczasie; nic nie zapisano.',
    422: 'Flaga wyliczana przez sklep (promocja); nic nie zapisano.',
  },
  maxBodyBytes: 4 * 1024,
  ...staffCall(ROLES_FOR.content),
});

export const adminFlagRoutes = createRouter()
  .openapi(listCall, async (c) => c.json({ items: await listAdminFlags(c.env.DB) }, 200))
  .openapi(readCall, async (c) => c.json(await existingFlag(c.env.DB, c.req.valid('param').code), 200))
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    await checkFree(db, body.code, body.slug);
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare('INSERT INTO flags (code, slug, name, position, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)')
          .bind(body.code, body.slug, body.name, body.position, new Date().toISOString()),
      ],
      changes: [{ kind: 'flag', slug: body.slug, action: 'created' }],
      purge: FLAG_PURGE_PATHS,
    });
    return c.json(await existingFlag(db, body.code), 200);
  })
  .openapi(updateCall, async (c) => {
    const { code } = c.req.valid('param');
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingFlag(db, code);
    if (before.derived) {
      const reason = 'Flagę „promocja” sklep nadaje sam na czas promocji; nie da się jej zmienić.';
      throw new ApiError(422, 'flag_derived', reason, { code: reason });
    }
    await checkFree(db, null, body.slug, code);
    const row = updateStatement(db, 'flags', 'code = ?1', [code], {
      name: body.name,
      slug: body.slug,
      position: body.position,
      updated_at: new Date().toISOString(),
    });
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before, body),
      statements: row ? [row] : [],
      // A changed slug moves the browse page: the journal names both addresses.
      changes: [...new Set([before.slug, body.slug ?? before.slug])].map((slug) => ({ kind: 'flag', slug, action: 'updated' })),
      purge: FLAG_PURGE_PATHS,
      unchanged: unchangedSince('flags', 'code = ?', [code], updatedAt),
    });
    return c.json(await existingFlag(db, code), 200);
  });
