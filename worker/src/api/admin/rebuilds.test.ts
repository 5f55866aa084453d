/**
 * The rebuild requests (POST/GET /api/admin/v1/rebuilds) against the deploy hook's local stand-in
 * (scripts/lib/deploy-hook-stand-in.ts, GitHub's workflow dispatch) behind a stubbed fetch, and
 * GET /api/health with a database that answers and one that does not.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeployHookStandIn, type DeployHookStandIn, LOCAL_DEPLOY_HOOK_TOKEN } from '#scripts/lib/deploy-hook-stand-in.ts';
import { staffHeaders } from '#worker-test/account-links.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { app } from '../../index.ts';
import { STALE_CHANGES_SHOWN } from './rebuild-schemas.ts';

const HOOK = 'https://api.github.test/repos/merida/sklep/actions/workflows/deploy.yml/dispatches';
const hookEnv = { ...env, DEPLOY_HOOK_URL: HOOK, DEPLOY_HOOK_TOKEN: LOCAL_DEPLOY_HOOK_TOKEN };

let hook: DeployHookStandIn;

beforeEach(async () => {
  hook = createDeployHookStandIn();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => hook.handle(new Request(input, init)));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await env.DB.batch([env.DB.prepare('DELETE FROM rebuild_requests'), env.DB.prepare('DELETE FROM content_changes')]);
});

afterEach(() => vi.restoreAllMocks());

interface Overview {
  stale: { id: number; kind: string; slug: string; action: string; actor: string }[];
  staleCount: number;
  requests: { id: number; actor: string; upToChangeId: number; hookStatus: string; hookAnswer: number | null }[];
}

const call = (path: string, init: RequestInit = {}, environment: object = env) =>
  app.request(`${ORIGIN}/api/admin/v1${path}`, { ...init, headers: { ...staffHeaders(), ...init.headers } }, environment);

async function journal(...slugs: string[]): Promise<void> {
  await env.DB.batch(
    slugs.map((slug) =>
      env.DB.prepare(
        "INSERT INTO content_changes (kind, slug, action, actor, changed_at) VALUES ('product', ?1, 'updated', 'ewa.redakcja', ?2)",
      ).bind(slug, new Date().toISOString()),
    ),
  );
}

describe('rebuild requests', () => {
  it('list the changes waiting, and a request covers them and dispatches the deploy workflow', async () => {
    await journal('mydlo-5-l', 'recznik-zz');
    const before = (await (await call('/rebuilds')).json()) as Overview;
    expect(before.stale.map((change) => change.slug)).toEqual(['mydlo-5-l', 'recznik-zz']);

    const answer = await call('/rebuilds', { method: 'POST' }, hookEnv);
    expect(answer.status).toBe(200);
    const { request, changes } = (await answer.json()) as { request: Overview['requests'][number]; changes: Overview['stale'] };
    expect(changes).toHaveLength(2);
    expect(request).toMatchObject({ actor: 'api', upToChangeId: changes[1]?.id, hookStatus: 'called', hookAnswer: 204 });
    expect(hook.received).toEqual([
      expect.objectContaining({ ref: 'main', inputs: { rebuild: expect.any(String), actor: 'api', changes: '2', request: String(request.id) } }),
    ]);

    // A change saved after the request waits for the next one.
    await journal('kosz-50-l');
    const after = (await (await call('/rebuilds')).json()) as Overview;
    expect(after.stale.map((change) => change.slug)).toEqual(['kosz-50-l']);
    expect(after.requests.map((past) => past.hookStatus)).toEqual(['called']);
  });

  it('are recorded without a hook (npm run rebuild publishes), and a refused or silent hook is "failed" with its answer', async () => {
    await journal('mydlo-5-l');
    const unhooked = (await (await call('/rebuilds', { method: 'POST' })).json()) as { request: Overview['requests'][number] };
    expect(unhooked.request).toMatchObject({ hookStatus: 'not-configured', hookAnswer: null });
    expect(hook.received).toEqual([]);

    const refused = (await (await call('/rebuilds', { method: 'POST' }, { ...hookEnv, DEPLOY_HOOK_TOKEN: 'zly-token' })).json()) as {
      request: Overview['requests'][number];
    };
    expect(refused.request).toMatchObject({ hookStatus: 'failed', hookAnswer: 401 });

    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('network down'));
    const silent = (await (await call('/rebuilds', { method: 'POST' }, hookEnv)).json()) as { request: Overview['requests'][number] };
    expect(silent.request).toMatchObject({ hookStatus: 'failed', hookAnswer: 0 });
    // Coverage never goes back: every later request covers at least what an earlier one did.
    const { requests } = (await (await call('/rebuilds')).json()) as Overview;
    expect(requests.map((past) => past.upToChangeId)).toEqual([requests[2]?.upToChangeId, requests[2]?.upToChangeId, requests[2]?.upToChangeId]);
  });

  it('list the newest waiting changes, up to STALE_CHANGES_SHOWN, and count them all; a request covers them all', async () => {
    // A day of imports journals more changes than a page lists: the answer stays small, the count and the request whole.
    const slugs = Array.from({ length: STALE_CHANGES_SHOWN + 37 }, (_, index) => `produkt-${String(index).padStart(3, '0')}`);
    for (let start = 0; start < slugs.length; start += 50) await journal(...slugs.slice(start, start + 50));
    const overview = (await (await call('/rebuilds')).json()) as Overview;
    expect(overview.staleCount).toBe(slugs.length);
    expect(overview.stale.map((change) => change.slug)).toEqual(slugs.slice(-STALE_CHANGES_SHOWN));

    const answer = (await (await call('/rebuilds', { method: 'POST' })).json()) as {
      request: Overview['requests'][number];
      changes: Overview['stale'];
      changeCount: number;
    };
    expect(answer.changeCount).toBe(slugs.length);
    expect(answer.changes.map((change) => change.slug)).toEqual(slugs.slice(-STALE_CHANGES_SHOWN));
    expect(answer.request.upToChangeId).toBe(answer.changes.at(-1)?.id);
    const after = (await (await call('/rebuilds')).json()) as Overview;
    expect(after).toMatchObject({ stale: [], staleCount: 0 });
  });

  it('need a staff login or an integration token', async () => {
    expect((await app.request(`${ORIGIN}/api/admin/v1/rebuilds`, { method: 'POST' }, hookEnv)).status).toBe(401);
    expect(hook.received).toEqual([]);
  });
});

describe('GET /api/health', () => {
  it('answers the database and the versions, never cached', async () => {
    const answer = await app.request(`${ORIGIN}/api/health`, {}, { ...env, BUILD_VERSION: 'abc123def456' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({ status: 'ok', database: 'ok', version: 'abc123def456', checkedAt: expect.any(String) });
  });

  it('is a 503 with a Polish message when D1 does not answer', async () => {
    // What an unreachable D1 does: every statement's promise is rejected.
    const unavailable = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
    const statement = { bind: () => statement, first: unavailable, all: unavailable, run: unavailable, raw: unavailable };
    const broken = { prepare: () => statement, batch: unavailable, exec: unavailable };
    const answer = await app.request(`${ORIGIN}/api/health`, {}, { ...env, DB: broken });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      error: { code: 'database_unavailable', message: expect.stringContaining('Baza danych sklepu (D1) nie odpowiada') },
    });
  });
});
