import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workerFirstPatterns } from '../site/src/lib/route-match.ts';
import { readRunWorkerFirst, syncRunWorkerFirst, wranglerTomlPath } from './worker-routes.ts';

describe('wrangler.toml run_worker_first', () => {
  it('is the list the route table generates (run `npm run routes:sync` after changing routes)', () => {
    expect(readRunWorkerFirst(readFileSync(wranglerTomlPath, 'utf8'))).toEqual(workerFirstPatterns());
  });

  it('is rewritten in place, leaving the rest of the file alone', () => {
    const toml = 'a = 1\nrun_worker_first = ["/api/*"]\nb = 2\n';
    const synced = syncRunWorkerFirst(toml);
    expect(synced.startsWith('a = 1\nrun_worker_first = [\n')).toBe(true);
    expect(synced.endsWith(']\nb = 2\n')).toBe(true);
    expect(readRunWorkerFirst(synced)).toEqual(workerFirstPatterns());
  });
});
