/**
 * Where a request's time goes, in the `Server-Timing` answer header (W3C Server Timing), so a
 * benchmark names the stage that got slower (scripts/bench/search.ts prints them per call).
 *
 * Only a developer's worker sends it (DEV_TOOLS=on, as every local worker has; production never
 * sets it): in production workerd stops the clock while a request waits for I/O, so a D1 stage
 * would read 0 there and mislead; and a copy in the edge cache would carry the timings of the
 * request that stored it (edge/api-cache.ts never stores the header).
 *
 * The stages, each in milliseconds:
 * - `edge`: the edge's own work (middlewares, cache key, headers), the total less what follows;
 * - `cache`: reading the edge cache; `api`: the embedded API (or API_ORIGIN), as the edge waits for it;
 * - inside `api`: `db` (D1, overlapping calls counted once), `json` (the answer serialised) and
 *   `code` (routing, input validation, mapping rows to the answer: the rest);
 * - `total`: the whole request in the worker.
 */
import type { WorkerEnv } from './env.ts';

export const SERVER_TIMING_HEADER = 'Server-Timing';

/** Whether this worker reports its stages (a developer's worker only; see above). */
export function isServerTimingOn(env: Pick<WorkerEnv, 'DEV_TOOLS'>): boolean {
  return env.DEV_TOOLS === 'on';
}

/** Milliseconds added up per stage for one request. */
export class StageTimer {
  readonly #totals = new Map<string, number>();
  readonly #running = new Map<string, { count: number; since: number }>();

  /** Adds `ms` to `stage`. */
  add(stage: string, ms: number): void {
    this.#totals.set(stage, (this.#totals.get(stage) ?? 0) + ms);
  }

  /** The time spent in `stage` so far (0 when none). */
  get(stage: string): number {
    return this.#totals.get(stage) ?? 0;
  }

  /**
   * Awaits `work`, adding its wall time to `stage`. Calls that overlap (a `Promise.all` of two
   * queries) count once, from the first start to the last end, so a stage never exceeds the time
   * that passed.
   */
  async time<T>(stage: string, work: () => Promise<T>): Promise<T> {
    const running = this.#running.get(stage) ?? { count: 0, since: performance.now() };
    running.count += 1;
    this.#running.set(stage, running);
    try {
      return await work();
    } finally {
      running.count -= 1;
      if (running.count === 0) {
        this.#running.delete(stage);
        this.add(stage, performance.now() - running.since);
      }
    }
  }

  /** Runs synchronous `work`, adding its time to `stage`. */
  timeSync<T>(stage: string, work: () => T): T {
    const started = performance.now();
    try {
      return work();
    } finally {
      this.add(stage, performance.now() - started);
    }
  }

  /**
   * The header's entries for these stages, in the order given, to 0.1 ms; stages never timed are
   * left out.
   * @example timer.entries(['db', 'json']) // 'db;dur=4.2, json;dur=0.3'
   */
  entries(stages: readonly string[]): string {
    return stages
      .filter((stage) => this.#totals.has(stage))
      .map((stage) => `${stage};dur=${this.get(stage).toFixed(1)}`)
      .join(', ');
  }
}

/**
 * A copy of `response` with these `Server-Timing` entries added to any it has (a fetched answer's
 * headers cannot be changed in place). Unchanged when there are none.
 */
export function withServerTiming(response: Response, entries: string): Response {
  if (entries === '') return response;
  const timed = new Response(response.body, response);
  timed.headers.append(SERVER_TIMING_HEADER, entries);
  return timed;
}

/** The real statement behind each timed one, for `batch`, which takes only D1's own statements. */
const realStatements = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function timedStatement(statement: D1PreparedStatement, timer: StageTimer): D1PreparedStatement {
  const timed = new Proxy(statement, {
    get(target, property) {
      if (property === 'bind') return (...values: unknown[]) => timedStatement(target.bind(...values), timer);
      if (property === 'first' || property === 'all' || property === 'run' || property === 'raw') {
        const method = target[property] as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => timer.time('db', () => method.apply(target, args));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  realStatements.set(timed, statement);
  return timed;
}

/**
 * The database with every query's wall time added to the timer's `db` stage: statements
 * prepared from it time `first`, `all`, `run` and `raw`; `batch` and `exec` are timed whole.
 */
export function timedDatabase(db: D1Database, timer: StageTimer): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => timedStatement(target.prepare(query), timer);
      if (property === 'batch') {
        return <T>(statements: D1PreparedStatement[]) =>
          timer.time('db', () => target.batch<T>(statements.map((statement) => realStatements.get(statement) ?? statement)));
      }
      if (property === 'exec') return (query: string) => timer.time('db', () => target.exec(query));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
