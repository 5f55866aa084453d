/**
 * Browser test fixtures: every page a test opens is watched for console errors, uncaught
 * exceptions and failed requests (status 400 or more), and the test fails if there were any: a
 * page that works with errors still fails. A test that expects some (an error page's own status)
 * names them in `expectedErrors`, one pattern (an array would read as a fixture tuple).
 *
 * A page's scripts start after its first paint (docs/decisions/029-scripts-after-first-paint.md),
 * so `page.goto` and `page.reload` here also wait until the page has hydrated, as a shopper's
 * tap would find it a moment later (`hydrated: false` for a test whose pages never run the shop's
 * scripts).
 *
 * Every test is a visitor who has already answered the cookie banner (rejecting everything but
 * the necessary cookies), so the banner does not cover what a test clicks; the consent tests
 * (consent.spec.ts) and the banner's accessibility check set `consent: null` to arrive fresh.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { AFTER_PAINT_ATTRIBUTE } from '../../scripts/build/scripts-after-paint.ts';
import { type Consent, consentValue, REJECT_ALL } from '../src/lib/consent/consent.ts';
import { REACT_LANES } from '../src/lib/framework-internals.ts';

export { expect };

/** Matches nothing: by default no error is expected. */
const NO_ERRORS = /(?!)/;

/** React's lanes for a region's hydration after the first commit, and for idle work (framework-internals.ts). */
const OFFSCREEN_LANE = REACT_LANES.offscreen;
const IDLE_LANE = REACT_LANES.idle;

/**
 * A stand-in for React DevTools' hook, installed before any script of the page: React reports to
 * it at each commit (`onCommitFiberRoot`, with the work the root still has pending) and once the
 * commit's effects have run (`onPostCommitFiberRoot`), in production builds too. The page hydrates
 * its frame first and then each region (`HydrateApart`, an Activity boundary) at React's
 * offscreen priority, unless an update reaches into a region first, which then hydrates at that
 * update's lane. So the page counts as hydrated at a commit that leaves no work pending at all
 * (idle work aside), not merely no offscreen work. (With the offscreen check alone, a full run
 * once lost the first field the registration test filled: a region still hydrating when the test
 * acts is the likely cause.)
 */
const HYDRATION_PROBE = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: function () { return 1; },
  checkDCE: function () {},
  onScheduleFiberRoot: function () {},
  onCommitFiberRoot: function (id, root) {
    (window.__reactRegionsPending = window.__reactRegionsPending || []).push((root.pendingLanes & ${OFFSCREEN_LANE}) !== 0);
    (window.__reactWorkPending = window.__reactWorkPending || []).push((root.pendingLanes & ~${IDLE_LANE}) !== 0);
  },
  onCommitFiberUnmount: function () {},
  onPostCommitFiberRoot: function () { window.__reactEffectsRun = (window.__reactEffectsRun || 0) + 1; },
  setStrictMode: function () {},
};`;

/** What the probe records: per commit, whether regions were left to hydrate and whether any work was; how many commits' effects have run. */
export interface HydrationProbe {
  __reactRegionsPending?: boolean[];
  __reactWorkPending?: boolean[];
  __reactEffectsRun?: number;
}

/** Whether the page has hydrated, every region of it (pages without the chunk loader run none of the shop's scripts). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (loader) => {
      const probe = window as HydrationProbe;
      return !document.querySelector(loader) || ((probe.__reactEffectsRun ?? 0) > 0 && probe.__reactWorkPending?.at(-1) === false);
    },
    `script[${AFTER_PAINT_ATTRIBUTE}]`,
    // A heavy page (the API reference's Scalar) on a busy machine held its main thread past 10 s.
    { timeout: 20_000, polling: 50 },
  );
}

/**
 * The page, its `goto` and `reload` waiting until it has hydrated, as the fixture's page does: for
 * a page of another context (a second visitor, staff in the panel), whose form a test would
 * otherwise fill and send before the page's scripts run.
 */
export async function waitingForHydration(page: Page): Promise<Page> {
  await page.addInitScript(HYDRATION_PROBE);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  /** A navigation's answer once the page has hydrated, unless the navigation waits for the commit only. */
  const thenHydrated = async <R>(navigation: Promise<R>, waitUntil?: string): Promise<R> => {
    const response = await navigation;
    if (waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.goto = (url, options) => thenHydrated(goto(url, options), options?.waitUntil);
  page.reload = (options) => thenHydrated(reload(options), options?.waitUntil);
  return page;
}

export const test = base.extend<{ expectedErrors: RegExp; pageErrors: string[]; consent: Consent | null; hydrated: boolean }>({
  hydrated: [true, { option: true }],
  page: async ({ page, hydrated }, use) => {
    await use(hydrated ? await waitingForHydration(page) : page);
  },
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
