/**
 * Holding a page's scripts back, to act on a page before some of its code is there. Only for a
 * page without the service worker (`test.use({ serviceWorkers: 'block' })`): its fetches pass by
 * `page.route`.
 */
import type { Page } from '@playwright/test';
import { listPageScripts } from '../../../scripts/build/scripts-after-paint.ts';

/**
 * From now on the page's scripts wait until the returned function lets them through. With
 * `loadedAfter`, a page's path, only the chunks that page's HTML does not name wait: those it
 * loads after hydration.
 */
export async function holdScripts(page: Page, { loadedAfter }: { loadedAfter?: string } = {}): Promise<() => void> {
  const named = new Set<string>();
  if (loadedAfter) {
    const html = await (await page.request.get(loadedAfter)).text();
    for (const src of listPageScripts(html)) named.add(new URL(src, 'http://page').pathname);
  }
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}
