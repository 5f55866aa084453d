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

/** Each failed Playwright test of the JSON report at `file`: where it is, and the first lines of its error. */
export function playwrightFailures(file: string): string[] {
  let report: { suites?: JsonSuite[] };
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: JsonSuite[] };
  } catch {
    return [`(no JSON report at ${file})`];
  }
  const failures: string[] = [];
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.flatMap((test) => test.results).filter((result) => result.status !== 'passed' && result.status !== 'skipped');
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
