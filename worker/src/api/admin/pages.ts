/**
 * The staff's calls for content pages (`/strona/{slug}`), landing pages (`/lp/{slug}`) and the
 * special pages with routes of their own: create, update and unpublish (`published: false`,
 * migration 0017). A page is known by its kind and slug together.
 */
import { z } from '@hono/zod-openapi';
import { pageFields } from '#lib/forms/content.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { pageKindSchema } from '../pages/schemas.ts';
import { noQuery, slugSchema } from '../schemas.ts';
import { adminPageListSchema, adminPageSchema } from './content-answer-schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField, readUpdatedAt } from './content-schemas.ts';
import { unchangedSince, updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const pageCreateBody = z
  .strictObject({
    kind: pageKindSchema,
    slug: slugSchema,
    ...pageFields,
    lead: pageFields.lead.default(''),
    published: pageFields.published.default(true),
  })
  .openapi('AdminPageCreateRequest');
const pageUpdateBody = z
  .strictObject({ ...pageFields, updatedAt: readUpdatedAt })
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminPageUpdateRequest');
type AdminPage = z.output<typeof adminPageSchema>;

const pageParams = z.strictObject({ kind: pageKindSchema, slug: slugSchema });

const pageListQuery = z.strictObject({ kind: pageKindSchema.optional().describe('Tylko strony tego rodzaju.') }).openapi('AdminPageListQuery');
type AdminPageList = z.output<typeof adminPageListSchema>;

/** Every page of `kind` (all kinds when none), also the unpublished ones, by slug. */
async function listPages(db: D1Database, kind: string | undefined): Promise<AdminPageList> {
  const select = 'SELECT kind, slug, title, is_published, updated_at AS updatedAt FROM pages';
  const statement = kind ? db.prepare(`${select} WHERE kind = ?1 ORDER BY slug`).bind(kind) : db.prepare(`${select} ORDER BY kind, slug`);
  const { results } = await statement.all<Omit<AdminPageList['pages'][number], 'published'> & { is_published: number }>();
  return { pages: results.map(({ is_published, ...page }) => ({ ...page, published: is_published === 1 })) };
}

async function existingPage(db: D1Database, kind: string, slug: string): Promise<AdminPage> {
  const row = await db
    .prepare(
      `SELECT uuid, kind, slug, title, meta_description AS metaDescription, lead, body, is_published, updated_at AS updatedAt
       FROM pages WHERE kind = ?1 AND slug = ?2`,
    )
    .bind(kind, slug)
    .first<Omit<AdminPage, 'published'> & { is_published: number }>();
  if (!row) throw notFound('Nie ma strony tego rodzaju o tym slugu.');
  const { is_published, ...page } = row;
  return { ...page, published: is_published === 1 };
}

function pagePurgePaths(kind: string, slug: string): string[] {
  return [
    '/api/public/v1/pages',
    `/api/public/v1/pages/slug/${slug}?kind=${kind}`,
    ...(kind === 'content' ? [`/api/public/v1/pages/slug/${slug}`] : []),
  ];
}

const listCall = declareCall({
  operationId: 'adminListPages',
  method: 'get',
  path: '/pages',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Strony treści, docelowe i specjalne (także wycofane), według rodzaju i sluga.',
  request: { query: pageListQuery },
  success: { schema: adminPageListSchema, description: 'Strony.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const readCall = declareCall({
  operationId: 'adminGetPage',
  method: 'get',
  path: '/pages/{kind}/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Strona w postaci, w jakiej ją zapisuje obsługa (także wycofana).',
  request: { params: pageParams, query: noQuery },
  success: { schema: adminPageSchema, description: 'Strona.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma strony tego rodzaju o tym slugu.' },
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreatePage',
  method: 'post',
  path: '/pages',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje stronę treści, stronę docelową albo specjalną.',
  request: { query: noQuery, body: jsonBody(pageCreateBody) },
  maxBodyBytes: 64 * 1024,
  success: { schema: adminPageSchema, description: 'Strona dodana.' },
  errors: { ...STAFF_ERRORS, 409: 'Strona tego rodzaju o tym slugu już istnieje; nic nie zapisano.' },
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdatePage',
  method: 'patch',
  path: '/pages/{kind}/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola strony; `published: false` wycofuje ją (nie jest usuwana).',
  request: { params: pageParams, query: noQuery, body: jsonBody(pageUpdateBody) },
  maxBodyBytes: 64 * 1024,
  success: { schema: adminPageSchema, description: 'Strona po zmianie.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma strony tego rodzaju o tym slugu.', 409: 'Ktoś zapisał stronę po odczycie z updatedAt; nic nie zapisano.' },
  ...staffCall(ROLES_FOR.content),
});

export const adminPageRoutes = createRouter()
  .openapi(listCall, async (c) => c.json(await listPages(c.env.DB, c.req.valid('query').kind), 200))
  .openapi(readCall, async (c) => {
    const { kind, slug } = c.req.valid('param');
    return c.json(await existingPage(c.env.DB, kind, slug), 200);
  })
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare(
            `INSERT INTO pages (uuid, slug, kind, title, meta_description, lead, body, is_published, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
          )
          .bind(
            crypto.randomUUID(),
            body.slug,
            body.kind,
            body.title,
            body.metaDescription,
            body.lead,
            body.body,
            body.published ? 1 : 0,
            new Date().toISOString(),
          ),
      ],
      changes: [{ kind: 'page', slug: body.slug, action: 'created' }],
      purge: pagePurgePaths(body.kind, body.slug),
    });
    return c.json(await existingPage(db, body.kind, body.slug), 200);
  })
  .openapi(updateCall, async (c) => {
    const { kind, slug } = c.req.valid('param');
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingPage(db, kind, slug);
    const row = updateStatement(db, 'pages', 'kind = ?1 AND slug = ?2', [kind, slug], {
      title: body.title,
      meta_description: body.metaDescription,
      lead: body.lead,
      body: body.body,
      is_published: body.published === undefined ? undefined : body.published ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before, body),
      statements: row ? [row] : [],
      changes: [{ kind: 'page', slug, action: body.published === false && before.published ? 'unpublished' : 'updated' }],
      purge: pagePurgePaths(kind, slug),
      unchanged: unchangedSince('pages', 'kind = ? AND slug = ?', [kind, slug], updatedAt),
    });
    return c.json(await existingPage(db, kind, slug), 200);
  });
