/**
 * The failures of a test run in short, for the end of `npm test`'s output: a CI log keeps only its
 * tail, where the runners' own reports of what failed and why have long scrolled away.
 */
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

interface JsonResult {
  status: string;
  error?: { message?: string };
  errors?: { message?: string }[];
}
interface JsonSpec {
  title: string;
  file: string;
  line: number;
  tests: { results: JsonResult[] }[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

const LINES_PER_FAILURE = 14;

const readReport = (file: string): { suites?: JsonSuite[] } | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { suites?: JsonSuite[] };
  } catch {
    return null;
  }
};

/**
 * Each failed try of a Playwright test that never passed, in the JSON report at `file`: where it
 * is, and the first lines of its error. Tries a retry then passed are `playwrightFlaky`'s.
 */
export function playwrightFailures(file: string): string[] {
  return failedTries(file, (results) => !results.some((result) => result.status === 'passed'));
}

/** The tries that failed before a retry of the same test passed: flaky tests, named at the end of a run that passed. */
export function playwrightFlaky(file: string): string[] {
  return failedTries(file, (results) => results.some((result) => result.status === 'passed'));
}

function failedTries(file: string, keep: (results: JsonResult[]) => boolean): string[] {
  const report = readReport(file);
  if (!report) return [`(no JSON report at ${file})`];
  const failures: string[] = [];
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) {
      const results = spec.tests.flatMap((test) => test.results);
      if (!keep(results)) continue;
      const failed = results.filter((result) => result.status !== 'passed' && result.status !== 'skipped');
      for (const result of failed) {
        const message = stripVTControlCharacters(result.error?.message ?? result.errors?.[0]?.message ?? result.status);
        const lines = message
          .split('\n')
          .filter((line) => line.trim() !== '')
          .slice(0, LINES_PER_FAILURE);
        failures.push(`✘ ${spec.file}:${spec.line} › ${spec.title} (${result.status})\n${lines.map((line) => `    ${line}`).join('\n')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return failures;
}

/** Lines of a failure's report that say nothing of why: code frames, stack frames, rules. */
const VITEST_NOISE = /^\s*(?:\d+\s*\||\||❯ |⎯|Hint: |Shrunk \d+ time)/;
const LINE_CHARACTERS = 400;

/**
 * Each failed test of vitest's output with the start of its error: the "Failed Tests" section's
 * blocks (a FAIL line, the error, a fast-check counterexample and its cause), without code
 * frames, stack lines or colours. Without that section (a run that crashed), the lines that name
 * a failure.
 */
export function vitestFailures(output: string): string[] {
  const lines = stripVTControlCharacters(output).split('\n');
  const section = lines.findIndex((line) => /⎯ Failed Tests \d+ ⎯|^\s*Failed Tests \d+\s*$/.test(line));
  if (section === -1) return lines.filter((line) => /\bFAIL\b|AssertionError|Test timed out|TimeoutError/.test(line)).slice(0, 40);
  const failures: string[][] = [];
  for (const line of lines.slice(section + 1)) {
    if (/^\s*(?:Test Files|Tests)\s/.test(line) || /⎯ (?:Unhandled|Failed Suites)/.test(line)) break;
    if (/^\s*FAIL\s/.test(line)) failures.push([line.trim()]);
    else {
      const current = failures.at(-1);
      if (current && line.trim() !== '' && !VITEST_NOISE.test(line) && current.length <= LINES_PER_FAILURE) {
        current.push(`    ${line.trim().slice(0, LINE_CHARACTERS)}`);
      }
    }
  }
  return failures.map((failure) => failure.join('\n'));
}
