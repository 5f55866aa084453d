import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneAtATime', () => {
  it('runs tasks in the order given, never two at once, whatever each takes and whether it fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ ms: fc.integer({ min: 0, max: 5 }), fails: fc.boolean(), addedAfterMs: fc.integer({ min: 0, max: 5 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (tasks) => {
          const queue = oneAtATime();
          const log: string[] = [];
          let running = 0;
          const settled: Promise<unknown>[] = [];
          for (const [index, task] of tasks.entries()) {
            settled.push(
              queue
                .run(async () => {
                  running += 1;
                  expect(running).toBe(1);
                  log.push(`start ${index}`);
                  await pause(task.ms);
                  log.push(`end ${index}`);
                  running -= 1;
                  if (task.fails) throw new Error(`task ${index} failed`);
                })
                .then(
                  () => 'ok',
                  () => 'failed',
                ),
            );
            expect(queue.pending).toBeGreaterThan(0);
            await pause(task.addedAfterMs);
          }
          const outcomes = await Promise.all(settled);
          expect(log).toEqual(tasks.flatMap((_, index) => [`start ${index}`, `end ${index}`]));
          expect(outcomes).toEqual(tasks.map((task) => (task.fails ? 'failed' : 'ok')));
          expect(queue.pending).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
