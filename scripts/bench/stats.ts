/** Percentiles of timings for the benchmarks. */

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarize(timings: readonly number[]): { p50: number; p95: number; p99: number; count: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), count: sorted.length };
}

/** One printed row of timings: count, p50, p95 and p99, and the verdict against a p95 target when there is one. */
export function timingRow(label: string, samples: readonly number[], targetP95?: number): string {
  const { p50, p95, p99, count } = summarize(samples);
  const verdict = targetP95 === undefined ? '' : p95 < targetP95 ? `  meets p95 < ${targetP95} ms` : `  MISSES p95 < ${targetP95} ms`;
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  return `  ${label.padEnd(40)} ${String(count).padStart(6)}  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}${verdict}`;
}

/**
 * How many requests the clients kept in flight on average over a phase: the sum of their times
 * over the phase's wall time. Near the number of clients when the bench really sent them at once
 * (near 1 if the sending side queued them one after another). It counts time spent waiting in any
 * queue as in flight, so whether the Worker itself overlapped them shows in the throughput, not here.
 *
 * @example meanInFlight([100, 100, 100, 100], 100) // 4: four requests of 100 ms in 100 ms overlapped
 */
export function meanInFlight(timings: readonly number[], wallMs: number): number {
  if (wallMs <= 0) return Number.NaN;
  return timings.reduce((sum, value) => sum + value, 0) / wallMs;
}
