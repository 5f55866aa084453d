/**
 * After `next build`: writes `robots.txt`, the sitemap index `sitemap.xml` and its files into the
 * export. The pages listed are the pages the export holds (so a sitemap names no page that was
 * not built), filtered through the route table (site/src/lib/sitemaps.ts); each URL's `lastmod`
 * is its content's own date where the API gives one (products, sets, posts: `updatedAt`; content
 * and landing pages: `updatedAt`), else the date the build pulled the content (categories,
 * flags, branches, blog lists and the fixed pages carry no date of their own).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost, Page, ProductSet, ProductSummary } from '#lib/api-types.ts';
import type { ContentManifest } from '#lib/content.ts';
import { robotsTxt } from '#lib/robots.ts';
import type { RouteName } from '#lib/routes.ts';
import { SITE_URL } from '#lib/site-config.ts';
import { buildSitemaps, indexableRouteOf, type SitemapPage } from '#lib/sitemaps.ts';

/** The site path of an exported HTML file: `index.html` is `/`, `a/b.html` is `/a/b`. */
export function pagePathOf(relativeFile: string): string {
  const withoutExtension = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return withoutExtension === 'index' ? '/' : `/${withoutExtension.replace(/\/index$/, '')}`;
}

async function listPagePaths(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => pagePathOf(path.relative(outDir, path.join(entry.parentPath, entry.name))));
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** The content dates by route and slug, from what the build pulled into site/content. */
async function readContentDates(contentDir: string): Promise<{ builtAt: Date; bySlug: Partial<Record<RouteName, Map<string, Date>>> }> {
  const dated = <T extends { slug: string }>(items: readonly T[], dateOf: (item: T) => string) =>
    new Map(items.map((item) => [item.slug, new Date(dateOf(item))]));
  const pages = dated(await readJson<Page[]>(path.join(contentDir, 'pages.json')), (page) => page.updatedAt);
  return {
    builtAt: new Date((await readJson<ContentManifest>(path.join(contentDir, 'manifest.json'))).builtAt),
    bySlug: {
      product: dated(await readJson<ProductSummary[]>(path.join(contentDir, 'products.json')), (product) => product.updatedAt),
      productSet: dated(await readJson<ProductSet[]>(path.join(contentDir, 'product-sets.json')), (set) => set.updatedAt),
      blogPost: dated(await readJson<BlogPost[]>(path.join(contentDir, 'blog-posts.json')), (post) => post.updatedAt),
      contentPage: pages,
      landingPage: pages,
    },
  };
}

/** Writes robots.txt and the sitemaps into the export; returns how many URLs the sitemaps list. */
export async function writeSearchEngineFiles(outDir: string, contentDir: string): Promise<number> {
  const { builtAt, bySlug } = await readContentDates(contentDir);
  const pages: SitemapPage[] = [];
  for (const pagePath of await listPagePaths(outDir)) {
    const match = indexableRouteOf(pagePath);
    if (!match) continue;
    const slug = match.params.slug;
    const lastModified = (slug === undefined ? undefined : bySlug[match.name]?.get(slug)) ?? builtAt;
    pages.push({ path: pagePath, lastModified });
  }
  const sitemaps = buildSitemaps(SITE_URL, pages);
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemaps.index);
  for (const file of sitemaps.files) await writeFile(path.join(outDir, file.name), file.xml);
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(SITE_URL));
  return pages.length;
}
