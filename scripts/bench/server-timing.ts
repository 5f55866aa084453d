/**
 * The worker's `Server-Timing` stages (worker/src/server-timing.ts) as a benchmark reads them: per
 * response, and per series of requests as p50/p95 of each stage, so a regression names its stage.
 */
import { percentile } from './stats.ts';

/** The stages in the order printed: the edge, its cache, the API and inside it D1, JSON and the rest. */
export const STAGES = ['edge', 'cache', 'api', 'db', 'json', 'code', 'total'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * The durations of a `Server-Timing` header, in ms by name (a name given twice adds up); entries
 * without a duration, and unknown names, are skipped.
 * @example parseServerTiming('db;dur=4.2, json;dur=0.3') // { db: 4.2, json: 0.3 }
 */
export function parseServerTiming(header: string | null): Partial<Record<Stage, number>> {
  const stages: Partial<Record<Stage, number>> = {};
  for (const entry of (header ?? '').split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!(STAGES as readonly string[]).includes(name)) continue;
    const duration = params.find((param) => param.startsWith('dur='))?.slice('dur='.length);
    const ms = duration === undefined ? Number.NaN : Number(duration);
    if (Number.isFinite(ms)) stages[name as Stage] = (stages[name as Stage] ?? 0) + ms;
  }
  return stages;
}

/** One timed request: what the client waited (to the last byte) and the worker's stages. */
export interface TimedResponse {
  ms: number;
  stages: Partial<Record<Stage, number>>;
}

/** Per stage p50 and p95 over a series (a stage the worker did not report is left out); `http` is the client's wait less the worker's total. */
export function summarizeStages(samples: readonly TimedResponse[]): { stage: Stage | 'http'; p50: number; p95: number }[] {
  const columns: [Stage | 'http', number[]][] = STAGES.map((stage) => [
    stage,
    samples.flatMap(({ stages }) => (stages[stage] === undefined ? [] : [stages[stage]])),
  ]);
  columns.push(['http', samples.flatMap(({ ms, stages }) => (stages.total === undefined ? [] : [ms - stages.total]))]);
  return columns
    .filter(([, values]) => values.length > 0)
    .map(([stage, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { stage, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
    });
}
