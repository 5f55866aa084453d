/**
 * The API's part of the `Server-Timing` header (worker/src/server-timing.ts says when it is sent
 * and what the stages mean): D1, the answer's serialisation, and the rest of the API's own code.
 * The first middleware of the API, so everything after it is counted; off, it costs one check.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { isServerTimingOn, StageTimer, timedDatabase, withServerTiming } from '../server-timing.ts';

export const timeApiStages: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isServerTimingOn(c.env)) return next();
  const started = performance.now();
  const timer = new StageTimer();
  c.env = { ...c.env, DB: timedDatabase(c.env.DB, timer) };
  // Hono's `c.json` is where an answer becomes text (JSON.stringify): timed as `json`.
  const json = c.json;
  c.json = ((...args: Parameters<typeof json>) => timer.timeSync('json', () => json(...args))) as typeof json;
  await next();
  timer.add('code', performance.now() - started - timer.get('db') - timer.get('json'));
  const response = withServerTiming(c.res, timer.entries(['db', 'json', 'code']));
  // Replacing rather than merging: the old response's headers are already in the new one.
  c.res = undefined;
  c.res = response;
};
