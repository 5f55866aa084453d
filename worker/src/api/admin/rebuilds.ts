/**
 * Publishing the editors' changes (issue 18, docs/operations.md "Rebuilds"): the content-change journal says
 * what changed since the last rebuild request (migration 0016); `POST /rebuilds` records a request
 * that covers it and calls the deploy hook (worker/src/deploy-hook/dispatch.ts), whose workflow
 * rebuilds and deploys the site; `GET /rebuilds` shows what is waiting and the last requests.
 */
import { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { CONTENT_KINDS, staleChanges } from '../../content-changes/journal.ts';
import { callDeployHook, deployHookOf, type HookOutcome } from '../../deploy-hook/dispatch.ts';
import { createRouter, declareCall } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import { auditOf, STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const tags = ['Administracja – treści'];
/** How many past requests `GET /rebuilds` lists. */
const RECENT_REQUESTS = 20;

const contentChangeSchema = z
  .object({
    id: z.number().int().describe('Numer zmiany w dzienniku.'),
    kind: z.enum(CONTENT_KINDS).describe('Czego dotyczy zmiana.'),
    slug: z.string().describe('Adres (slug) zmienionej treści.'),
    action: z.enum(['created', 'updated', 'unpublished']).describe('Utworzenie, zmiana (także ceny) albo wycofanie z publikacji.'),
    actor: z.string().describe('Kto zmienił: imię i nazwisko pracownika albo nazwa integracji.'),
    changedAt: z.string().describe('Kiedy (UTC, ISO 8601).'),
  })
  .openapi('ContentChange');

const rebuildRequestSchema = z
  .object({
    id: z.number().int().describe('Numer prośby o przebudowę.'),
    requestedAt: z.string().describe('Kiedy (UTC, ISO 8601).'),
    actor: z.string().describe('Kto poprosił.'),
    upToChangeId: z.number().int().describe('Ostatnia zmiana dziennika, którą obejmuje.'),
    hookStatus: z
      .enum(['not-configured', 'called', 'failed'])
      .describe('Hak wdrożeń: nieskonfigurowany (przebudowa przez npm run rebuild), wywołany, albo nieudany.'),
    hookAnswer: z.number().int().nullable().describe('Status HTTP odpowiedzi haka (0: brak odpowiedzi), null bez haka.'),
  })
  .openapi('RebuildRequest');

const rebuildsCall = declareCall({
  operationId: 'listRebuilds',
  method: 'get',
  path: '/rebuilds',
  tags,
  summary: 'Zmiany treści czekające na przebudowę strony i ostatnie prośby o przebudowę.',
  request: { query: noQuery },
  success: {
    schema: z
      .object({
        stale: z.array(contentChangeSchema).describe('Zmiany po ostatniej prośbie o przebudowę, od najstarszej.'),
        requests: z.array(rebuildRequestSchema).describe(`Ostatnie prośby (najwyżej ${RECENT_REQUESTS}), od najnowszej.`),
      })
      .openapi('RebuildsOverview'),
    description: 'Stan publikacji.',
  },
  errors: { ...STAFF_ERRORS },
  ...staffCall(ROLES_FOR.content),
});

const requestRebuildCall = declareCall({
  operationId: 'requestRebuild',
  method: 'post',
  path: '/rebuilds',
  tags,
  summary:
    'Prośba o przebudowę strony: obejmuje zmiany zapisane do tej chwili i wywołuje hak wdrożeń (DEPLOY_HOOK_URL); bez haka przebudowę uruchamia npm run rebuild.',
  request: { query: noQuery },
  success: {
    schema: z
      .object({
        request: rebuildRequestSchema,
        changes: z.array(contentChangeSchema).describe('Zmiany, które obejmuje (pusta: strona jest aktualna, przebudowa odświeży ją mimo to).'),
      })
      .openapi('RebuildRequested'),
    description: 'Prośba zapisana; hookStatus mówi, czy wdrożenie ruszyło.',
  },
  errors: { ...STAFF_ERRORS },
  ...staffCall(ROLES_FOR.content),
});

interface RequestRow {
  id: number;
  requestedAt: string;
  actor: string;
  upToChangeId: number;
  hookStatus: 'not-configured' | 'called' | 'failed';
  hookAnswer: number | null;
}

const REQUEST_COLUMNS =
  'id, requested_at AS requestedAt, actor, up_to_change_id AS upToChangeId, hook_status AS hookStatus, hook_answer AS hookAnswer';

export const rebuildRoutes = createRouter()
  .openapi(rebuildsCall, async (c) => {
    const db = c.env.DB;
    const [stale, recent] = await Promise.all([
      staleChanges(db),
      db.prepare(`SELECT ${REQUEST_COLUMNS} FROM rebuild_requests ORDER BY id DESC LIMIT ?1`).bind(RECENT_REQUESTS).all<RequestRow>(),
    ]);
    return c.json({ stale, requests: recent.results }, 200);
  })
  .openapi(requestRebuildCall, async (c) => {
    const db = c.env.DB;
    const actor = staffActorOf(c);
    const hook = deployHookOf(c.env);
    // What the request covers is fixed before the hook runs: a change saved meanwhile waits for the next one.
    const changes = await staleChanges(db);
    const upToChangeId =
      changes.at(-1)?.id ??
      (await db.prepare('SELECT coalesce(max(up_to_change_id), 0) AS id FROM rebuild_requests').first<{ id: number }>())?.id ??
      0;
    const now = new Date();
    const outcome: HookOutcome | null = hook
      ? await callDeployHook(hook, { rebuild: now.toISOString(), actor: actor.name, changes: String(changes.length) })
      : null;
    const [inserted] = await db.batch<RequestRow>([
      db
        .prepare(
          `INSERT INTO rebuild_requests (requested_at, actor, up_to_change_id, hook_status, hook_answer)
           VALUES (?1, ?2, max(?3, coalesce((SELECT max(up_to_change_id) FROM rebuild_requests), 0)), ?4, ?5)
           RETURNING ${REQUEST_COLUMNS}`,
        )
        .bind(now.toISOString(), actor.name, upToChangeId, outcome?.status ?? 'not-configured', outcome?.answer ?? null),
      auditOf(
        c,
        {
          objectKind: 'rebuild',
          objectId: now.toISOString(),
          change: { changes: changes.length, upToChangeId, hook: outcome?.status ?? 'not-configured' },
        },
        now.toISOString(),
      ),
    ]);
    const request = inserted?.results[0] ?? null;
    console.log(
      JSON.stringify({
        time: now.toISOString(),
        event: 'rebuild-requested',
        actor,
        requestId: c.get('requestId'),
        changes: changes.length,
        upToChangeId: request?.upToChangeId,
        hook: request?.hookStatus,
        hookAnswer: request?.hookAnswer,
      }),
    );
    if (!request) throw new Error('rebuild_requests: INSERT … RETURNING gave no row');
    return c.json({ request, changes }, 200);
  });
