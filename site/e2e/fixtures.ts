/**
 * Browser test fixtures: every page a test opens is watched for console errors and uncaught
 * exceptions, and the test fails if there were any (a page that works with errors still fails).
 * A test that expects one (the 404 page's own status) names it in `expectedConsoleErrors`.
 */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The message Chromium logs when the page itself answers 404 (as the 404 page must). */
export const NOT_FOUND_STATUS_ERROR = /^Failed to load resource: the server responded with a status of 404/;

/** Every JSON-LD block of the page, parsed. */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The JSON-LD block of a schema.org type; fails when there is none or more than one. */
export async function jsonLdOfType<T>(page: Page, type: string): Promise<T> {
  const blocks = (await readJsonLd(page)).filter((block) => block['@type'] === type);
  expect(blocks, `JSON-LD of type ${type}`).toHaveLength(1);
  return blocks[0] as T;
}

/** The header's layout and modes, as the frame writes them on the <header> element. */
export async function headerState(page: Page): Promise<{ variant: string | null; fixed: string | null; fixedMobile: string | null }> {
  const header = page.getByRole('banner');
  return {
    variant: await header.getAttribute('data-header-variant'),
    fixed: await header.getAttribute('data-header-fixed'),
    fixedMobile: await header.getAttribute('data-fixed-mobile'),
  };
}
