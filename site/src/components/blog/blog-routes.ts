/**
 * What the blog's routes share: their static parameters, resolving a route's parameters to a
 * page of posts, and that page's metadata. Routes stay thin and call these.
 */
import type { Metadata } from 'next';
import { type BlogListing, blogListingHref } from '@/lib/blog.ts';
import { type BlogListingPage, getBlogListingPage, listBlogListings } from '@/lib/content.ts';
import { isPageNumber } from '@/lib/formats.ts';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { SHELL_PLACEHOLDER } from '@/lib/route-match.ts';
import type { RouteName } from '@/lib/routes.ts';
import { blogListingTitle } from './blog-listing.tsx';
import '@/lib/i18n/pl-content.ts';

type ListingKind = BlogListing['kind'];
type SubjectParam = { category: string } | { tag: string } | Record<never, never>;

function subjectParam(listing: BlogListing): SubjectParam {
  if (listing.kind === 'category') return { category: listing.slug };
  if (listing.kind === 'tag') return { tag: listing.slug };
  return {};
}

/** `generateStaticParams` of a first-page route: every category or tag with posts. */
export function firstPageParams(kind: Exclude<ListingKind, 'all'>): SubjectParam[] {
  const params = listBlogListings()
    .filter(({ listing }) => listing.kind === kind)
    .map(({ listing }) => subjectParam(listing) as Record<string, string>);
  return kind === 'category' ? selectStaticParams('blogCategory', 'category', params) : selectStaticParams('blogTag', 'tag', params);
}

const LATER_PAGE_ROUTES = { all: 'blogPage', category: 'blogCategoryPage', tag: 'blogTagPage' } as const satisfies Record<ListingKind, RouteName>;

/**
 * `generateStaticParams` of a paged route (`…/strona/{page}`): page 2 onwards of every list of
 * the kind. A static export refuses an empty list, so when no list of the kind has a second page
 * the route is exported once with the placeholder, which resolves to nothing and renders the 404.
 */
export function laterPageParams(kind: ListingKind): (SubjectParam & { page: string })[] {
  const params = listBlogListings()
    .filter(({ listing }) => listing.kind === kind)
    .flatMap(({ listing, pageCount }) =>
      Array.from({ length: pageCount - 1 }, (_, index) => ({ ...subjectParam(listing), page: String(index + 2) })),
    );
  if (params.length > 0) return selectStaticParams(LATER_PAGE_ROUTES[kind], 'page', params);
  const placeholder = kind === 'category' ? { category: SHELL_PLACEHOLDER } : kind === 'tag' ? { tag: SHELL_PLACEHOLDER } : {};
  return [{ ...placeholder, page: SHELL_PLACEHOLDER }];
}

/**
 * The page of posts a route's parameters name; undefined for an unknown list, and for a page
 * parameter that is not 2 or more (page 1 is the list's own path; the worker 301s `/strona/1`).
 */
export function resolveListing(listing: BlogListing, pageParam?: string): BlogListingPage | undefined {
  if (pageParam === undefined) return getBlogListingPage(listing, 1);
  if (!isPageNumber(pageParam) || pageParam === '1') return undefined;
  return getBlogListingPage(listing, Number(pageParam));
}

/** Title, description, canonical URL and Open Graph tags of a page of posts. */
export function listingMetadata(view: BlogListingPage | undefined): Metadata {
  if (!view) return {};
  const title = view.listing.kind === 'all' ? t('Blog.Title') : t('Blog.SubjectTitle', { name: blogListingTitle(view) });
  const description =
    view.listing.kind === 'all'
      ? t('Blog.Description')
      : view.subject && 'description' in view.subject && view.subject.description
        ? view.subject.description
        : t('Blog.TagDescription', { name: view.subject?.name ?? '' });
  return pageMetadata({
    title: view.page > 1 ? t('Blog.PageSuffix', { title, page: view.page }) : title,
    description,
    path: blogListingHref(view.listing, view.page),
  });
}
