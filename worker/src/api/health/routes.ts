/**
 * `GET /api/health` (issue 18, docs/operations.md "Operating the shop"): whether the shop's database answers,
 * and which build is deployed, for uptime monitors and the runbook. Never cached (no
 * `cacheSeconds`: the edge marks it `no-store`); 503 when D1 does not answer in time.
 */
import { z } from '@hono/zod-openapi';
import type { WorkerEnv } from '../../env.ts';
import { BUILD_INFO_PATH } from '../../shared-names.ts';
import { createRouter, declareCall } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';

/** The longest a health check waits for D1. */
export const HEALTH_DB_TIMEOUT_MS = 3000;

const buildInfoSchema = z.object({ version: z.string().max(100), builtAt: z.string().max(40) });

const healthCall = declareCall({
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  tags: ['Dokumentacja'],
  summary: 'Stan sklepu dla monitoringu: czy baza D1 odpowiada i która wersja jest wdrożona (bez pamięci podręcznej).',
  request: { query: noQuery },
  success: {
    schema: z
      .object({
        status: z.literal('ok'),
        database: z.literal('ok').describe('D1 odpowiedziało na zapytanie kontrolne.'),
        version: z.string().nullable().describe('Wdrożona wersja workera (commit; BUILD_VERSION), null gdy nieustawiona (lokalnie).'),
        site: buildInfoSchema
          .extend({ version: z.string().describe('Commit, z którego zbudowano stronę.'), builtAt: z.string().describe('Kiedy (UTC, ISO 8601).') })
          .nullable()
          .describe('Wersja i czas budowy wdrożonej strony (build-info.json), null bez eksportu.'),
        checkedAt: z.string().describe('Chwila sprawdzenia (UTC, ISO 8601).'),
      })
      .openapi('Health'),
    description: 'Sklep działa.',
  },
  errors: { 503: 'Baza danych sklepu (D1) nie odpowiada.' },
});

async function databaseAnswers(db: D1Database): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), HEALTH_DB_TIMEOUT_MS));
  const check = db
    .prepare('SELECT 1 AS ok')
    .first<{ ok: number }>()
    .then((row) => row?.ok === 1)
    .catch(() => false);
  return Promise.race([check, timeout]);
}

async function siteBuildOf(env: WorkerEnv, requestUrl: string): Promise<z.output<typeof buildInfoSchema> | null> {
  try {
    const response = await env.ASSETS.fetch(new URL(BUILD_INFO_PATH, requestUrl));
    if (!response.ok) return null;
    const parsed = buildInfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const healthRoutes = createRouter().openapi(healthCall, async (c) => {
  const checkedAt = new Date().toISOString();
  const [databaseOk, site] = await Promise.all([databaseAnswers(c.env.DB), siteBuildOf(c.env, c.req.url)]);
  if (!databaseOk) {
    console.log(JSON.stringify({ time: checkedAt, event: 'health-database-unreachable', requestId: c.get('requestId') }));
    // A monitor must never read a stored answer: the error says so too.
    throw new ApiError(503, 'database_unavailable', 'Baza danych sklepu (D1) nie odpowiada. Sklep nie przyjmuje teraz zamówień.', undefined, {
      'Cache-Control': 'no-store',
    });
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const, version: c.env.BUILD_VERSION || null, site, checkedAt }, 200);
});
