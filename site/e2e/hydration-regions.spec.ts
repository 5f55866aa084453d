/**
 * The page hydrates in regions (docs/decisions/030-hydration-in-regions.md): the header, the
 * page's content and the footer are each a visible Activity boundary. The HTML keeps them whole
 * and in reading order (no boundary written at the end and moved by a script, as a Suspense
 * boundary would be), and React commits with them left for later passes (without the boundaries
 * no commit would ever have them pending).
 */
import { findProduct } from './catalogue-data.ts';
import { expect, type HydrationProbe, test } from './fixtures.ts';

const product = findProduct((candidate) => candidate.buttons.addToCart, 'product in stock');
const pageTypes = [
  ['home', '/'],
  ['category', '/kategoria/dozowniki'],
  ['product', `/produkt/${product.slug}`],
  ['article', '/blog/wynajem-suszarek'],
  ['cart', '/koszyk'],
] as const;

for (const [name, path] of pageTypes) {
  test(`${name}: header, content and footer are regions of their own, in reading order in the HTML, hydrated in passes of their own`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const header = html.indexOf('<!--&--><header');
    const content = html.indexOf('<main id="tresc"><!--&-->');
    const footer = html.indexOf('<!--&--><footer');
    expect(header, 'the header region').toBeGreaterThan(html.indexOf('<body'));
    expect(content, 'the content region, after the header').toBeGreaterThan(header);
    expect(footer, 'the footer region, after the content').toBeGreaterThan(content);
    // Nothing is written out of place to be moved in by a script.
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toMatch(/\$RC\(/);

    await page.goto(path);
    const pending = await page.evaluate(() => (window as HydrationProbe).__reactRegionsPending ?? []);
    // A commit leaves the regions for later passes, and a later one finds them all hydrated. Not
    // necessarily the first commit: while the page's chunks still arrive (a loaded machine), React
    // can commit the shell's own retries many times before it schedules the regions.
    expect(pending, 'a commit leaves the regions for later').toContain(true);
    expect(pending.at(-1), 'every region hydrated in the end').toBe(false);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
