/**
 * Browser test fixtures: every page a test opens is watched for console errors, uncaught
 * exceptions and failed requests (status 400 or more), and the test fails if there were any: a
 * page that works with errors still fails. A test that expects some (an error page's own status)
 * names them in `expectedErrors`, one pattern (an array would read as a fixture tuple).
 */
import { test as base, expect } from '@playwright/test';

export { expect };

/** Matches nothing: by default no error is expected. */
const NO_ERRORS = /(?!)/;

export const test = base.extend<{ expectedErrors: RegExp; pageErrors: string[] }>({
  expectedErrors: [NO_ERRORS, { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      await use(errors);
      const unexpected = errors.filter((error) => !expectedErrors.test(error));
      expect(unexpected, 'console errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * What Chromium logs, and the responses the fixture sees, when documents or calls at these paths
 * answer `status` (as an error page must).
 */
export function documentStatusErrors(status: number, ...paths: string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`^(?:Failed to load resource: the server responded with a status of ${status}\\b.*|${status} https?://[^/]+(?:${escaped}))$`);
}
