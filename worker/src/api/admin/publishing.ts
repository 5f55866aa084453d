/**
 * What a rebuild's build reports (issue 35, docs/decisions/043-live-pages.md): its steps and its
 * failure (`POST /rebuilds/{id}/progress`), and the product pages of the export that went live
 * (`PUT /live-pages`), which the live API's lists then show and nothing else. The build's runner
 * reports (scripts/build/publish-run.ts: the deploy workflow in production, the deploy hook's
 * stand-in under `npm start`), with the integration token (ADMIN_API_TOKEN); the roles that publish may too.
 */
import { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError, notFound } from '../errors.ts';
import { noQuery, slugSchema } from '../schemas.ts';
import { purgePublicAnswers } from './cache-purge.ts';
import { ADMIN_CONTENT_TAGS } from './content-schemas.ts';
import { listingPaths, missingValues, unknownList, unknownReferences } from './content-write.ts';
import { rebuildRequestSchema } from './rebuild-schemas.ts';
import { REQUEST_COLUMNS, type RequestRow, requestAnswer } from './rebuilds.ts';
import { auditOf, STAFF_ERRORS, staffCall } from './require-staff.ts';

/** The most steps one request keeps (a build prints some 20). */
const MAX_STEPS = 100;

const requestParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Podaj numer prośby o przebudowę.')
    .describe('Numer prośby o przebudowę (RebuildRequest.id).'),
});

const progressBody = z
  .discriminatedUnion('state', [
    z.strictObject({
      state: z.literal('building').describe('Budowanie trwa.'),
      step: z.string().trim().min(1, 'Podaj nazwę kroku.').max(200, 'Nazwa kroku ma najwyżej 200 znaków.').describe('Krok, który się zaczął.'),
    }),
    z.strictObject({
      state: z.literal('failed').describe('Budowanie się nie powiodło; strona została bez zmian.'),
      message: z.string().trim().min(1, 'Podaj komunikat błędu.').max(2000, 'Komunikat ma najwyżej 2000 znaków.').describe('Komunikat budowania.'),
    }),
  ])
  .openapi('RebuildProgress');

