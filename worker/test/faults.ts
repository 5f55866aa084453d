/**
 * Fault injection for the worker tests (issue 37): the one way to make a chosen D1 statement or
 * batch fail, and the calls to a named provider fail or hang until their timeout.
 *
 * Nothing here is in the Worker: a test wraps the D1 binding of the env it hands to the app
 * (`api.request(url, init, { ...env, DB: faults.db })`, or a module's function called with that
 * env), and replaces the global fetch with a spy for the providers. Production code reads its
 * bindings and fetch as always and has no switch to turn faults on (docs/development.md "Fault
 * tests").
 *
 * A D1 fault is placed on one operation of the wrapped binding: a statement's first/all/run/raw,
 * or a whole batch (D1 runs a batch as one transaction, so it fails whole). Operations are counted
 * from 0 in the order the code starts them; a dry run with no fault (`faultyD1(db)`) lists them,
 * so a property test can fail each index in turn.
 */

import fc from 'fast-check';
import { RESEND_EMAILS_URL } from '#worker/mail/resend.ts';
import { P24_PRODUCTION_URL } from '#worker/payments/przelewy24/config.ts';
import { VIES_ORIGIN } from '#worker/vat-register/vies.ts';
import { WHITE_LIST_ORIGIN } from '#worker/vat-register/white-list.ts';

/** One D1 operation as the code ran it: its kind and SQL (a batch lists each statement's). */
export interface D1Operation {
  kind: 'first' | 'all' | 'run' | 'raw' | 'batch';
  sql: string[];
  /** Whether the fault hit this operation. */
  failed: boolean;
}

export interface D1Fault {
  /** The operation that fails: its index among the binding's operations, or the first whose SQL (any statement of a batch) matches. */
  at: number | RegExp;
  /**
   * `before` (default): it fails without running, as a D1 error or a lost connection does.
   * `after`: it runs and commits, then fails: the answer is lost, or the Worker died right after the write.
   */
  when?: 'before' | 'after';
  /**
   * `once` (default): only that operation fails, the next ones run (a passing error).
   * `from`: it and every later one fail before running (the Worker died there: nothing after it happens).
   */
  scope?: 'once' | 'from';
}

/** The error a failed operation throws, as D1's own errors read. */
export class InjectedD1Fault extends Error {
  constructor(operation: number) {
    super(`D1_ERROR: injected fault at operation ${operation}`);
    this.name = 'InjectedD1Fault';
  }
}

export interface FaultyD1 {
  /** The binding to put in the env in place of the real one. */
  db: D1Database;
  /** Every operation run through it so far, in order. */
  operations: D1Operation[];
  /** Whether the fault has hit an operation yet. */
  readonly fired: boolean;
}

type Kind = D1Operation['kind'];
const STATEMENT_CALLS: readonly Kind[] = ['first', 'all', 'run', 'raw'];

/**
 * The D1 binding `db`, failing the operation `fault` names (none without it: a dry run that only
 * counts). Reads made outside (the test's own checks) go to `db` itself and are not counted.
 * @example
 * const faults = faultyD1(env.DB, { at: /INSERT INTO orders/, when: 'after' });
 * const answer = await api.request(url, init, { ...env, DB: faults.db }); // committed, then a 500
 */
export function faultyD1(db: D1Database, fault?: D1Fault): FaultyD1 {
  const operations: D1Operation[] = [];
  /** The wrapped statements' own statements and SQL, for the batches the code hands back. */
  const real = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();
  let firedAt: number | null = null;

  const isTarget = (index: number, sql: readonly string[]) =>
    fault !== undefined &&
    firedAt === null &&
    (typeof fault.at === 'number' ? fault.at === index : sql.some((text) => (fault.at as RegExp).test(text)));

  async function operate<T>(kind: Kind, sql: string[], run: () => Promise<T>): Promise<T> {
    const index = operations.length;
    const operation: D1Operation = { kind, sql, failed: false };
    operations.push(operation);
    const isDead = firedAt !== null && fault?.scope === 'from';
    if (isDead || isTarget(index, sql)) {
      operation.failed = true;
      firedAt ??= index;
      if (isDead || fault?.when !== 'after') throw new InjectedD1Fault(index);
      await run();
      throw new InjectedD1Fault(index);
    }
    return run();
  }

  function wrapStatement(statement: D1PreparedStatement, sql: string): D1PreparedStatement {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => wrapStatement(target.bind(...values), sql);
        if (STATEMENT_CALLS.includes(property as Kind)) {
          const call = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => operate(property as Kind, [sql], () => call.apply(target, args));
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    real.set(wrapped, { statement, sql });
    return wrapped;
  }

  const unwrap = (statement: D1PreparedStatement) => real.get(statement)?.statement ?? statement;
  const sqlOf = (statement: D1PreparedStatement) => real.get(statement)?.sql ?? '';

  const wrappedDb = new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql), sql);
      if (property === 'batch')
        return (statements: D1PreparedStatement[]) => operate('batch', statements.map(sqlOf), () => target.batch(statements.map(unwrap)));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: wrappedDb,
    operations,
    get fired() {
      return firedAt !== null;
    },
  };
}

