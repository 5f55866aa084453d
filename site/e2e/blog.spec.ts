import { expect, test } from './fixtures.ts';
import { breadcrumbTrail, expectPageMetadata, jsonLdOfType } from './support/page-checks.ts';

interface BlogPostingLd {
  headline: string;
  description: string;
  url: string;
  image: string[];
  datePublished: string;
  dateModified: string;
  author: { '@type': string; name: string };
  publisher: { '@type': string; name: string; logo: string };
  articleSection: string;
  keywords: string[];
}

test('the blog lists six posts a page and pages through /blog/strona/{page}', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expectPageMetadata(page, '/blog');
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts).toHaveCount(6);
  await expect(page.getByText(/^\d+ wpis(y|ów)$/)).toBeVisible();

  const pager = page.getByRole('navigation', { name: 'Strony listy wpisów' });
  await expect(pager.getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  const firstTitle = await posts.first().getByRole('heading', { level: 2 }).textContent();
  await pager.getByRole('link', { name: /Następna strona/ }).click();
  await expect(page).toHaveURL(/\/blog\/strona\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog – Strona 2');
  await expect(pager.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  await expect(posts.first().getByRole('heading', { level: 2 })).not.toHaveText(firstTitle ?? '');
  await expectPageMetadata(page, '/blog/strona/2');
  await expect(page).toHaveTitle('Blog – porady i nowości ze świata higieny – strona 2 | Merida');
  expect(await breadcrumbTrail(page)).toEqual([
    { name: 'Strona główna', path: '/' },
    { name: 'Blog', path: '/blog' },
  ]);
});

test('a category of the side column lists its own posts, paged', async ({ page }) => {
  await page.goto('/blog');
  const side = page.getByRole('navigation', { name: 'Kategorie bloga' });
  await side.getByRole('link', { name: /^Poradniki/ }).click();
  await expect(page).toHaveURL(/\/blog\/kategoria\/poradniki$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Poradniki' })).toBeVisible();
  await expect(side.getByRole('link', { name: /^Poradniki/ })).toHaveAttribute('aria-current', 'page');
  await expectPageMetadata(page, '/blog/kategoria/poradniki');

  // Every card names the category; a later page keeps the side link marked.
  const categories = page.getByRole('main').getByRole('article').getByRole('link', { name: 'Poradniki', exact: true });
  await expect(categories).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Strony listy wpisów' }).getByRole('link', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/\/blog\/kategoria\/poradniki\/strona\/2$/);
  await expect(side.getByRole('link', { name: /^Poradniki/ })).toHaveAttribute('aria-current', 'true');
  await expectPageMetadata(page, '/blog/kategoria/poradniki/strona/2');
  expect((await breadcrumbTrail(page)).map((item) => item.path)).toEqual(['/', '/blog', '/blog/kategoria/poradniki']);
});

test('a tag lists the posts carrying it, with its second page', async ({ page }) => {
  await page.goto('/blog/tag/dozowniki');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag: dozowniki' })).toBeVisible();
  await expectPageMetadata(page, '/blog/tag/dozowniki');
  await expect(page.getByText('8 wpisów')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Strony listy wpisów' })
    .getByRole('link', { name: /Następna strona/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/tag\/dozowniki\/strona\/2$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expectPageMetadata(page, '/blog/tag/dozowniki/strona/2');

  // Each listed article carries the tag.
  await page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.locator('main article').first().getByRole('link', { name: '#dozowniki' })).toBeVisible();
});

test('an article shows its text with BlogPosting JSON-LD that matches it, and related posts', async ({ page }) => {
  await page.goto('/blog/wynajem-suszarek');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Wynajem suszarek do rąk – na eventy, targi i do biura');
  await expectPageMetadata(page, '/blog/wynajem-suszarek');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:section"]')).toHaveAttribute('content', 'Nowości produktowe');

  const posting = await jsonLdOfType<BlogPostingLd>(page, 'BlogPosting');
  expect(posting.headline).toBe(await heading.textContent());
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', posting.datePublished);
  expect(new URL(posting.url).pathname).toBe('/blog/wynajem-suszarek');
  expect(Date.parse(posting.datePublished)).toBeLessThanOrEqual(Date.parse(posting.dateModified));
  // The raster copy the build renders of the SVG cover (scripts/build/social-images.ts), as og:image.
  expect(posting.image[0]).toMatch(/^https?:\/\/[^/]+\/og\/media\/blog\/wynajem-suszarek\.jpg$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', posting.image[0] ?? '');
  expect((await page.request.get(new URL(posting.image[0] ?? '').pathname)).headers()['content-type']).toBe('image/jpeg');
  expect(posting.author['@type']).toBe('Person');
  await expect(page.getByText(`Autor: ${posting.author.name}`)).toBeVisible();
  expect(posting.publisher).toMatchObject({ '@type': 'Organization', name: 'Merida Sp. z o.o.' });
  await expect(page.getByRole('link', { name: posting.articleSection, exact: true }).first()).toBeVisible();
  await expect(page.getByText(posting.description)).toBeVisible();
  // The date shown is the publication date in Warsaw, DD-MM-YYYY.
  const shown = await page.locator('article time').first().getAttribute('datetime');
  expect(shown).toBe(posting.datePublished);
  await expect(page.locator('article time').first()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  for (const keyword of posting.keywords) await expect(page.getByRole('link', { name: `#${keyword}` }).first()).toBeVisible();

  const trail = await breadcrumbTrail(page);
  expect(trail.map((item) => item.path)).toEqual(['/', '/blog', '/blog/kategoria/nowosci-produktowe', '/blog/wynajem-suszarek']);

  const related = page.getByRole('region', { name: 'Przeczytaj także' });
  await expect(related.getByRole('article')).toHaveCount(3);
  const relatedLink = related.getByRole('heading', { level: 3 }).first().getByRole('link');
  const relatedTitle = (await relatedLink.textContent()) ?? '';
  await relatedLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
});
