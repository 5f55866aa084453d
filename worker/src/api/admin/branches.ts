/**
 * The staff's branch calls: create, update and unpublish (`published: false`, migration 0017:
 * the branch leaves /oddzialy and the pickup choices; past orders keep its name).
 */
import { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import { findBranchRow, toBranch } from '../branches/queries.ts';
import { branchKindSchema, openingHoursSchema } from '../branches/schemas.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { noQuery, slugParams, slugSchema } from '../schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField } from './content-schemas.ts';
import { updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const hoursSchema = z.strictObject({
  days: z.array(openingHoursSchema.shape.days.element).min(1).max(7),
  opens: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/),
  closes: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/),
});

const branchFields = {
  name: z.string().trim().min(1).max(200),
  kind: branchKindSchema,
  address: z.strictObject({
    street: z.string().trim().min(1).max(200),
    postalCode: z
      .string()
      .regex(/^\d{2}-\d{3}$/)
      .describe('Kod pocztowy, np. `50-001`.'),
    city: z.string().trim().min(1).max(100),
  }),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{7,20}$/),
  email: z.email().max(200),
  location: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  openingHours: z.array(hoursSchema).max(7),
  description: z.string().trim().max(5_000),
  position: z.number().int().min(0).max(10_000),
  published: z.boolean().describe('false: oddział wycofany (niewidoczny w sklepie i przy odbiorze osobistym).'),
};

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
  .strictObject(branchFields)
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminBranchUpdateRequest');
const adminBranchSchema = z.object({ uuid: z.string(), slug: z.string(), ...branchFields }).openapi('AdminBranch');
type AdminBranch = z.output<typeof adminBranchSchema>;

async function existingBranch(db: D1Database, slug: string): Promise<AdminBranch> {
  const row = await findBranchRow(db, slug);
  if (!row) throw notFound('Nie ma oddziału o tym slugu.');
  return { ...toBranch(row), position: row.position, published: row.is_published === 1 };
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
  };
}

function branchPurgePaths(slug: string): string[] {
  return ['/api/public/v1/branches', `/api/public/v1/branches/slug/${slug}`];
}

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
  errors: { ...STAFF_ERRORS, 404: 'Nie ma oddziału o tym slugu.' },
  maxBodyBytes: 16 * 1024,
  ...staffCall(ROLES_FOR.content),
});

export const adminBranchRoutes = createRouter()
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
    const body = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingBranch(db, slug);
    const row = updateStatement(db, 'branches', 'slug = ?1', [slug], branchColumns(body));
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before, body),
      statements: row ? [row] : [],
      changes: [{ kind: 'branch', slug, action: body.published === false && before.published ? 'unpublished' : 'updated' }],
      purge: branchPurgePaths(slug),
    });
    return c.json(await existingBranch(db, slug), 200);
  });
