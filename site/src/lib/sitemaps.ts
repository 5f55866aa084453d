/**
 * The sitemaps (sitemaps.org protocol): an index at `/sitemap.xml` naming one file per kind of
 * page and per 10,000 URLs. Which paths may appear is read from the route table, never listed by
 * hand: a path is in only when it is the canonical Polish path of an indexable route (so no shell,
 * guarded, cart, order, token or error page, no English alias, no fixed redirect, no first page
 * that answers 301 to its list).
 */

import { firstPageRedirect, matchRoute, polishPathOf, type RouteMatch } from './route-match.ts';
import { FIXED_REDIRECTS, type RouteName } from './routes.ts';

/** The protocol's limit is 50,000; smaller files are quicker for crawlers to refetch. */
export const SITEMAP_URL_LIMIT = 10_000;

export const SITEMAP_KINDS = ['products', 'categories', 'sets', 'blog', 'branches', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The kind of the routes that are not content pages; every other indexable route is `pages`. */
const KIND_OF_ROUTE: Partial<Record<RouteName, SitemapKind>> = {
  product: 'products',
  category: 'categories',
  categoryPage: 'categories',
  browseFlag: 'categories',
  productSet: 'sets',
  inProductSet: 'sets',
  blog: 'blog',
  blogPage: 'blog',
  blogCategory: 'blog',
  blogCategoryPage: 'blog',
  blogTag: 'blog',
  blogTagPage: 'blog',
  blogPost: 'blog',
  branches: 'branches',
  branch: 'branches',
};

export function sitemapKindOf(name: RouteName): SitemapKind {
  return KIND_OF_ROUTE[name] ?? 'pages';
}

/**
 * The route of a path that search engines should be told about, or null: the path must be the
 * canonical Polish path of a well-formed, indexable route.
 * @example indexableRouteOf('/produkt/mydlo-5-l')?.name // 'product'
 * @example indexableRouteOf('/koszyk') // null (the cart is not indexable)
 */
export function indexableRouteOf(path: string): RouteMatch | null {
  if (Object.hasOwn(FIXED_REDIRECTS, path)) return null;
  const match = matchRoute(path);
  if (!match?.route.indexable || !match.isWellFormed) return null;
  if (firstPageRedirect(match) !== null || polishPathOf(match) !== path) return null;
  return match;
}

/** One page to list: its site path and when its content last changed. */
export interface SitemapPage {
  readonly path: string;
  readonly lastModified: Date;
}

export interface SitemapFile {
  /** File name at the site's root (a sitemap may only list URLs under its own folder). */
  readonly name: string;
  readonly xml: string;
}

export interface Sitemaps {
  /** `/sitemap.xml`: the index of every file. */
  readonly index: string;
  readonly files: readonly SitemapFile[];
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** W3C datetime to the second, as the protocol's `lastmod` takes it. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function latest(dates: readonly Date[]): Date {
  return new Date(Math.max(...dates.map((date) => date.getTime())));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) => `<url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc><lastmod>${w3cDate(page.lastModified)}</lastmod></url>`);
  return [XML_HEAD, `<urlset xmlns="${NAMESPACE}">`, ...urls, '</urlset>', ''].join('\n');
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * The sitemap index and its files, from the pages of the export: pages that are not indexable
 * (indexableRouteOf) are left out, the rest grouped by kind, sorted by path and cut into files
 * of at most SITEMAP_URL_LIMIT URLs named `sitemap-{kind}-{n}.xml`. Kinds without pages get no file.
 * @example buildSitemaps('https://sklep.pl', [{ path: '/', lastModified }]).files[0]?.name // 'sitemap-pages-1.xml'
 */
export function buildSitemaps(siteUrl: string, pages: readonly SitemapPage[], limit = SITEMAP_URL_LIMIT): Sitemaps {
  const byKind = new Map<SitemapKind, SitemapPage[]>();
  const seen = new Set<string>();
  for (const page of pages) {
    const match = indexableRouteOf(page.path);
    if (!match || seen.has(page.path)) continue;
    seen.add(page.path);
    const kind = sitemapKindOf(match.name);
    const list = byKind.get(kind) ?? [];
    list.push(page);
    byKind.set(kind, list);
  }
  const files: (SitemapFile & { lastModified: Date })[] = [];
  for (const kind of SITEMAP_KINDS) {
    const kindPages = (byKind.get(kind) ?? []).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const [index, part] of chunk(kindPages, limit).entries()) {
      files.push({
        name: `sitemap-${kind}-${index + 1}.xml`,
        xml: urlSet(siteUrl, part),
        lastModified: latest(part.map((page) => page.lastModified)),
      });
    }
  }
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${siteUrl}/${file.name}`)}</loc><lastmod>${w3cDate(file.lastModified)}</lastmod></sitemap>`,
  );
  const index = [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">`, ...entries, '</sitemapindex>', ''].join('\n');
  return { index, files: files.map(({ name, xml }) => ({ name, xml })) };
}
