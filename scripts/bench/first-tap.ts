/**
 * First working tap benchmark (issue 36): the time from navigation start to the first tap that
 * works, on a phone with a 4× slowed CPU and Lighthouse's slow 4G line, for the three controls a
 * shopper tapped in vain before the page's script ran: the cookie banner's „Odrzucam wszystkie”,
 * „Dodaj do koszyka” on a product page and Enter in the header's search box.
 *
 * Each run is a first visit (a fresh browser context, nothing cached): the control is tapped the
 * moment it is visible, and the clock stops when the tap's effect is seen (the banner gone and
 * the refusal stored; the header's cart count at one product; the results page of what was
 * typed). A tap whose effect is not seen within LOST_AFTER_MS is lost: there must be none. The
 * issue's measure, the time to the first tap that works, is the moment that tap was made (the Enter
 * after typing, for the search): a tap is taken as soon as the control is seen, and if it had its
 * effect, a shopper's tap at that moment works; its target is to be no later than the LCP. Seeing
 * the control, scrolling to it and checking what a touch there reaches each wait for the page's
 * main thread, so under load the bench's tap comes late; `--at lcp` taps instead at the paired
 * load's LCP, where that load had the control, asking the page nothing first (a control below the
 * fold is scrolled to by a wheel once the paired load's page was tall enough to reach it). A tap
 * that touched something else than the control (not painted yet under load, or not scrolled to)
 * is a miss, left out and counted, not a lost tap. The
 * page's first answer to the tap is timed too (the add button's spinner, the browser loading the
 * results page): an effect that needs the network cannot come before a round trip on the slow line.
 * Each run is paired with an untouched load of the same page under the same conditions for its
 * LCP, since the browser stops reporting LCP candidates at the first input.
 *
 * The site is served as production serves it: the built export and the API by the local worker,
 * behind a small proxy that gzips text as the CDN does. Needs a built site (npm run build). Prints
 * figures; not part of `npm test`.
 *
 *   npm run bench:first-tap [-- --runs 5 --port 8861 --at seen|lcp]
 */
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Locator, type Page } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import type { ProductSummary } from '#lib/api-types.ts';
import { CONSENT_COOKIE, consentValue, REJECT_ALL } from '#lib/consent/consent.ts';
import { isBuyable } from '#lib/recommendations.ts';
import { searchHref } from '#lib/search-links.ts';
import { startLocalWorker } from '../lib/local-worker.ts';
import { contentDir } from '../lib/paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    /** The proxy on this port, the local worker on the next. */
    port: { type: 'string', default: '8861' },
    /**
     * `seen`: tap the moment the control is seen (the bench asks the page). `lcp`: tap at the paired
     * load's LCP, where that load had the control, without asking the page anything first.
     */
    at: { type: 'string', default: 'seen' },
  },
});
if (values.at !== 'seen' && values.at !== 'lcp') throw new Error('--at is seen or lcp');
const tapAtLcp = values.at === 'lcp';
const runs = Number(values.runs);
const proxyPort = Number(values.port);
const origin = `http://127.0.0.1:${proxyPort}`;

/** A tap whose effect is not seen this long after it is lost. */
const LOST_AFTER_MS = 15_000;
/** How often the control and the effect are looked for. */
const POLL_MS = 10;
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile preset: its slow 4G line (as DevTools applies it) and its phone's screen. */
const NETWORK = throttling.mobileSlow4G;
const PHONE = (() => {
  const phone = screenEmulationMetrics.mobile;
  if (!phone) throw new Error("Lighthouse's constants have no mobile screen");
  return phone;
})();
const SEARCHED = 'ręcznik';

