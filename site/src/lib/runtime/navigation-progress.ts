/**
 * The navigation progress bar's clock (spec §4, §9): a navigation shows the bar only if it takes
 * longer than 200 ms; the bar then creeps toward full over about 5 s (95 % at 5 s, never full
 * before the page is there), fills and fades 500 ms after the navigation finished, and turns red
 * when it failed. Timers are injected, so the rule is tested on a fake clock; the component
 * (the bar in components/runtime/page-runtime.tsx) only paints what `render` is given.
 */
import { PROGRESS_BAR } from '../ui-constants.ts';

export interface ProgressView {
  visible: boolean;
  /** Percent of the bar's width. */
  width: number;
  failed: boolean;
}

export interface ProgressClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  now(): number;
}

/** How far the bar has crept after `elapsedMs` of a shown navigation: eases out to 95 % at `durationMs`, then holds. */
export function creepWidth(elapsedMs: number, durationMs: number = PROGRESS_BAR.durationMs): number {
  const share = Math.min(Math.max(elapsedMs, 0) / durationMs, 1);
  return Math.round((1 - (1 - share) ** 3) * 950) / 10;
}

/** How often the creeping bar is repainted. */
export const PROGRESS_TICK_MS = 100;

export interface NavigationProgress {
  start(): void;
  finish(): void;
  fail(): void;
  /** Whether a navigation is under way (started, not yet finished or failed). */
  readonly active: boolean;
}

const HIDDEN: ProgressView = { visible: false, width: 0, failed: false };

export function createNavigationProgress(render: (view: ProgressView) => void, clock: ProgressClock): NavigationProgress {
  let phase: 'idle' | 'waiting' | 'running' | 'ending' = 'idle';
  let shownAt = 0;
  let timer: unknown = null;
  const schedule = (run: () => void, ms: number) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      run();
    }, ms);
  };
  const tick = () => {
    render({ visible: true, width: creepWidth(clock.now() - shownAt), failed: false });
    schedule(tick, PROGRESS_TICK_MS);
  };
  const end = (failed: boolean) => {
    if (phase === 'idle' || phase === 'ending') return;
    if (phase === 'waiting' && !failed) {
      // Fast enough: the bar never showed.
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      phase = 'idle';
      return;
    }
    phase = 'ending';
    render({ visible: true, width: 100, failed });
    schedule(() => {
      phase = 'idle';
      render(HIDDEN);
    }, PROGRESS_BAR.hideDelayMs);
  };
  return {
    start() {
      if (phase === 'waiting' || phase === 'running') return;
      if (phase === 'ending') render(HIDDEN);
      phase = 'waiting';
      schedule(() => {
        phase = 'running';
        shownAt = clock.now();
        tick();
      }, PROGRESS_BAR.throttleMs);
    },
    finish: () => end(false),
    fail: () => end(true),
    get active() {
      return phase === 'waiting' || phase === 'running';
    },
  };
}
