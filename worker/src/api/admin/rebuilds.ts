/**
 * Publishing the editors' changes (issue 18, docs/operations.md "Rebuilds"): the content-change journal says
 * what changed since the last rebuild request (migration 0016); `POST /rebuilds` records a request
 * that covers it and calls the deploy hook (worker/src/deploy-hook/dispatch.ts), whose workflow
 * rebuilds and deploys the site; `GET /rebuilds` shows what is waiting and the last requests.
 */
import { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { staleChanges } from '../../content-changes/journal.ts';
import { callDeployHook, deployHookOf, type HookOutcome } from '../../deploy-hook/dispatch.ts';
import { createRouter, declareCall } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import {
  contentChangeSchema,
  RECENT_REQUESTS,
  type RebuildState,
  rebuildRequestSchema,
  rebuildsOverviewSchema,
  STALE_CHANGES_SHOWN,
} from './rebuild-schemas.ts';
import { auditOf, STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const tags = ['Administracja – treści'];

/** How long a running request may stay silent (no report since its last step) before it counts as failed. */
export const REBUILD_SILENCE_MINUTES = 30;

/**
 * Fails the requests whose build stopped reporting (a runner killed, a workflow cancelled): after
 * REBUILD_SILENCE_MINUTES without a step they would hold the publishing page as "running" forever.
 * The site stays as it was; the editor publishes again.
 */
export function failSilentRequests(db: D1Database, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE rebuild_requests SET state = 'failed', finished_at = ?1, message = ?2
       WHERE state IN ('queued', 'building')
         AND coalesce(json_extract(steps, '$[#-1].at'), requested_at) < ?3`,
    )
    .bind(
      now.toISOString(),
      `Budowanie nie zgłosiło się od ${REBUILD_SILENCE_MINUTES} minut (przerwane?). Strona jest bez zmian; opublikuj ponownie.`,
      new Date(now.getTime() - REBUILD_SILENCE_MINUTES * 60_000).toISOString(),
    );
}

/** The Polish message of a hook that did not take the request. */
function hookFailure(answer: number): string {
  return answer === 0
    ? 'Hak wdrożeń nie odpowiedział; strona jest bez zmian. Spróbuj ponownie za chwilę.'
    : `Hak wdrożeń odmówił (HTTP ${answer}); strona jest bez zmian. Sprawdź DEPLOY_HOOK_URL i DEPLOY_HOOK_TOKEN.`;
}

const rebuildsCall = declareCall({
  operationId: 'listRebuilds',
  method: 'get',
  path: '/rebuilds',
  tags,
  summary: 'Zmiany treści czekające na przebudowę strony i ostatnie prośby o przebudowę.',
  request: { query: noQuery },
  success: { schema: rebuildsOverviewSchema, description: 'Stan publikacji.' },
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
        changes: z
          .array(contentChangeSchema)
          .describe(
            `Zmiany, które obejmuje: najnowsze (najwyżej ${STALE_CHANGES_SHOWN}); pusta: strona jest aktualna, przebudowa odświeży ją mimo to.`,
          ),
        changeCount: z.number().int().describe('Ile zmian obejmuje w sumie.'),
      })
      .openapi('RebuildRequested'),
    description: 'Prośba zapisana; hookStatus mówi, czy wdrożenie ruszyło.',
  },
  errors: { ...STAFF_ERRORS },
  ...staffCall(ROLES_FOR.content),
});

export interface RequestRow {
  id: number;
  requestedAt: string;
  actor: string;
  upToChangeId: number;
  hookStatus: 'not-configured' | 'called' | 'failed';
  hookAnswer: number | null;
  state: RebuildState;
  steps: string;
  message: string | null;
  finishedAt: string | null;
}

export const REQUEST_COLUMNS = `id, requested_at AS requestedAt, actor, up_to_change_id AS upToChangeId, hook_status AS hookStatus,
  hook_answer AS hookAnswer, state, steps, message, finished_at AS finishedAt`;

/** A request as the API answers it (its steps parsed). */
export function requestAnswer(row: RequestRow): z.output<typeof rebuildRequestSchema> {
  return { ...row, steps: JSON.parse(row.steps) as { at: string; step: string }[] };
}

export const rebuildRoutes = createRouter()
  .openapi(rebuildsCall, async (c) => {
    const db = c.env.DB;
    await failSilentRequests(db, new Date()).run();
    const [stale, recent] = await Promise.all([
      staleChanges(db, STALE_CHANGES_SHOWN),
      db.prepare(`SELECT ${REQUEST_COLUMNS} FROM rebuild_requests ORDER BY id DESC LIMIT ?1`).bind(RECENT_REQUESTS).all<RequestRow>(),
    ]);
    return c.json({ stale: stale.changes, staleCount: stale.count, requests: recent.results.map(requestAnswer) }, 200);
  })
  .openapi(requestRebuildCall, async (c) => {
    const db = c.env.DB;
    const actor = staffActorOf(c);
    const hook = deployHookOf(c.env);
    // What the request covers is fixed before the hook runs: a change saved meanwhile waits for the next one.
    const waiting = await staleChanges(db, STALE_CHANGES_SHOWN);
    const upToChangeId =
      waiting.lastId ?? (await db.prepare('SELECT coalesce(max(up_to_change_id), 0) AS id FROM rebuild_requests').first<{ id: number }>())?.id ?? 0;
    const now = new Date();
    // The request is recorded first, so the hook can name it and its build report to it.
    const [inserted] = await db.batch<RequestRow>([
      db
        .prepare(
          `INSERT INTO rebuild_requests (requested_at, actor, up_to_change_id, hook_status, hook_answer, state)
           VALUES (?1, ?2, max(?3, coalesce((SELECT max(up_to_change_id) FROM rebuild_requests), 0)), 'not-configured', NULL, 'queued')
           RETURNING ${REQUEST_COLUMNS}`,
        )
        .bind(now.toISOString(), actor.name, upToChangeId),
      auditOf(c, { objectKind: 'rebuild', objectId: now.toISOString(), change: { changes: waiting.count, upToChangeId } }, now.toISOString()),
    ]);
    const recorded = inserted?.results[0];
    if (!recorded) throw new Error('rebuild_requests: INSERT … RETURNING gave no row');
    const outcome: HookOutcome | null = hook
      ? await callDeployHook(hook, { rebuild: now.toISOString(), actor: actor.name, changes: String(waiting.count), request: String(recorded.id) })
      : null;
    // A hook that did not take the request fails it at once: no build will report.
    const request = outcome
      ? await db
          .prepare(
            `UPDATE rebuild_requests SET hook_status = ?2, hook_answer = ?3,
               state = CASE WHEN ?2 = 'failed' THEN 'failed' ELSE state END,
               message = CASE WHEN ?2 = 'failed' THEN ?4 ELSE message END,
               finished_at = CASE WHEN ?2 = 'failed' THEN ?5 ELSE finished_at END
             WHERE id = ?1 RETURNING ${REQUEST_COLUMNS}`,
          )
          .bind(recorded.id, outcome.status, outcome.answer, hookFailure(outcome.answer), new Date().toISOString())
          .first<RequestRow>()
      : recorded;
    if (!request) throw new Error('rebuild_requests: UPDATE … RETURNING gave no row');
    console.log(
      JSON.stringify({
        time: now.toISOString(),
        event: 'rebuild-requested',
        actor,
        requestId: c.get('requestId'),
        rebuild: request.id,
        changes: waiting.count,
        upToChangeId: request.upToChangeId,
        hook: request.hookStatus,
        hookAnswer: request.hookAnswer,
      }),
    );
    return c.json({ request: requestAnswer(request), changes: waiting.changes, changeCount: waiting.count }, 200);
  });
