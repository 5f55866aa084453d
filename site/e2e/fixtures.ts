/**
 * Browser test fixtures: every page a test opens is watched for console errors, uncaught
 * exceptions and failed requests (status 400 or more), and the test fails if there were any: a
 * page that works with errors still fails. A test that expects some (an error page's own status)
 * names them in `expectedErrors`, one pattern (an array would read as a fixture tuple).
 *
 * Every test is a visitor who has already answered the cookie banner (rejecting everything but
 * the necessary cookies), so the banner does not cover what a test clicks; the consent tests
 * (consent.spec.ts) and the banner's accessibility check set `consent: null` to arrive fresh.
 */
import { test as base, expect } from '@playwright/test';
import { type Consent, consentValue, REJECT_ALL } from '../src/lib/consent/consent.ts';

export { expect };

/** Matches nothing: by default no error is expected. */
const NO_ERRORS = /(?!)/;

export const test = base.extend<{ expectedErrors: RegExp; pageErrors: string[]; consent: Consent | null }>({
  expectedErrors: [NO_ERRORS, { option: true }],
  consent: [REJECT_ALL, { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent) await context.addCookies([{ name: 'cookie-consent', value: encodeURIComponent(consentValue(consent)), url: baseURL ?? '' }]);
    await use(context);
  },
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