interface Control {
  label: string;
  path: string;
  /** The visitor has answered the banner before (a cookie), so it does not cover the control. */
  hasConsented: boolean;
  find(page: Page): Locator;
  /** What the shopper does with the control once it is visible; the time of the tap (the key press). */
  use(page: Page, control: Locator): Promise<number>;
  /** Set up on the page before it loads (the requests it answers a tap with). */
  watch?(page: Page): void;
  /** For a text box: what is typed after the tap, then Enter (the tap's time is the Enter's). */
  typed?: string;
  /** Whether the tap's effect is seen. */
  worked(page: Page, context: BrowserContext): Promise<boolean>;
  /**
   * Whether the page has answered the tap: the first thing a shopper sees that says it was taken
   * (the add button's spinner; the browser loading the results page), before its effect, which
   * may wait on the network. Without it, the answer is the effect.
   */
  answered?(page: Page): Promise<boolean>;
}

/** The pages whose search form the browser has sent (a request for the results page has gone out). */
const searchSent = new WeakSet<Page>();

/**
 * Taps the element at its centre, as a finger would: first brought into the screen (a control
 * below the fold, as „Dodaj do koszyka” under the product's picture on a phone, is scrolled to,
 * as a shopper swipes to it), then tapped where it is. A touch outside the screen reaches no
 * element, so a control that is not the one under the finger (off the screen, or covered by the
 * banner, a sticky bar or a toast) stops the bench instead of counting as a lost tap.
 */
async function tapCentre(page: Page, control: Locator): Promise<number> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const isUnderFinger = await control.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && element.contains(hit);
    },
    { x, y },
  );
  if (!isUnderFinger) throw new Error(`The control is not what a tap at (${Math.round(x)}, ${Math.round(y)}) reaches: off the screen or covered`);
  const tappedAt = Date.now();
  await page.touchscreen.tap(x, y);
  return tappedAt;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Pliki cookie w sklepie' });

async function controls(): Promise<Control[]> {
  const products = JSON.parse(await readFile(path.join(contentDir, 'products.json'), 'utf8')) as ProductSummary[];
  const product = products.find((candidate) => candidate.buttons.addToCart && isBuyable(candidate));
  if (!product) throw new Error('site/content has no product to put in the cart: run npm run build first');
  // As the address bar has it: percent-encoded.
  const resultsPath = new URL(searchHref(SEARCHED), origin).pathname;
  return [
    {
      label: 'banner „Odrzucam wszystkie”',
      path: '/',
      hasConsented: false,
      find: (page) => banner(page).getByRole('button', { name: 'Odrzucam wszystkie' }),
      use: tapCentre,
      worked: async (page, context) =>
        (await banner(page).isHidden()) &&
        (await context.cookies()).some((cookie) => cookie.name === CONSENT_COOKIE && decodeURIComponent(cookie.value) === consentValue(REJECT_ALL)),
    },
    {
      label: '„Dodaj do koszyka”',
      path: `/produkt/${product.slug}`,
      hasConsented: true,
      find: (page) => page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).first(),
      use: tapCentre,
      worked: async (page) => (await page.getByRole('banner').getByRole('link', { name: 'Koszyk: 1 produkt' }).count()) > 0,
      answered: async (page) =>
        (await page.getByRole('main').locator('button[aria-busy="true"]').count()) > 0 ||
        (await page.getByRole('banner').getByRole('link', { name: 'Koszyk: 1 produkt' }).count()) > 0,
    },
    {
      label: `Enter in search („${SEARCHED}”)`,
      path: '/',
      hasConsented: true,
      find: (page) => page.getByRole('banner').getByRole('combobox', { name: 'Szukaj w sklepie' }),
      typed: SEARCHED,
      watch: (page) =>
        page.on('request', (request) => {
          // The form sent by the browser (before the page's script), or the results fetched by the page's router.
          if (new URL(request.url()).pathname.startsWith('/wyszukiwarka')) searchSent.add(page);
        }),
      use: async (_page, box) => {
        await box.fill(SEARCHED);
        const pressedAt = Date.now();
        await box.press('Enter');
        return pressedAt;
      },
      answered: async (page) => searchSent.has(page),
      worked: async (page) =>
        new URL(page.url()).pathname === resultsPath && (await page.getByRole('heading', { level: 1 }).filter({ hasText: SEARCHED }).count()) > 0,
    },
  ];
}

