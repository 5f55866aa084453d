/**
 * The page clock of the timing tests (Playwright's fake timers). `clock.install()` alone keeps time
 * flowing in real time, so a slow machine moves the page's timers on between two steps of a test;
 * a stopped clock fires them only through `runFor`, to the millisecond.
 */
import type { Page } from '@playwright/test';

/** Installs the page clock stopped, before the page loads: timers it sets while loading wait for `runFor`. */
export async function stoppedClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** Stops an installed clock of a loaded page (timers fire only through `runFor` from here on). */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
