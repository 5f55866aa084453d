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

/** The lines of vitest's output that name a failed test and its error. */
export function vitestFailures(output: string): string[] {
  return stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => /\bFAIL\b|AssertionError|Test timed out|TimeoutError/.test(line))
    .slice(0, 40);
}
