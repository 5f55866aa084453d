/**
 * The audit log as the owner reads it (issue 31, `GET /api/admin/v1/audit`): newest first, a page
 * at a time, filtered by person, object and the shop's days (Warsaw), every filter against a model
 * of the rows; refused input in Polish; only the owner reads it.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '#lib/dates.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import { AUDIT_PAGE } from './staff-members.ts';

interface Entry {
  id: number;
  at: string;
  actorId: string;
  objectKind: string;
  objectId: string;
}

async function read(query: Record<string, string>, headers: Record<string, string>) {
  const response = await SELF.fetch(`${ORIGIN}/api/admin/v1/audit?${new URLSearchParams(query)}`, { headers });
  return { status: response.status, body: (await response.json()) as { entries: Entry[]; nextBefore: string | null; error?: { message: string } } };
}

const ACTORS = ['ola-zamowienia', 'jan-redakcja', 'import'] as const;
const KINDS = ['order', 'product', 'customer'] as const;
/** Rows over three days around the night DST ends (25 Oct 2026), at times either side of Warsaw's midnights. */
const TIMES = [
  '2026-10-24T21:59:59.999Z',
  '2026-10-24T22:00:00.000Z',
  '2026-10-25T12:00:00.000Z',
  '2026-10-25T22:59:59.999Z',
  '2026-10-25T23:00:00.000Z',
  '2026-10-26T10:00:00.000Z',
];

let owner: Record<string, string>;
let rows: Entry[];

beforeAll(async () => {
  owner = await staffSession('owner');
  const statements = Array.from({ length: 72 }, (_, index) => {
    const actor = ACTORS[index % ACTORS.length] as string;
    const kind = KINDS[Math.floor(index / 3) % KINDS.length] as string;
    return env.DB.prepare(
      `INSERT INTO audit_log (at, actor_kind, actor_id, actor_name, operation, object_kind, object_id, change, request_id)
       VALUES (?1, 'staff', ?2, ?2, 'testWrite', ?3, ?4, '{}', NULL)`,
    ).bind(TIMES[index % TIMES.length] as string, actor, kind, `obiekt-${index % 5}`);
  });
  await env.DB.batch(statements);
  const { results } = await env.DB.prepare(
    "SELECT id, at, actor_id AS actorId, object_kind AS objectKind, object_id AS objectId FROM audit_log WHERE operation = 'testWrite' ORDER BY id DESC",
  ).all<Entry>();
  rows = results;
});

/** Every page of a query, following `nextBefore`. */
async function allPages(query: Record<string, string>): Promise<Entry[]> {
  const entries: Entry[] = [];
  let before: string | null = null;
  do {
    const page = await read({ ...query, ...(before ? { before } : {}) }, owner);
    expect(page.status).toBe(200);
    expect(page.body.entries.length).toBeLessThanOrEqual(AUDIT_PAGE);
    entries.push(...page.body.entries);
    before = page.body.nextBefore;
  } while (before);
  return entries.filter((entry) => rows.some((row) => row.id === entry.id));
}

describe('the audit log', () => {
  test.prop(
    {
      actor: fc.option(fc.constantFrom(...ACTORS), { nil: undefined }),
      kind: fc.option(fc.constantFrom(...KINDS), { nil: undefined }),
      object: fc.option(fc.constantFrom('obiekt-0', 'obiekt-3'), { nil: undefined }),
      days: fc.option(fc.constantFrom(['2026-10-25', '2026-10-25'], ['2026-10-24', '2026-10-25'], ['2026-10-26', '2026-10-26']), { nil: undefined }),
    },
    { numRuns: 20 },
  )(
    'lists exactly the rows of the person, object and Polish days asked for, newest first, a page at a time',
    async ({ actor, kind, object, days }) => {
      const query: Record<string, string> = {
        ...(actor ? { actor } : {}),
        ...(kind ? { objectKind: kind } : {}),
        ...(object ? { objectId: object } : {}),
        ...(days ? { from: days[0], to: days[1] } : {}),
      };
      const expected = rows.filter(
        (row) =>
          (!actor || row.actorId === actor) &&
          (!kind || row.objectKind === kind) &&
          (!object || row.objectId === object) &&
          (!days || (shopDay(new Date(row.at)) >= days[0] && shopDay(new Date(row.at)) <= days[1])),
      );
      expect((await allPages(query)).map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
    },
  );

  it('takes a Polish day whole: 00:00 to 23:59:59.999 in Warsaw, 25 hours on the night the clocks go back', async () => {
    const day = await allPages({ from: '2026-10-25', to: '2026-10-25' });
    expect(new Set(day.map((entry) => entry.at))).toEqual(
      new Set(['2026-10-24T22:00:00.000Z', '2026-10-25T12:00:00.000Z', '2026-10-25T22:59:59.999Z']),
    );
  });

  it('refuses what it cannot read in Polish, and opens to the owner only', async () => {
    const refusedQueries: Record<string, string>[] = [
      { from: '2026-10-26', to: '2026-10-25' },
      { from: '25.10.2026' },
      { actor: 'Ola Zamówienia' },
      { before: '0' },
      { inne: '1' },
    ];
    for (const query of refusedQueries) {
      const refused = await read(query, owner);
      expect(refused.status, JSON.stringify(query)).toBe(400);
      expect(refused.body.error?.message, JSON.stringify(query)).toMatch(/[ąćęłńóśźżŁ]|Nieprawidłowe|Kursor|Osoba|RRRR/);
    }
    for (const role of ['orders', 'editor'] as const) expect((await read({}, await staffSession(role))).status).toBe(403);
    expect((await read({}, {})).status).toBe(401);
  });
});