/**
 * Every fault of a path of `operations` D1 operations (a dry run's count): any operation, before or
 * after it commits, once or with the Worker dying there.
 * @example fc.asyncProperty(d1FaultArbitrary(counting.operations.length), async (fault) => { … })
 */
export function d1FaultArbitrary(operations: number): fc.Arbitrary<D1Fault & { at: number }> {
  return fc.record({
    at: fc.integer({ min: 0, max: Math.max(0, operations - 1) }),
    when: fc.constantFrom<NonNullable<D1Fault['when']>>('before', 'after'),
    scope: fc.constantFrom<NonNullable<D1Fault['scope']>>('once', 'from'),
  });
}

/**
 * The faults a property test runs whatever it draws besides: each write of the dry run committed
 * and its answer lost (`after`, `once`), the case in which code that tries again on its own does
 * things twice.
 */
export function lostAnswerFaults(operations: readonly D1Operation[]): (D1Fault & { at: number })[] {
  return operations.flatMap((operation, at) =>
    operation.kind === 'batch' || operation.kind === 'run' || operation.sql.some((sql) => /^\s*(INSERT|UPDATE|DELETE)/i.test(sql))
      ? [{ at, when: 'after' as const, scope: 'once' as const }]
      : [],
  );
}

/** The outside services the shop calls, each known by the origins it is reached at. */
export type Provider = 'przelewy24' | 'mail' | 'ksef' | 'vat-register';

/**
 * What a provider's call meets:
 * - `{ status }`: the provider answers that status (with `body`, JSON text by default `{}`);
 * - `network`: the connection fails (fetch rejects with a TypeError);
 * - `timeout`: the provider never answers and the adapter's own timeout fires (its signal
 *   aborts with a TimeoutError at once, instead of after its seconds);
 * - `hang`: the provider never answers until the request's signal aborts (a call without a
 *   timeout then hangs the test: that is the defect it shows).
 */
export type ProviderFault = { status: number; body?: string } | 'network' | 'timeout' | 'hang';

/** The origins a provider is reached at with the env's settings (its stand-in's, or the official ones). */
export function providerOrigins(workerEnv: object, provider: Provider): string[] {
  const env = workerEnv as Partial<Record<string, unknown>>;
  const originOf = (url: unknown, fallback: string) => new URL(typeof url === 'string' && url ? url : fallback).origin;
  switch (provider) {
    case 'przelewy24':
      return [originOf(env.P24_BASE_URL, P24_PRODUCTION_URL)];
    case 'mail':
      return [originOf(env.MAIL_PROVIDER_URL, RESEND_EMAILS_URL)];
    case 'ksef':
      return [originOf(env.KSEF_BASE_URL, 'https://api.ksef.mf.gov.pl')];
    case 'vat-register':
      return typeof env.VAT_CHECKER_URL === 'string' && env.VAT_CHECKER_URL
        ? [originOf(env.VAT_CHECKER_URL, WHITE_LIST_ORIGIN)]
        : [WHITE_LIST_ORIGIN, VIES_ORIGIN];
  }
}

/** The answer (or the failure) of one call under `fault`. */
export async function meetFault(request: Request, fault: ProviderFault): Promise<Response> {
  if (fault === 'network') throw new TypeError(`injected fault: ${new URL(request.url).host} unreachable`);
  if (fault === 'timeout') throw new DOMException(`injected fault: ${new URL(request.url).host} timed out`, 'TimeoutError');
  if (fault === 'hang')
    return new Promise((_, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
  return new Response(fault.body ?? '{}', { status: fault.status, headers: { 'Content-Type': 'application/json' } });
}

export interface FaultyFetch {
  /** A fetch for `vi.spyOn(globalThis, 'fetch').mockImplementation(…)` or an adapter's `fetch` option. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The calls the fault hit, by URL. */
  hit: string[];
  /** Ends the fault: later calls go to `pass` (the provider is back). */
  heal(): void;
}

/**
 * A fetch on which the calls to `provider` meet `fault` (the first `times` of them, all by
 * default) and every other call goes to `pass` (the stand-ins).
 * @example
 * const down = faultyFetch({ env: p24Env, provider: 'przelewy24', fault: 'timeout', pass: (request) => standIn.handle(request) });
 * vi.spyOn(globalThis, 'fetch').mockImplementation(down.fetch);
 */
export function faultyFetch(options: {
  /** The env the Worker runs with: its settings name the providers' origins. */
  env: object;
  provider: Provider;
  fault: ProviderFault;
  pass: (request: Request) => Promise<Response>;
  times?: number;
}): FaultyFetch {
  const origins = providerOrigins(options.env, options.provider);
  const hit: string[] = [];
  let isHealed = false;
  return {
    hit,
    heal: () => {
      isHealed = true;
    },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const isProvider = origins.includes(new URL(request.url).origin);
      if (!isProvider || isHealed || hit.length >= (options.times ?? Number.POSITIVE_INFINITY)) return options.pass(request);
      hit.push(request.url);
      return meetFault(request, options.fault);
    },
  };
}
