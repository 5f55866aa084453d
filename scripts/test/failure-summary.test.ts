import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './failure-summary.ts';

const result = (status: string, message?: string) => ({ status, ...(message ? { error: { message } } : {}) });

describe('the failures printed again at the end of npm test', () => {
  it('names each failed or timed-out Playwright test, however deep its suite, with the start of its error', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.json');
    const longError = [
      '\u001b[31mError: expect(locator).toHaveCount(1) failed\u001b[39m',
      '',
      ...Array.from({ length: 30 }, (_, index) => `line ${index}`),
    ].join('\n');
    writeFileSync(
      file,
      JSON.stringify({
        suites: [
          {
            specs: [{ title: 'passes', file: 'a.spec.ts', line: 3, tests: [{ results: [result('passed')] }] }],
            suites: [
              {
                specs: [
                  { title: 'counts rows', file: 'b.spec.ts', line: 12, tests: [{ results: [result('failed', longError)] }] },
                  { title: 'waits', file: 'b.spec.ts', line: 40, tests: [{ results: [result('timedOut')] }] },
                  { title: 'skipped', file: 'b.spec.ts', line: 50, tests: [{ results: [result('skipped')] }] },
                  { title: 'flaky', file: 'b.spec.ts', line: 60, tests: [{ results: [result('failed', 'Error: once'), result('passed')] }] },
                ],
              },
            ],
          },
        ],
      }),
    );
    const failures = playwrightFailures(file);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^✘ b\.spec\.ts:12 › counts rows \(failed\)\n {4}Error: expect\(locator\)\.toHaveCount\(1\) failed\n/);
    expect(failures[0]?.split('\n')).toHaveLength(15);
    expect(failures[1]).toBe('✘ b.spec.ts:40 › waits (timedOut)\n    timedOut');
    expect(playwrightFlaky(file)).toEqual(['✘ b.spec.ts:60 › flaky (failed)\n    Error: once']);
  });

  it('says so when the report is missing rather than failing itself', () => {
    expect(playwrightFailures('/nonexistent/report.json')).toEqual(['(no JSON report at /nonexistent/report.json)']);
  });

  it("keeps vitest's lines that name a failure, without colours, when there is no Failed Tests section", () => {
    const output =
      ' ✓ worker/test/a.test.ts (3 tests)\n\u001b[31m FAIL \u001b[39m worker/test/b.test.ts > orders > places\nAssertionError: expected 1 to be 2\n';
    expect(vitestFailures(output)).toEqual([' FAIL  worker/test/b.test.ts > orders > places', 'AssertionError: expected 1 to be 2']);
  });

  it("gives each failure of vitest's Failed Tests section with its error and counterexample, without code or stack frames", () => {
    const output = [
      ' ✓ worker/test/a.test.ts (3 tests)',
      '\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Failed Tests 2 \u001b[49m\u001b[22m\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      '',
      ' FAIL   worker  worker/src/api/fuzz.test.ts > POST /notes > never a 5xx',
      'Error: Property failed after 215 tests',
      '{ seed: 612283524, path: "214:0", endOnFailure: true }',
      'Counterexample: [POST /notes with body "{\\"body\\":\\"\\u0000\\"}"]',
      'Shrunk 12 time(s)',
      'Hint: Enable verbose mode',
      ' ❯ buildError node_modules/fast-check/lib/fast-check.js:2469:16',
      '    2467| function buildError(errorMessage, out) {',
      '       |                ^',
      'Caused by: Error: server error 500: {"error":{}}',
      ' ❯ checkRequest worker/src/api/fuzz.test.ts:96:21',
      '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯',
      '',
      ' FAIL   worker  worker/test/b.test.ts > orders > places',
      `AssertionError: expected 1 to be 2 ${'x'.repeat(600)}`,
      '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯',
      '',
      ' Test Files  2 failed (40)',
    ].join('\n');
    expect(vitestFailures(output)).toEqual([
      [
        'FAIL   worker  worker/src/api/fuzz.test.ts > POST /notes > never a 5xx',
        '    Error: Property failed after 215 tests',
        '    { seed: 612283524, path: "214:0", endOnFailure: true }',
        '    Counterexample: [POST /notes with body "{\\"body\\":\\"\\u0000\\"}"]',
        '    Caused by: Error: server error 500: {"error":{}}',
      ].join('\n'),
      `FAIL   worker  worker/test/b.test.ts > orders > places\n    AssertionError: expected 1 to be 2 ${'x'.repeat(365)}`,
    ]);
  });
});
