/**
 * The staff's calls for the milestones of the company's history (`/strona/kamienie-milowe`):
 * list, add, change and delete. A milestone is referred to by nothing, so it is deleted, not
 * unpublished. The content journal records a milestone's change as a change of the page
 * `kamienie-milowe` (kind 'page'): the build renders milestones only on that page, and the journal
 * exists to say which pages a rebuild must bring up to date; a kind of its own would have needed
 * the journal table rebuilt for its CHECK and would say nothing more to the rebuild.
 */
import { z } from '@hono/zod-openapi';
import { milestoneCreateSchema, milestoneFields } from '#lib/forms/content.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import type { ContentChange } from '../../content-changes/journal.ts';
import { changedFields } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { adminMilestoneSchema } from './content-answer-schemas.ts';
import { ADMIN_CONTENT_TAGS, atLeastOneField, readUpdatedAt } from './content-schemas.ts';
import { missingValues, unchangedSince, unknownReferences, updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

/** The page that shows the milestones: what the journal says a milestone's change touches. */
const MILESTONES_PAGE: Omit<ContentChange, 'action'> = { kind: 'page', slug: 'kamienie-milowe' };
const PURGE = ['/api/public/v1/milestones'];
const NOT_FOUND = 'Nie ma kamienia milowego o tym numerze.';

const milestoneCreateBody = milestoneCreateSchema.openapi('AdminMilestoneCreateRequest');
const milestoneUpdateBody = z
  .strictObject({ ...milestoneFields, updatedAt: readUpdatedAt })
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminMilestoneUpdateRequest');
type AdminMilestone = z.output<typeof adminMilestoneSchema>;

const milestoneParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .describe('Numer kamienia milowego.'),
});
const deleteQuery = z.strictObject({ updatedAt: readUpdatedAt }).openapi('AdminMilestoneDeleteQuery');

const select = 'SELECT id, year, title, description, image, position, updated_at AS updatedAt FROM milestones';

async function existingMilestone(db: D1Database, id: number): Promise<AdminMilestone> {
  const row = await db.prepare(`${select} WHERE id = ?1`).bind(id).first<AdminMilestone>();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function checkImage(db: D1Database, image: string | null | undefined): Promise<void> {
  if (image && (await missingValues(db, 'media', 'path', [image])).length > 0) throw unknownReferences({ image: `Nie ma w mediach pliku ${image}.` });
}

const listCall = declareCall({
  operationId: 'adminListMilestones',
  method: 'get',
  path: '/milestones',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Kamienie milowe historii firmy w kolejności osi czasu.',
  request: { query: noQuery },
  success: { schema: z.object({ milestones: z.array(adminMilestoneSchema) }).openapi('AdminMilestoneList'), description: 'Kamienie milowe.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreateMilestone',
  method: 'post',
  path: '/milestones',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje kamień milowy historii firmy.',
  request: { query: noQuery, body: jsonBody(milestoneCreateBody) },
  maxBodyBytes: 16 * 1024,
  success: { schema: adminMilestoneSchema, description: 'Kamień milowy dodany.' },
  errors: { ...STAFF_ERRORS, 422: 'Nieznany obraz; nic nie zapisano.' },
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdateMilestone',
  method: 'patch',
  path: '/milestones/{id}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola kamienia milowego.',
  request: { params: milestoneParams, query: noQuery, body: jsonBody(milestoneUpdateBody) },
  maxBodyBytes: 16 * 1024,
  success: { schema: adminMilestoneSchema, description: 'Kamień milowy po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: NOT_FOUND,
    409: 'Ktoś zapisał kamień milowy po odczycie z updatedAt; nic nie zapisano.',
    422: 'Nieznany obraz; nic nie zapisano.',
  },
  ...staffCall(ROLES_FOR.content),
});

const deleteCall = declareCall({
  operationId: 'adminDeleteMilestone',
  method: 'delete',
  path: '/milestones/{id}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Usuwa kamień milowy z historii firmy.',
  request: { params: milestoneParams, query: deleteQuery },
  success: { schema: z.object({ deleted: z.literal(true) }).openapi('AdminMilestoneDeleted'), description: 'Kamień milowy usunięty.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND, 409: 'Ktoś zapisał kamień milowy po odczycie z updatedAt; nic nie usunięto.' },
  ...staffCall(ROLES_FOR.content),
});

export const adminMilestoneRoutes = createRouter()
  .openapi(listCall, async (c) => {
    const { results } = await c.env.DB.prepare(`${select} ORDER BY position, year, id`).all<AdminMilestone>();
    return c.json({ milestones: results }, 200);
  })
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    await checkImage(db, body.image);
    const id = (await db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM milestones').first<{ id: number }>())?.id ?? 1;
    await writeContent(c, staffActorOf(c), {
      audit: { action: 'created', milestone: id, ...body },
      statements: [
        db
          .prepare('INSERT INTO milestones (id, year, title, description, image, position, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
          .bind(id, body.year, body.title, body.description, body.image, body.position, new Date().toISOString()),
      ],
      changes: [{ ...MILESTONES_PAGE, action: 'updated' }],
      purge: PURGE,
    });
    return c.json(await existingMilestone(db, id), 200);
  })
  .openapi(updateCall, async (c) => {
    const id = Number(c.req.valid('param').id);
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingMilestone(db, id);
    await checkImage(db, body.image);
    const row = updateStatement(db, 'milestones', 'id = ?1', [id], { ...body, updated_at: new Date().toISOString() });
    await writeContent(c, staffActorOf(c), {
      audit: { milestone: id, ...changedFields(before, body) },
      statements: row ? [row] : [],
      changes: [{ ...MILESTONES_PAGE, action: 'updated' }],
      purge: PURGE,
      unchanged: unchangedSince('milestones', 'id = ?', [id], updatedAt),
    });
    return c.json(await existingMilestone(db, id), 200);
  })
  .openapi(deleteCall, async (c) => {
    const id = Number(c.req.valid('param').id);
    const db = c.env.DB;
    const before = await existingMilestone(db, id);
    await writeContent(c, staffActorOf(c), {
      audit: { action: 'deleted', milestone: id, before },
      statements: [db.prepare('DELETE FROM milestones WHERE id = ?1').bind(id)],
      changes: [{ ...MILESTONES_PAGE, action: 'updated' }],
      purge: PURGE,
      unchanged: unchangedSince('milestones', 'id = ?', [id], c.req.valid('query').updatedAt),
    });
    return c.json({ deleted: true as const }, 200);
  });