/** A first visit on the phone: a fresh context, its CPU slowed and its line throttled. */
async function openPhone(browser: Browser, control: Control): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  if (control.hasConsented) {
    await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(consentValue(REJECT_ALL)), url: origin }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  // DevTools takes bytes per second where Lighthouse gives kbit/s (lighthouse/core/lib/emulation.js).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.requestLatencyMs,
    downloadThroughput: Math.floor((NETWORK.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((NETWORK.uploadThroughputKbps * 1024) / 8),
  });
  return { context, page, cdp };
}

/** Polls `check` until it answers true; the time it did, or null after `timeoutMs`. */
async function whenTrue(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A navigation under way (the results page) destroys the context the check ran in: not yet.
    if (await check().catch(() => false)) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

interface TapRun {
  /** From navigation start to the control seen visible (and tapped at once), ms. */
  visibleMs: number;
  /** From navigation start to the tap (for the search box, the Enter after typing), ms. */
  tappedMs: number;
  /** `--at lcp`: the control was not under the finger (the swipe stopped short, or it was not painted yet), so the tap reached something else (not a lost tap). */
  missed?: boolean;
  /** From navigation start to the effect seen, ms; null when the tap was lost. */
  workedMs: number | null;
  /** From navigation start to the page's first answer to the tap, ms; null when none came. */
  answeredMs: number | null;
}

/** Waits for the tap's first answer and its effect: the run, with the times since navigation start (null for none within LOST_AFTER_MS). */
async function awaitEffect(
  page: Page,
  context: BrowserContext,
  control: Control,
  navigationStart: number,
  tap: Pick<TapRun, 'visibleMs' | 'tappedMs'>,
): Promise<TapRun> {
  const answered = control.answered;
  const answeredAt = answered ? await whenTrue(() => answered(page), LOST_AFTER_MS) : null;
  const workedAt = await whenTrue(() => control.worked(page, context), LOST_AFTER_MS);
  const since = (at: number | null) => (at === null ? null : at - navigationStart);
  return { ...tap, workedMs: since(workedAt), answeredMs: since(answered ? answeredAt : workedAt) };
}

async function measureTap(browser: Browser, control: Control): Promise<TapRun> {
  const { context, page } = await openPhone(browser, control);
  try {
    control.watch?.(page);
    await page.goto(control.path, { waitUntil: 'commit' });
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const target = control.find(page);
    const visibleAt = await whenTrue(() => target.isVisible(), LOST_AFTER_MS);
    if (visibleAt === null) throw new Error(`${control.label}: the control was not visible within ${LOST_AFTER_MS / 1000} s`);
    const tappedAt = await control.use(page, target);
    return await awaitEffect(page, context, control, navigationStart, {
      visibleMs: visibleAt - navigationStart,
      tappedMs: tappedAt - navigationStart,
    });
  } finally {
    await context.close();
  }
}

/** Waits until `ms` after navigation start (`navigationStart` on this machine's clock). */
const until = (navigationStart: number, ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, navigationStart + ms - Date.now())));
/** A tap timed for the LCP (`--at lcp`) is sent by a timer, which may fire a few milliseconds late: it still counts as at the LCP. */
const TIMER_SLACK_MS = 5;
/** A swipe this long before the tap brings a control below the fold into the screen. */
const SWIPE_LEAD_MS = 400;

/**
 * `--at lcp`: the tap at the paired load's LCP, at the control's place in that load, asking the
 * page nothing before it (each question waits for the page's main thread, and so would move the
 * tap). A control below the fold is swiped to first, through the browser's compositor. What is
 * timed as the tap is the touch, or for a text box the Enter after typing into it.
 */
