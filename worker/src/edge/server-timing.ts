/**
 * The edge's part of the `Server-Timing` header (worker/src/server-timing.ts says when it is sent
 * and what the stages mean): the outermost middleware, so `total` is the whole request in the
 * worker and `edge` what is left of it besides the cache and the API.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { isServerTimingOn, StageTimer, withServerTiming } from '../server-timing.ts';

export const reportServerTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isServerTimingOn(c.env)) return next();
  const started = performance.now();
  const timer = new StageTimer();
  c.set('stageTimer', timer);
  await next();
  const total = performance.now() - started;
  timer.add('edge', total - timer.get('cache') - timer.get('api'));
  timer.add('total', total);
  const response = withServerTiming(c.res, timer.entries(['edge', 'cache', 'api', 'total']));
  // Replacing rather than merging: the old response's headers are already in the new one.
  c.res = undefined;
  c.res = response;
};

/** Awaits `work`, adding its time to the request's `stage` when the worker reports its stages. */
export function timeEdgeStage<T>(c: Context<AppEnv>, stage: 'cache' | 'api', work: () => Promise<T>): Promise<T> {
  const timer = c.get('stageTimer');
  return timer ? timer.time(stage, work) : work();
}
