/**
 * How long the contract fuzz test (worker/src/api/fuzz.test.ts) runs: a few cases per operation
 * in `npm test`, many in `npm run fuzz`. Read from FUZZ_RUNS and FUZZ_SEED by the vitest config
 * and handed to the test in workerd through vitest's `provide`/`inject`.
 */

export interface FuzzSettings {
  /** Generated requests per operation and property. */
  runs: number;
  /** fast-check's seed, to replay a run; random when absent. */
  seed?: number;
}

/** Cases per operation and property in `npm test`: enough to meet every status, a few seconds in all. */
export const DEFAULT_FUZZ_RUNS = 20;

declare module 'vitest' {
  interface ProvidedContext {
    fuzz: FuzzSettings;
  }
}

function readInteger(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not "${text}"`);
  return value;
}

/** The settings FUZZ_RUNS and FUZZ_SEED ask for (seeds are fast-check's 32-bit integers). */
export function fuzzSettingsFrom(env: Record<string, string | undefined>): FuzzSettings {
  const runs = readInteger('FUZZ_RUNS', env.FUZZ_RUNS, 1, 1_000_000) ?? DEFAULT_FUZZ_RUNS;
  const seed = readInteger('FUZZ_SEED', env.FUZZ_SEED, -(2 ** 31), 2 ** 31 - 1);
  return seed === undefined ? { runs } : { runs, seed };
}
