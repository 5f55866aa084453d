/** Checks browser tests of page types repeat: metadata, JSON-LD blocks, breadcrumbs, the header's state. */
import { expect, type Page } from '@playwright/test';

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The one JSON-LD block of a type; fails unless there is exactly one. */
export async function jsonLdOfType<T>(page: Page, type: string): Promise<T> {
  const blocks = (await readJsonLd(page)).filter((block) => block['@type'] === type);
  expect(blocks, `one ${type} JSON-LD block`).toHaveLength(1);
  return blocks[0] as T;
}

/**
 * Title, description, canonical URL (the page's own path) and Open Graph tags that agree with them.
 */
export async function expectPageMetadata(page: Page, path: string): Promise<void> {
  await expect(page).toHaveTitle(/\S.* \| Merida$/);
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(new URL(canonical).pathname).toBe(path);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length).toBeGreaterThan(40);
  const og = async (property: string) => page.locator(`meta[property="og:${property}"]`).getAttribute('content');
  expect(await og('url')).toBe(canonical);
  expect(await og('description')).toBe(description);
  expect((await og('title'))?.length).toBeGreaterThan(0);
  expect(await og('locale')).toBe('pl_PL');
  expect(['website', 'article']).toContain(await og('type'));
}

/** The BreadcrumbList's names and paths, in order. */
export async function breadcrumbTrail(page: Page): Promise<{ name: string; path: string }[]> {
  const list = await jsonLdOfType<{ itemListElement: { position: number; name: string; item: string }[] }>(page, 'BreadcrumbList');
  return list.itemListElement.map((item, index) => {
    expect(item.position).toBe(index + 1);
    return { name: item.name, path: new URL(item.item).pathname };
  });
}

/** The header's layout and modes, as the frame writes them on the <header> element. */
export async function headerState(page: Page): Promise<{ variant: string | null; fixed: string | null; fixedMobile: string | null }> {
  const header = page.getByRole('banner');
  return {
    variant: await header.getAttribute('data-header-variant'),
    fixed: await header.getAttribute('data-header-fixed'),
    fixedMobile: await header.getAttribute('data-fixed-mobile'),
  };
}

type Box = { x: number; y: number; width: number; height: number };

/** The area two boxes share, in px²: a shared edge, or a box missing (not rendered), shares none. */
export function overlapOf(a: Box | null, b: Box | null): number {
  if (!a || !b) return 0;
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}