async function measureTapAt(browser: Browser, control: Control, lcpMs: number, aim: Aim): Promise<TapRun> {
  const { context, page, cdp } = await openPhone(browser, control);
  try {
    control.watch?.(page);
    // What the finger first touched, noted without delaying the touch (passive, capture).
    await page.addInitScript({
      content: `addEventListener('pointerdown', (event) => { if (!('__touched' in window)) window.__touched = (${controlSignature})(event.target); }, { capture: true, passive: true });`,
    });
    await page.goto(control.path, { waitUntil: 'commit' });
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    if (aim.scrollY > 0) {
      // No sooner than the paired load's page reached down to the control: a swipe before stops short.
      await until(navigationStart, Math.max(aim.reachableMs, lcpMs - SWIPE_LEAD_MS));
      const swipedAt = Date.now();
      await cdp.send('Input.synthesizeScrollGesture', {
        x: Math.round(PHONE.width / 2),
        y: Math.round(PHONE.height * 0.8),
        yDistance: -aim.scrollY,
        speed: 8000,
        // A wheel's scroll: a touch swipe is cut where the finger would leave the screen, and a
        // synthesized one does not scroll in this headless Chromium (CDP touch events do, but each
        // waits for the page's main thread, which would move the tap).
        gestureSourceType: 'mouse',
        preventFling: true,
      });
      console.log(
        `  ${control.label}: swiped ${aim.scrollY} px at ${Math.round(swipedAt - navigationStart)} ms (the paired page reached the control at ${Math.round(aim.reachableMs)} ms, its LCP ${Math.round(lcpMs)} ms), the swipe done at ${Math.round(Date.now() - navigationStart)} ms`,
      );
    }
    await until(navigationStart, lcpMs);
    let tappedAt = Date.now();
    await page.touchscreen.tap(aim.x, aim.y);
    // Asked after the tap (the page's answer waits for its main thread): was the control what the
    // finger touched? The swipe may stop short, and under load the control may not be painted yet
    // at the paired load's LCP: either way the tap reached something else and says nothing of it.
    // (Read from what the page noted: the control may be gone by now, as the banner once refused.)
    const { touched, scrollY } = await page.evaluate(() => ({
      touched: (window as unknown as { __touched?: string | null }).__touched ?? null,
      scrollY: window.scrollY,
    }));
    if (touched === null || touched !== aim.signature) {
      console.log(`  ${control.label}: missed, the finger touched something else (the page at ${Math.round(scrollY)} px of ${aim.scrollY})`);
      return { visibleMs: Number.NaN, tappedMs: tappedAt - navigationStart, workedMs: null, answeredMs: null, missed: true };
    }
    if (control.typed !== undefined) {
      await page.keyboard.insertText(control.typed);
      tappedAt = Date.now();
      await page.keyboard.press('Enter');
    }
    return await awaitEffect(page, context, control, navigationStart, { visibleMs: Number.NaN, tappedMs: tappedAt - navigationStart });
  } finally {
    await context.close();
  }
}

/**
 * The control an element is part of, as text: the same in two loads of a page, and for an element
 * React put in the place of the one touched. Runs in the page (it is sent as its source).
 */
function controlSignature(node: EventTarget | null): string | null {
  const control = node instanceof Element ? node.closest('button, input, [role="button"]') : null;
  return control ? `${control.tagName} ${control.getAttribute('aria-label') ?? ''} ${control.textContent?.trim() ?? ''}` : null;
}

/** Where a finger tapped the control in the paired load: the page scrolled to `scrollY`, then (x, y) on the screen. */
interface Aim {
  scrollY: number;
  /** When, in ms from navigation start, the page was first tall enough to scroll to `scrollY`. */
  reachableMs: number;
  /** The control as `controlSignature` reads it. */
  signature: string | null;
  x: number;
  y: number;
}

