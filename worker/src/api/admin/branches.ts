/**
 * The staff's branch calls: create, update and unpublish (`published: false`, migration 0017:
 * the branch leaves /oddzialy and the pickup choices; past orders keep its name).
 */
import { z } from '@hono/zod-openapi';
import { branchFields } from '#lib/forms/content.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import { findBranchRow, toBranch } from '../branches/queries.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { noQuery, slugParams, slugSchema } from '../schemas.ts';
import { adminBranchListSchema, adminBranchSchema } from './content-answer-schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField, readUpdatedAt } from './content-schemas.ts';
import { unchangedSince, updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const branchCreateBody = z
  .strictObject({
    slug: slugSchema,
    ...branchFields,
    description: branchFields.description.default(''),
    position: branchFields.position.default(0),
    published: branchFields.published.default(true),
  })
  .openapi('AdminBranchCreateRequest');
const branchUpdateBody = z
  .strictObject({ ...branchFields, updatedAt: readUpdatedAt })
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminBranchUpdateRequest');
type AdminBranch = z.output<typeof adminBranchSchema>;

type AdminBranchList = z.output<typeof adminBranchListSchema>;

/** Every branch, also the unpublished ones, in the shop's order. */
async function listBranches(db: D1Database): Promise<AdminBranchList> {
  const { results } = await db
    .prepare('SELECT slug, name, kind, city, position, is_published, updated_at AS updatedAt FROM branches ORDER BY position, name')
    .all<Omit<AdminBranchList['branches'][number], 'published'> & { is_published: number }>();
  return { branches: results.map(({ is_published, ...branch }) => ({ ...branch, published: is_published === 1 })) };
}

async function existingBranch(db: D1Database, slug: string): Promise<AdminBranch> {
  const row = await findBranchRow(db, slug);
  if (!row) throw notFound('Nie ma oddziału o tym slugu.');
  return { ...toBranch(row), position: row.position, published: row.is_published === 1, updatedAt: row.updated_at };
}

function branchColumns(fields: Partial<z.output<typeof branchCreateBody>>): Record<string, unknown> {
  return {
    name: fields.name,
    kind: fields.kind,
    street: fields.address?.street,
    postal_code: fields.address?.postalCode,
    city: fields.address?.city,
    phone: fields.phone,
    email: fields.email,
    lat: fields.location?.lat,
    lng: fields.location?.lng,
    opening_hours: fields.openingHours === undefined ? undefined : JSON.stringify(fields.openingHours),
    description: fields.description,
    position: fields.position,
    is_published: fields.published === undefined ? undefined : fields.published ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
}

function branchPurgePaths(slug: string): string[] {
  return ['/api/public/v1/branches', `/api/public/v1/branches/slug/${slug}`];
}

const listCall = declareCall({
  operationId: 'adminListBranches',
  method: 'get',
  path: '/branches',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Wszystkie oddziały (także wycofane), w kolejności sklepu.',
  request: { query: noQuery },
  success: { schema: adminBranchListSchema, description: 'Oddziały.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const readCall = declareCall({
  operationId: 'adminGetBranch',
  method: 'get',
  path: '/branches/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Oddział w postaci, w jakiej go zapisuje obsługa (także wycofany).',
  request: { params: slugParams, query: noQuery },
  success: { schema: adminBranchSchema, description: 'Oddział.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma oddziału o tym slugu.' },
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreateBranch',
  method: 'post',
  path: '/branches',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje oddział (adres, położenie, godziny otwarcia).',
  request: { query: noQuery, body: jsonBody(branchCreateBody) },
  success: { schema: adminBranchSchema, description: 'Oddział dodany.' },
  errors: { ...STAFF_ERRORS, 409: 'Ten slug ma już inny oddział; nic nie zapisano.' },
  maxBodyBytes: 16 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdateBranch',
  method: 'patch',
  path: '/branches/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola oddziału (adres i położenie jako całość); `published: false` wycofuje go.',
  request: { params: slugParams, query: noQuery, body: jsonBody(branchUpdateBody) },
  success: { schema: adminBranchSchema, description: 'Oddział po zmianie.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma oddziału o tym slugu.', 409: 'Ktoś zapisał oddział po odczycie z updatedAt; nic nie zapisano.' },
  maxBodyBytes: 16 * 1024,
  ...staffCall(ROLES_FOR.content),
});

export const adminBranchRoutes = createRouter()
  .openapi(listCall, async (c) => c.json(await listBranches(c.env.DB), 200))
  .openapi(readCall, async (c) => c.json(await existingBranch(c.env.DB, c.req.valid('param').slug), 200))
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    const columns = { uuid: crypto.randomUUID(), slug: body.slug, ...branchColumns(body) };
    const names = Object.keys(columns);
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare(`INSERT INTO branches (${names.join(', ')}) VALUES (${names.map((_name, index) => `?${index + 1}`).join(', ')})`)
          .bind(...Object.values(columns)),
      ],
      changes: [{ kind: 'branch', slug: body.slug, action: 'created' }],
      purge: branchPurgePaths(body.slug),
    });
    return c.json(await existingBranch(db, body.slug), 200);
  })
  .openapi(updateCall, async (c) => {
    const { slug } = c.req.valid('param');
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingBranch(db, slug);
    const row = updateStatement(db, 'branches', 'slug = ?1', [slug], branchColumns(body));
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before, body),
      statements: row ? [row] : [],
      changes: [{ kind: 'branch', slug, action: body.published === false && before.published ? 'unpublished' : 'updated' }],
      purge: branchPurgePaths(slug),
      unchanged: unchangedSince('branches', 'slug = ?', [slug], updatedAt),
    });
    return c.json(await existingBranch(db, slug), 200);
  });
