// The fault injection's own rules (faults.ts), on a D1 stand-in that records what ran: the chosen
// operation fails before or after it ran, once or from there on, and a batch fails whole.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { d1FaultArbitrary, faultyD1, faultyFetch, InjectedD1Fault, lostAnswerFaults, providerOrigins } from './faults.ts';

/** A D1 binding's shape that remembers the SQL it ran, a batch's statements in one entry. */
function recordingD1() {
  const ran: string[][] = [];
  const statement = (sql: string, values: unknown[] = []) => ({
    sql,
    values,
    bind: (...next: unknown[]) => statement(sql, next),
    run: async () => {
      ran.push([sql]);
      return { meta: { changes: 1 } };
    },
    first: async () => {
      ran.push([sql]);
      return { sql, values };
    },
    all: async () => {
      ran.push([sql]);
      return { results: [] };
    },
    raw: async () => {
      ran.push([sql]);
      return [];
    },
  });
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: { sql: string }[]) => {
      ran.push(statements.map((item) => item.sql));
      return statements.map(() => ({ results: [] }));
    },
  };
  return { db: db as unknown as D1Database, ran };
}

/** Four operations: a read, a batch of two, a write, a read. */
async function path(db: D1Database): Promise<void> {
  await db.prepare('SELECT 1').first();
  await db.batch([db.prepare('INSERT INTO a VALUES (?1)').bind(1), db.prepare('INSERT INTO b VALUES (?1)').bind(2)]);
  await db.prepare('UPDATE c SET x = ?1').bind(3).run();
  await db.prepare('SELECT 2').all();
}

describe('faultyD1', () => {
  it('counts operations without a fault, a batch as one, and hands the bound values through', async () => {
    const { db, ran } = recordingD1();
    const faults = faultyD1(db);
    await path(faults.db);
    expect(faults.operations.map(({ kind, sql }) => [kind, sql])).toEqual([
      ['first', ['SELECT 1']],
      ['batch', ['INSERT INTO a VALUES (?1)', 'INSERT INTO b VALUES (?1)']],
      ['run', ['UPDATE c SET x = ?1']],
      ['all', ['SELECT 2']],
    ]);
    expect(ran).toHaveLength(4);
    expect(await faults.db.prepare('SELECT ?1').bind(7).first()).toEqual({ sql: 'SELECT ?1', values: [7] });
    expect(faults.fired).toBe(false);
  });

  test.prop([
    fc.integer({ min: 0, max: 3 }),
    fc.constantFrom('before' as const, 'after' as const),
    fc.constantFrom('once' as const, 'from' as const),
  ])('fails operation k before or after it ran, then lets the rest run (once) or fails them all (from)', async (k, when, scope) => {
    const { db, ran } = recordingD1();
    const faults = faultyD1(db, { at: k, when, scope });
    const outcomes: boolean[] = [];
    for (const step of [
      () => faults.db.prepare('SELECT 1').first(),
      () => faults.db.batch([faults.db.prepare('INSERT INTO a VALUES (1)')]),
      () => faults.db.prepare('UPDATE c SET x = 3').run(),
      () => faults.db.prepare('SELECT 2').all(),
    ])
      outcomes.push(
        await step().then(
          () => true,
          (error) => {
            expect(error).toBeInstanceOf(InjectedD1Fault);
            return false;
          },
        ),
      );
    expect(outcomes).toEqual([0, 1, 2, 3].map((index) => index < k || (scope === 'once' && index > k)));
    const ranCount = scope === 'once' ? 4 : k + 1;
    expect(ran).toHaveLength(when === 'after' ? ranCount : ranCount - 1);
    expect(faults.fired).toBe(true);
  });

  it('lists each write of a dry run as a lost answer, and draws faults within the run', async () => {
    const { db } = recordingD1();
    const faults = faultyD1(db);
    await path(faults.db);
    expect(lostAnswerFaults(faults.operations)).toEqual([
      { at: 1, when: 'after', scope: 'once' },
      { at: 2, when: 'after', scope: 'once' },
    ]);
    for (const fault of fc.sample(d1FaultArbitrary(4), 50)) expect(fault.at).toBeLessThan(4);
  });

  it('finds the operation by its SQL, in a batch too', async () => {
    const { db, ran } = recordingD1();
    const faults = faultyD1(db, { at: /INSERT INTO b/ });
    await expect(path(faults.db)).rejects.toThrow('injected fault at operation 1');
    expect(ran).toEqual([['SELECT 1']]);
  });
});

describe('faultyFetch', () => {
  const env = { P24_BASE_URL: 'https://p24.test/api/v1', MAIL_PROVIDER_URL: 'http://127.0.0.1:9/emails' };
  const pass = async () => new Response('passed');

  it('knows each provider by the env’s origin or its official one', () => {
    expect(providerOrigins(env, 'przelewy24')).toEqual(['https://p24.test']);
    expect(providerOrigins({}, 'przelewy24')).toEqual(['https://secure.przelewy24.pl']);
    expect(providerOrigins(env, 'mail')).toEqual(['http://127.0.0.1:9']);
    expect(providerOrigins({}, 'vat-register')).toEqual(['https://wl-api.mf.gov.pl', 'https://ec.europa.eu']);
  });

  it('fails only the named provider, the first `times` calls, until healed', async () => {
    const down = faultyFetch({ env, provider: 'przelewy24', fault: { status: 503 }, pass, times: 2 });
    expect(await (await down.fetch('https://example.com/')).text()).toBe('passed');
    expect((await down.fetch('https://p24.test/api/v1/a')).status).toBe(503);
    expect((await down.fetch('https://p24.test/api/v1/b')).status).toBe(503);
    expect(await (await down.fetch('https://p24.test/api/v1/c')).text()).toBe('passed');
    expect(down.hit).toEqual(['https://p24.test/api/v1/a', 'https://p24.test/api/v1/b']);
    const healed = faultyFetch({ env, provider: 'mail', fault: 'network', pass });
    await expect(healed.fetch('http://127.0.0.1:9/emails', { method: 'POST' })).rejects.toThrow(TypeError);
    healed.heal();
    expect(await (await healed.fetch('http://127.0.0.1:9/emails', { method: 'POST' })).text()).toBe('passed');
  });

  it('times out at once, or hangs until the call’s own signal gives up', async () => {
    const slow = faultyFetch({ env, provider: 'przelewy24', fault: 'timeout', pass });
    await expect(slow.fetch('https://p24.test/api/v1/a')).rejects.toMatchObject({ name: 'TimeoutError' });
    const hanging = faultyFetch({ env, provider: 'przelewy24', fault: 'hang', pass });
    await expect(hanging.fetch('https://p24.test/api/v1/a', { signal: AbortSignal.timeout(20) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
