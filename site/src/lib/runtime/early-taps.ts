/**
 * Taps before the page's script runs are kept, not lost (issue 36). The shop paints first and runs
 * its chunks after (scripts-after-paint.ts), so for a moment a page looks ready while no React
 * handler is there: a tap on „Odrzucam wszystkie” or „Dodaj do koszyka” then did nothing.
 *
 * A small script in <head> (the event contract Google's JSAction and Angular's event replay use)
 * listens from the first byte, in the capture phase, until the page has settled:
 * - a click on a button (not a link, which works without script, and not a checkbox or radio,
 *   whose own toggle already happened) is kept;
 * - a submit of a form without an `action` (one only React handles) is kept and stopped, so the
 *   browser does not reload the page; a form with an `action` goes its own way (the search box).
 * A tap on an element React has hydrated (its props are on it) is React's and left alone. So is one
 * React takes over during the tap: once React listens it hydrates a tapped region at once when it
 * can, and handles the tap; when it cannot, it stops the tap, which is then kept like one before
 * React listened. (Until 2026-11-29 the script stopped keeping taps as soon as React listened: a
 * panel login sent in that moment, its form not hydrated yet, was stopped by React without being
 * prevented, and the browser posted the form and reloaded the login page empty.)
 * Once the page's first render committed and the page is next idle (the regions React hydrates
 * later done), each kept tap is played again, in order, as soon as its element is hydrated: a click
 * with `click()`, a submit with `requestSubmit()`. A tap whose element went away, or is not
 * hydrated within REPLAY_WAIT_MS of the page's first commit, is dropped; however long hydration
 * itself takes, a kept tap waits for it (a panel login sent before a 10 s hydration on a loaded
 * machine was lost). REPLAY_WAIT_MS after the first commit, nothing kept, the script stops
 * listening: React handles every tap after that.
 *
 * It runs as an inline script: `installEarlyTaps` is written in the plain syntax every browser the
 * shop serves runs, and takes its globals, React's props key and its helper as parameters.
 */

import { PAGE_HYDRATED_GLOBAL } from './page-hydrated.ts';
import { hasKeyStarting as hasKeyStartingHelper, REACT_KEYS } from './react-keys.ts';

/** How long a kept tap waits for its element to be hydrated. */
export const REPLAY_WAIT_MS = 10_000;
/** How often the script looks whether the page has committed and the kept taps' elements are hydrated. */
export const POLL_MS = 25;

/** Kept taps, readable by the browser tests: `[kind, played]`. */
export const EARLY_TAPS_GLOBAL = '__lsbEarlyTaps';
export function installEarlyTaps(
  doc: Document,
  win: Window & Record<string, unknown>,
  waitMs: number,
  pollMs: number,
  globalName: string,
  hydratedName: string,
  propsKey: string,
  hasKeyStarting: typeof hasKeyStartingHelper,
): void {
  type Kept = { kind: 'click' | 'submit'; element: Element; submitter: HTMLElement | null; event: Event | null; played: boolean };
  const kept: Kept[] = [];
  win[globalName] = kept;
  const hydrated = (element: Element) => hasKeyStarting(element, propsKey);

  const keep = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    let element: Element = target;
    let submitter: HTMLElement | null = null;
    if (event.type === 'submit') {
      if (target.hasAttribute('action')) return;
      submitter = (event as SubmitEvent).submitter;
    } else {
      const button = target.closest('button, [role="button"]');
      if (!button || button.closest('a[href]')) return;
      // A submit button's click becomes its form's submit, kept below.
      if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
      if (button instanceof HTMLButtonElement && button.disabled) return;
      element = button;
    }
    // React has taken the element over: the tap is its own.
    if (hydrated(element)) return;
    if (event.type === 'submit') event.preventDefault();
    kept.push({ kind: event.type === 'submit' ? 'submit' : 'click', element, submitter, event, played: false });
  };
  // The tap reached the document on its way back up. Had React held it back (an element it could
  // not take over at once) it would have stopped it on the way down; if React took the element over
  // on the way (it hydrates a tapped region at once when it can), it has handled the tap itself.
  const reached = (event: Event) => {
    for (let i = kept.length - 1; i >= 0; i--) {
      const tap = kept[i] as Kept;
      if (tap.event !== event) continue;
      tap.event = null;
      if (hydrated(tap.element)) kept.splice(i, 1);
    }
  };
  const listen = (on: boolean) => {
    const change = on ? doc.addEventListener.bind(doc) : doc.removeEventListener.bind(doc);
    change('click', keep, true);
    change('submit', keep, true);
    change('click', reached, false);
    change('submit', reached, false);
  };
  listen(true);

  // The wait of a kept tap counts from the page's first commit, not from the first byte: on a slow
  // phone (or a loaded machine) hydration itself may take longer than the wait, and a tap is never
  // dropped for that.
  let started = 0;
  // After the first commit, the regions React hydrates later still run: the first idle moment is after them.
  let settled = false;
  const settle = () => {
    started = Date.now();
    const idle = (win as unknown as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(() => (settled = true), { timeout: 3000 });
    else win.setTimeout(() => (settled = true), 500);
  };
  const replay = () => {
    if (win[hydratedName] === true && started === 0) settle();
    let next: Kept | undefined;
    for (let i = 0; i < kept.length && !next; i++) if (!(kept[i] as Kept).played) next = kept[i];
    if (settled && next) {
      if (Date.now() - started > waitMs || !next.element.isConnected) {
        next.played = true;
      } else if (hydrated(next.element)) {
        next.played = true;
        if (next.kind === 'click') (next.element as HTMLElement).click();
        else (next.element as HTMLFormElement).requestSubmit(next.submitter);
      }
    }
    // The regions React hydrates after the first commit may still be at it when the page first
    // idles (on a slow phone the idle wait runs out first): the script listens on for the wait, and
    // React alone handles what is tapped after that.
    if (settled && !next && Date.now() - started > waitMs) return listen(false);
    win.setTimeout(replay, next?.played ? 0 : pollMs);
  };
  win.setTimeout(replay, pollMs);
}

/** The inline script of every shop page's <head> (hashed into the page's policy by the build). */
export const EARLY_TAPS_SCRIPT = `(${installEarlyTaps.toString()})(document,window,${REPLAY_WAIT_MS},${POLL_MS},${JSON.stringify(EARLY_TAPS_GLOBAL)},${JSON.stringify(PAGE_HYDRATED_GLOBAL)},${JSON.stringify(REACT_KEYS.props)},${hasKeyStartingHelper.toString()})`;
