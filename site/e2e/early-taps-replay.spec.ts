/**
 * The early-taps script (site/src/lib/runtime/early-taps.ts) against every order of what happens
 * while a page starts: taps, React starting to listen, React taking elements over (at once during a
 * tap, or not), the first commit. React is modelled by what the script can see of it, its keys on
 * the document and the elements, and by what it does with a tap on an element it has not taken
 * over: it takes it over at once and handles the tap, or it stops the tap without preventing it.
 * Whatever the order, each tap is handled exactly once and no form is ever sent by the browser
 * itself (which would reload the page, its fields empty: a panel login lost so on a loaded machine).
 */

import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT } from '../src/lib/runtime/early-taps.ts';
import { PAGE_HYDRATED_GLOBAL } from '../src/lib/runtime/page-hydrated.ts';
import { REACT_KEYS } from '../src/lib/runtime/react-keys.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrated: false });

const ORIGIN = 'http://early-taps.test';
const TARGETS = ['login', 'add', 'banner'] as const;
type Target = (typeof TARGETS)[number];

/** A login form (sent by its button) and two plain buttons; the form posts into a frame, so a form the browser sent itself is counted, not followed. */
const PAGE = `<!doctype html><html><head><script>${EARLY_TAPS_SCRIPT}</script></head><body>
<iframe name="sink" title="sink"></iframe>
<div id="root">
  <form id="login" method="post" target="sink"><input name="email" value="ewa@sklep.test"><button id="login-send">Dalej</button></form>
  <button id="add" type="button">Dodaj do koszyka</button>
  <button id="banner" type="button">Odrzucam wszystkie</button>
</div></body></html>`;

/** React as the script sees it, and a record of what it handled and what the browser sent itself. */
const MODEL = `(() => {
  const props = ${JSON.stringify(`${REACT_KEYS.props}model`)};
  const log = (window.__model = { handled: [], native: 0, atOnce: {} });
  const hydrate = (element) => { element[props] = {}; };
  // The browser's own sending of a form: what is left when nothing prevented the submit.
  window.addEventListener('submit', (event) => setTimeout(() => { if (!event.defaultPrevented) log.native++; }), true);
  window.__reactListen = () => {
    document[${JSON.stringify(`${REACT_KEYS.listening}model`)}] = true;
    const root = document.getElementById('root');
    for (const type of ['click', 'submit']) {
      root.addEventListener(type, (event) => {
        const element = type === 'submit' ? event.target : event.target.closest('button[type=button]');
        if (!element) return;
        if (!(props in element)) {
          if (!log.atOnce[element.id]) { event.stopPropagation(); return; }
          hydrate(element);
        }
        if (type === 'submit') event.preventDefault();
        log.handled.push(element.id);
      }, true);
    }
  };
  window.__hydrate = (id) => hydrate(document.getElementById(id));
  window.__commit = () => { window[${JSON.stringify(PAGE_HYDRATED_GLOBAL)}] = true; };
})();`;

type Step =
  | { kind: 'tap'; target: Target }
  | { kind: 'listen' }
  | { kind: 'hydrate'; target: Target }
  | { kind: 'atOnce'; target: Target }
  | { kind: 'commit' };

const target = fc.constantFrom(...TARGETS);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: target.map((name) => ({ kind: 'tap' as const, target: name })) },
  fc.constant({ kind: 'listen' as const }),
  target.map((name) => ({ kind: 'hydrate' as const, target: name })),
  target.map((name) => ({ kind: 'atOnce' as const, target: name })),
  fc.constant({ kind: 'commit' as const }),
);

/** Runs the steps in order as React would allow them (it listens before it hydrates or commits), then finishes the start-up. */
async function run(page: Page, steps: Step[]): Promise<Record<Target, number>> {
  const taps: Record<Target, number> = { login: 0, add: 0, banner: 0 };
  let listening = false;
  let committed = false;
  const listen = async () => {
    if (!listening) await page.evaluate(() => (window as unknown as { __reactListen: () => void }).__reactListen());
    listening = true;
  };
  for (const next of steps) {
    if (next.kind === 'tap') {
      taps[next.target] += 1;
      // A click the page dispatches itself: one through the input pipeline makes headless Chromium
      // wait for a frame it never draws, and the idle moment the script waits for comes only at its 3 s cap.
      await page.evaluate((id) => document.getElementById(id)?.click(), next.target === 'login' ? 'login-send' : next.target);
    } else if (next.kind === 'listen') {
      await listen();
    } else if (next.kind === 'hydrate') {
      await listen();
      await page.evaluate((id) => (window as unknown as { __hydrate: (id: string) => void }).__hydrate(id), next.target);
    } else if (next.kind === 'atOnce') {
      await page.evaluate((id) => ((window as unknown as { __model: { atOnce: Record<string, boolean> } }).__model.atOnce[id] = true), next.target);
    } else if (!committed) {
      await listen();
      await page.evaluate(() => (window as unknown as { __commit: () => void }).__commit());
      committed = true;
    }
  }
  await listen();
  for (const name of TARGETS) await page.evaluate((id) => (window as unknown as { __hydrate: (id: string) => void }).__hydrate(id), name);
  await page.evaluate(() => (window as unknown as { __commit: () => void }).__commit());
  return taps;
}

test('whatever the order of taps and hydration, each tap is handled once and no form is sent by the browser itself', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: route.request().method() === 'GET' ? PAGE : '' }));
  await page.addInitScript(MODEL);
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
      await page.goto(`${ORIGIN}/`);
      const taps = await run(page, steps);
      // The kept taps are played once the page is idle after its commit.
      await expect
        .poll(
          () =>
            page.evaluate(
              (name) => ((window as unknown as Record<string, { played: boolean }[]>)[name] ?? []).every((tap) => tap.played),
              EARLY_TAPS_GLOBAL,
            ),
          { intervals: [25] },
        )
        .toBe(true);
      const log = await page.evaluate(() => (window as unknown as { __model: { handled: string[]; native: number } }).__model);
      const handled = Object.fromEntries(TARGETS.map((name) => [name, log.handled.filter((id) => id === name).length]));
      expect(handled, `handled once each, after ${JSON.stringify(steps)}`).toEqual(taps);
      expect(log.native, 'forms the browser sent itself').toBe(0);
    }),
    { numRuns: 30 },
  );
});