const progressCall = declareCall({
  operationId: 'reportRebuildProgress',
  method: 'post',
  path: '/rebuilds/{id}/progress',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Budowanie zgłasza krok albo niepowodzenie prośby o przebudowę (robi to skrypt budowania, nie redaktor).',
  request: { params: requestParams, query: noQuery, body: jsonBody(progressBody) },
  success: { schema: rebuildRequestSchema, description: 'Prośba ze zgłoszonym stanem.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma takiej prośby.', 409: 'Ta prośba jest już zakończona (na stronie albo nieudana).' },
  maxBodyBytes: 4 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const livePagesBody = z
  .strictObject({
    rebuild: z.number().int().positive().optional().describe('Prośba, którą to wdrożenie kończy (z nią wszystkie wcześniejsze niezakończone).'),
    products: z
      .array(slugSchema)
      .max(50_000, 'Najwyżej 50 000 produktów.')
      .describe('Slugi produktów, których strony są w wdrożonym eksporcie (site/out/produkt/*.html).'),
  })
  .openapi('LivePages');

const livePagesCall = declareCall({
  operationId: 'setLivePages',
  method: 'put',
  path: '/live-pages',
  tags: ADMIN_CONTENT_TAGS,
  summary:
    'Eksport poszedł na stronę: listy, wyszukiwarka i listingi API pokazują odtąd dokładnie produkty, których strony w nim są (zgłasza to skrypt budowania).',
  request: { query: noQuery, body: jsonBody(livePagesBody) },
  success: {
    schema: z
      .object({
        listed: z.number().int().describe('Produkty, które od teraz są na listach.'),
        delisted: z.number().int().describe('Produkty, które zniknęły z list (ich strony nie ma już w eksporcie).'),
        request: rebuildRequestSchema.nullable().describe('Zakończona prośba, jeśli podano.'),
      })
      .openapi('LivePagesSet'),
    description: 'Stan list po wdrożeniu.',
  },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma takiej prośby.', 422: 'Nieznany slug produktu; nic nie zmieniono.' },
  maxBodyBytes: 8 * 1024 * 1024,
  ...staffCall(ROLES_FOR.content),
});

async function readRequest(db: D1Database, id: number): Promise<RequestRow> {
  const row = await db.prepare(`SELECT ${REQUEST_COLUMNS} FROM rebuild_requests WHERE id = ?1`).bind(id).first<RequestRow>();
  if (!row) throw notFound('Nie ma takiej prośby o przebudowę.');
  return row;
}

export const publishingRoutes = createRouter()
  .openapi(progressCall, async (c) => {
    const db = c.env.DB;
    const id = Number(c.req.valid('param').id);
    const body = c.req.valid('json');
    await readRequest(db, id);
    const at = new Date().toISOString();
    const updated =
      body.state === 'building'
        ? db
            .prepare(
              `UPDATE rebuild_requests SET state = 'building',
                 steps = CASE WHEN json_array_length(steps) < ?4 THEN json_insert(steps, '$[#]', json_object('at', ?2, 'step', ?3)) ELSE steps END
               WHERE id = ?1 AND state IN ('queued', 'building') RETURNING ${REQUEST_COLUMNS}`,
            )
            .bind(id, at, body.step, MAX_STEPS)
        : db
            .prepare(
              `UPDATE rebuild_requests SET state = 'failed', message = ?3, finished_at = ?2
               WHERE id = ?1 AND state IN ('queued', 'building') RETURNING ${REQUEST_COLUMNS}`,
            )
            .bind(id, at, body.message);
    const row = await updated.first<RequestRow>();
    if (!row) throw new ApiError(409, 'rebuild_finished', 'Ta prośba o przebudowę jest już zakończona; nic nie zmieniono.');
    if (body.state === 'failed') {
      await auditOf(c, { objectKind: 'rebuild', objectId: String(id), change: { state: 'failed', message: body.message } }, at).run();
      console.log(JSON.stringify({ time: at, event: 'rebuild-failed', rebuild: id, message: body.message }));
    }
    return c.json(requestAnswer(row), 200);
  })
  .openapi(livePagesCall, async (c) => {
    const db = c.env.DB;
    const { rebuild, products } = c.req.valid('json');
    if (rebuild !== undefined) await readRequest(db, rebuild);
    const missing = await missingValues(db, 'products', 'slug', products);
    if (missing.length > 0) throw unknownReferences({ products: unknownList('Nieznane produkty', missing.slice(0, 20)) });
    const slugs = JSON.stringify([...new Set(products)]);
    const at = new Date().toISOString();
    const inExport = 'slug IN (SELECT value FROM json_each(?1))';
    const [listed, delisted, finished] = await db.batch<{ n: number } & RequestRow>([
      db.prepare(`UPDATE products SET page_live = 1 WHERE page_live = 0 AND ${inExport} RETURNING 1 AS n`).bind(slugs),
      db.prepare(`UPDATE products SET page_live = 0 WHERE page_live = 1 AND NOT ${inExport} RETURNING 1 AS n`).bind(slugs),
      // The build that went live holds every change its request covers, and so those of every earlier request still open.
      db
        .prepare(
          `UPDATE rebuild_requests SET state = 'live', finished_at = ?2
           WHERE ?1 IS NOT NULL AND id <= ?1 AND state IN ('queued', 'building') RETURNING ${REQUEST_COLUMNS}`,
        )
        .bind(rebuild ?? null, at),
      auditOf(c, { objectKind: 'rebuild', objectId: String(rebuild ?? at), change: { state: 'live', products: products.length } }, at),
    ]);
    const counts = { listed: listed?.results.length ?? 0, delisted: delisted?.results.length ?? 0 };
    // Cached lists that lack a product now live (or show one now gone) are dropped; listing pages with filters expire.
    const { results: categories } = await db.prepare('SELECT slug FROM categories').all<{ slug: string }>();
    await purgePublicAnswers([
      '/api/public/v1/categories/tree/hierarchy',
      ...(await listingPaths(
        db,
        categories.map((row) => row.slug),
      )),
    ]).catch(() => 0);
    const request = rebuild === undefined ? null : ((finished?.results ?? []).find((row) => row.id === rebuild) ?? (await readRequest(db, rebuild)));
    console.log(JSON.stringify({ time: at, event: 'pages-live', rebuild: rebuild ?? null, products: products.length, ...counts }));
    return c.json({ ...counts, request: request && requestAnswer(request) }, 200);
  });
