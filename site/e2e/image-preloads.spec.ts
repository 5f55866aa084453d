/**
 * Issue 36, 11: the home page logged about 28 "preloaded but not used" warnings for product
 * pictures. React's server payload hinted every non-lazy picture of a server component, and the
 * router acted on the hints of each page it prefetched, so a category link in view preloaded that
 * category's first row on the page showing the link. Now a page preloads its own largest picture
 * at most (the home page its first slide), and no payload hints a picture (ui/page-image.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const EXPORT_DIR = path.resolve(import.meta.dirname, '..', 'out');
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
/** A picture preload hint in a React server payload (`:HL["/media/…","image"]`). */
const IMAGE_HINT = /HL\["[^"]*","image"/;
/** Chrome's warning for a preload nobody used, naming a picture. */
const UNUSED_PICTURE = /The resource \S+\.(?:svg|jpe?g|png|webp|avif) was preloaded using link preload but not used/;

function* filesOf(dir: string, pattern: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(file, pattern);
    else if (pattern.test(entry.name)) yield file;
  }
}

const imagePreloadsOf = (file: string) => readFileSync(file, 'utf8').match(IMAGE_PRELOAD) ?? [];

test('the export preloads the home page’s first slide only, at most one picture on any page, and no payload hints a picture', () => {
  const home = imagePreloadsOf(path.join(EXPORT_DIR, 'index.html'));
  expect(home).toHaveLength(1);
  expect(home[0]).toContain('href="/media/slides/');

  const overPreloaded: string[] = [];
  let pages = 0;
  for (const file of filesOf(EXPORT_DIR, /\.html$/)) {
    pages++;
    const preloads = imagePreloadsOf(file);
    if (preloads.length > 1) overPreloaded.push(`${path.relative(EXPORT_DIR, file)}: ${preloads.length}`);
  }
  expect(pages).toBeGreaterThan(100);
  expect(overPreloaded).toEqual([]);

  const hinting: string[] = [];
  for (const file of filesOf(EXPORT_DIR, /\.txt$/)) if (IMAGE_HINT.test(readFileSync(file, 'utf8'))) hinting.push(path.relative(EXPORT_DIR, file));
  expect(hinting).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`at ${width} px the home page leaves no preloaded picture unused, its links prefetched down to the footer`, async ({ page }) => {
    const unused: string[] = [];
    page.on('console', (message) => {
      if (UNUSED_PICTURE.test(message.text())) unused.push(message.text());
    });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    // Every link comes into view once, so the router prefetches what it prefetches.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(100);
    }
    // Chrome warns a few seconds after the load event.
    await page.waitForTimeout(4_000);
    expect(unused).toEqual([]);
  });
}
