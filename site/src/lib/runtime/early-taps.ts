/**
 * Taps before the page's script runs are kept, not lost (issue 36). The shop paints first and runs
 * its chunks after (scripts-after-paint.ts), so for a moment a page looks ready while no React
 * handler is there: a tap on „Odrzucam wszystkie” or „Dodaj do koszyka” then did nothing.
 *
 * A small script in <head> (the event contract Google's JSAction and Angular's event replay use)
 * listens from the first byte, in the capture phase, until React listens on the document:
 * - a click on a button (not a link, which works without script, and not a checkbox or radio,
 *   whose own toggle already happened) is kept;
 * - a submit of a form without an `action` (one only React handles) is kept and stopped, so the
 *   browser does not reload the page; a form with an `action` goes its own way (the search box).
 * Once React listens, the page's first render committed and the page is next idle (the regions
 * React hydrates later done), each kept tap is played again, in order, as soon as its element is
 * hydrated (React has put its props on it): a click with `click()`, a submit with `requestSubmit()`. React
 * handles every event after that itself. A tap whose element went away, or is not hydrated within
 * REPLAY_WAIT_MS of the page's first commit, is dropped; however long hydration itself takes, a
 * kept tap waits for it (a panel login sent before a 10 s hydration on a loaded machine was lost).
 *
 * It runs as an inline script: `installEarlyTaps` is written in the plain syntax every browser the
 * shop serves runs, and takes its globals, React's keys and their helper as parameters.
 */

import { PAGE_HYDRATED_GLOBAL } from './page-hydrated.ts';
import { hasKeyStarting as hasKeyStartingHelper, REACT_KEYS } from './react-keys.ts';

/** How long a kept tap waits for its element to be hydrated. */
export const REPLAY_WAIT_MS = 10_000;
/** How often the script looks whether React listens and the elements are hydrated. */
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
  reactKeys: typeof REACT_KEYS,
  hasKeyStarting: typeof hasKeyStartingHelper,
): void {
  type Kept = { kind: 'click' | 'submit'; element: Element; submitter: HTMLElement | null; played: boolean };
  const kept: Kept[] = [];
  win[globalName] = kept;
  const reactListens = () => hasKeyStarting(doc, reactKeys.listening);
  const hydrated = (element: Element) => hasKeyStarting(element, reactKeys.props);

  const keep = (event: Event) => {
    if (reactListens()) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.type === 'submit') {
      const form = target as HTMLFormElement;
      if (form.hasAttribute('action')) return;
      event.preventDefault();
      kept.push({ kind: 'submit', element: form, submitter: (event as SubmitEvent).submitter, played: false });
      return;
    }
    const button = target.closest('button, [role="button"]');
    if (!button || button.closest('a[href]')) return;
    // A submit button's click becomes its form's submit, kept above.
    if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
    if (button instanceof HTMLButtonElement && button.disabled) return;
    kept.push({ kind: 'click', element: button, submitter: null, played: false });
  };
  doc.addEventListener('click', keep, true);
  doc.addEventListener('submit', keep, true);

  // The wait of a kept tap counts from the page's first commit, not from the first byte: on a slow
  // phone (or a loaded machine) hydration itself may take longer than the wait, and a tap is never
  // dropped for that.
  let started = 0;
  // After the first commit, the regions React hydrates later still run: the first idle moment is after them.
  let settled = false;
  let waiting = false;
  const settle = () => {
    waiting = true;
    started = Date.now();
    const idle = (win as unknown as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(() => (settled = true), { timeout: 3000 });
    else win.setTimeout(() => (settled = true), 500);
  };
  const replay = () => {
    if (!reactListens()) {
      win.setTimeout(replay, pollMs);
      return;
    }
    doc.removeEventListener('click', keep, true);
    doc.removeEventListener('submit', keep, true);
    const next = kept.filter((tap) => !tap.played)[0];
    if (!next || (started > 0 && Date.now() - started > waitMs)) return;
    if (!next.element.isConnected) {
      next.played = true;
    } else if (win[hydratedName] === true && !waiting) {
      settle();
    } else if (settled && hydrated(next.element)) {
      next.played = true;
      if (next.kind === 'click') (next.element as HTMLElement).click();
      else (next.element as HTMLFormElement).requestSubmit(next.submitter);
    }
    win.setTimeout(replay, next.played ? 0 : pollMs);
  };
  win.setTimeout(replay, pollMs);
}

/** The inline script of every shop page's <head> (hashed into the page's policy by the build). */
export const EARLY_TAPS_SCRIPT = `(${installEarlyTaps.toString()})(document,window,${REPLAY_WAIT_MS},${POLL_MS},${JSON.stringify(EARLY_TAPS_GLOBAL)},${JSON.stringify(PAGE_HYDRATED_GLOBAL)},${JSON.stringify(REACT_KEYS)},${hasKeyStartingHelper.toString()})`;
