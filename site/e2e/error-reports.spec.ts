/**
 * Issue 16: an error on a page is reported to the local Sentry stand-in (the build's DSN is the
 * local one: scripts/build/error-report-settings.ts) through the worker's /monitoring tunnel,
 * without personal data, and @sentry/browser is fetched only once something failed.
 */
import { expect, test } from './fixtures.ts';

const SECRET_PATH = '/haslo/reset/AbCdEfGhIjKlMnOpQrStUv';

test.use({ expectedErrors: /Test raportu błędu/ });

interface ReceivedEnvelope {
  items: { header: { type: string }; payload: { exception?: { values?: { type: string; value: string }[] }; request?: { url?: string } } }[];
  text: string;
}

async function receivedReports(): Promise<ReceivedEnvelope[]> {
  const origin = process.env.E2E_SENTRY_ORIGIN;
  if (!origin) throw new Error('E2E_SENTRY_ORIGIN is not set: the global setup starts the Sentry stand-in');
  return (await (await fetch(`${origin}/envelopes`)).json()) as ReceivedEnvelope[];
}

test('an error on a page reaches the error reports through the shop’s tunnel, scrubbed, loading Sentry only then', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/kontakt?email=jan.kowalski%40example.pl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loadedBefore = scripts.length;
  const message = `Test raportu błędu ${Date.now()} dla jan.kowalski@example.pl na ${SECRET_PATH}`;
  const tunnelled = page.waitForResponse((response) => new URL(response.url()).pathname === '/monitoring' && response.request().method() === 'POST');
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  expect((await tunnelled).status()).toBe(200);
  // The SDK came in its own chunk, after the error.
  expect(scripts.length).toBeGreaterThan(loadedBefore);
  const reports = await receivedReports();
  const report = reports.find((envelope) => envelope.text.includes('Test raportu błędu') && envelope.text.includes(message.split(' ')[3] ?? ''));
  expect(report, 'the stand-in received the report').toBeDefined();
  const event = report?.items.find((item) => item.header.type === 'event')?.payload;
  expect(event?.exception?.values?.[0]?.value).toContain('[Filtered]');
  // The query string is not collected at all (its values would be filtered if it were).
  expect(event?.request?.url).toMatch(/\/kontakt$/);
  for (const personal of ['jan.kowalski', 'AbCdEfGhIjKlMnOpQrStUv']) expect(report?.text).not.toContain(personal);
});