/**
 * The page's LCP on an untouched load (no input ends the candidates), ms from navigation start,
 * and, once it is measured, where the control is (scrolled into the screen as a shopper would).
 */
async function measureLcp(browser: Browser, control: Control): Promise<{ lcpMs: number; aim: Aim | null }> {
  const { context, page } = await openPhone(browser, control);
  try {
    await page.addInitScript(() => {
      const probe = window as unknown as { __lcp: number; __heights: [ms: number, height: number][] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The page's height as it grows, noted by a ResizeObserver (it asks for no layout of its own).
      probe.__heights = [];
      const watch = (root: Element) =>
        new ResizeObserver(([entry]) => probe.__heights.push([performance.now(), entry?.target.scrollHeight ?? 0])).observe(root);
      if (document.documentElement) watch(document.documentElement);
      else {
        const waiting = new MutationObserver(() => {
          if (!document.documentElement) return;
          waiting.disconnect();
          watch(document.documentElement);
        });
        waiting.observe(document, { childList: true });
      }
    });
    await page.goto(control.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN);
    const target = control.find(page);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const signature = await target.evaluate(controlSignature);
    const { scrollY, reachableMs } = await page.evaluate(() => {
      const heights = (window as unknown as { __heights: [number, number][] }).__heights;
      const reached = heights.find(([, height]) => height - window.innerHeight >= window.scrollY);
      return { scrollY: window.scrollY, reachableMs: reached?.[0] ?? 0 };
    });
    return { lcpMs, aim: box ? { scrollY, reachableMs, signature, x: box.x + box.width / 2, y: box.y + box.height / 2 } : null };
  } finally {
    await context.close();
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Forwards every request to the worker as it came (method, headers, body; redirects and cookies
 * answered as they are) and gzips text answers, as the CDN in front of the worker does.
 */
function serveThroughGzip(port: number, upstream: URL): Promise<Server> {
  const server = createServer((request, response) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers: IncomingHttpHeaders = { ...answer.headers };
        const gzip =
          /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') &&
          COMPRESSIBLE.test(headers['content-type'] ?? '') &&
          !headers['content-encoding'] &&
          request.method !== 'HEAD' &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304;
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip()) : answer).pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface ControlResult {
  label: string;
  tapRuns: TapRun[];
  lcpMs: number[];
}

function printResults(results: ControlResult[], browserVersion: string, load: { before: number[]; after: number[] }): void {
  const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
  console.log(`\nFirst working tap, ${runs} runs per control, each a first visit on a fresh context; Chromium ${browserVersion} at ${CHROMIUM_PATH}`);
  console.log(
    `phone ${PHONE.width}×${PHONE.height} (touch), CPU slowed ${CPU_SLOWDOWN}× (CDP Emulation.setCPUThrottlingRate), Lighthouse's slow 4G by CDP Network.emulateNetworkConditions (${NETWORK.requestLatencyMs} ms latency, ${Math.round(NETWORK.downloadThroughputKbps)} kbit/s down, ${Math.round(NETWORK.uploadThroughputKbps)} kbit/s up)`,
  );
  console.log('served by the local worker behind a gzip proxy; LCP from a paired untouched load of the same page');
  console.log(
    tapAtLcp ? "tapped at the paired load's LCP, where that load had the control (--at lcp)" : 'tapped the moment the control was seen (--at seen)',
  );
  console.log(
    `machine load average (1, 5, 15 min): before ${load.before.map((value) => value.toFixed(2)).join(', ')}, after ${load.after.map((value) => value.toFixed(2)).join(', ')}\n`,
  );
  console.log(
    'control                          visible p50 ms   tapped p50 ms   answered p50 ms   works p50 ms   works p95 ms   LCP p50 ms   working tap ≤ LCP   answered ≤ LCP   works ≤ LCP (p50, runs)   lost',
  );
  let lostTotal = 0;
  for (const { label, tapRuns: allRuns, lcpMs: allLcps } of results) {
    // A missed tap (--at lcp) reached another element: it says nothing of the control, and is left out.
    const tapRuns = allRuns.filter((run) => !run.missed);
    const lcpMs = allLcps.filter((_, index) => !allRuns[index]?.missed);
    const missed = allRuns.length - tapRuns.length;
    if (missed > 0) console.log(`${label}: ${missed} of ${allRuns.length} taps missed the control (not under the finger yet), left out`);
    if (tapRuns.length === 0) continue;
    const worked = tapRuns.flatMap((run) => (run.workedMs === null ? [] : [run.workedMs]));
    const lost = tapRuns.length - worked.length;
    lostTotal += lost;
    const visible = summarize(tapRuns.map((run) => run.visibleMs));
    const works = summarize(worked);
    const lcp = summarize(lcpMs);
    const answers = summarize(tapRuns.flatMap((run) => (run.answeredMs === null ? [] : [run.answeredMs])));
    const byLcp = (at: (run: TapRun) => number | null, slackMs = 0) => {
      const inTime = tapRuns.filter((run, index) => {
        const value = at(run);
        return value !== null && value <= (lcpMs[index] ?? Number.NaN) + slackMs;
      }).length;
      return `${inTime}/${tapRuns.length}`;
    };
    const verdict = `${works.p50 <= lcp.p50 ? 'yes' : 'no'}, ${byLcp((run) => run.workedMs)}`;
    // The measure: the time to the first tap that works. A tap that had its effect counts at the moment it was made.
    const tapped = summarize(tapRuns.map((run) => run.tappedMs));
    const workingTaps = tapRuns.filter((run) => run.workedMs !== null);
    const workingTapVerdict = `${workingTaps.length === tapRuns.length && tapped.p50 <= lcp.p50 + TIMER_SLACK_MS ? 'yes' : 'no'}, ${byLcp((run) => (run.workedMs === null ? null : run.tappedMs), TIMER_SLACK_MS)}`;
    const answeredVerdict = `${answers.p50 <= lcp.p50 ? 'yes' : 'no'}, ${byLcp((run) => run.answeredMs)}`;
    console.log(
      `${label.padEnd(32)} ${ms(visible.p50).padStart(14)}   ${ms(tapped.p50).padStart(13)}   ${ms(answers.p50).padStart(15)}   ${ms(works.p50).padStart(12)}   ${ms(works.p95).padStart(12)}   ${ms(lcp.p50).padStart(10)}   ${workingTapVerdict.padStart(17)}   ${answeredVerdict.padStart(14)}   ${verdict.padStart(23)}   ${String(lost).padStart(4)}`,
    );
  }
  console.log(`\nlost taps (no effect within ${LOST_AFTER_MS / 1000} s of the tap): ${lostTotal}${lostTotal > 0 ? ' - must be 0' : ''}`);
  if (lostTotal > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  const before = loadavg();
  const worker = await startLocalWorker({ port: proxyPort + 1, quiet: true });
  const proxy = await serveThroughGzip(proxyPort, new URL(worker.url));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: ControlResult[] = [];
    for (const control of await controls()) {
      const result: ControlResult = { label: control.label, tapRuns: [], lcpMs: [] };
      for (let run = 0; run < runs; run++) {
        if (tapAtLcp) {
          const { lcpMs, aim } = await measureLcp(browser, control);
          if (!aim) throw new Error(`${control.label}: the paired load has no such control`);
          result.tapRuns.push(await measureTapAt(browser, control, lcpMs, aim));
          result.lcpMs.push(lcpMs);
        } else {
          result.tapRuns.push(await measureTap(browser, control));
          result.lcpMs.push((await measureLcp(browser, control)).lcpMs);
        }
      }
      results.push(result);
      process.stdout.write(`  ${control.label} measured\n`);
    }
    printResults(results, browser.version(), { before, after: loadavg() });
  } finally {
    await browser.close();
    proxy.close();
    await worker.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
