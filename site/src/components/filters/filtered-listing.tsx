'use client';
/**
 * The filter shell (`/kategoria/{slug}/{filters}`): reads the category and its filters from the
 * address, asks the API for one page of the filtered, sorted listing with its facets, and shows
 * them with the tiles of the category page. Changing filters keeps the old view until the new
 * one arrives, so nothing jumps.
 */
import Link from 'next/link';
import useSWR from 'swr';
import { ListingColumns } from '@/components/category/listing-columns.tsx';
import { SortMenu } from '@/components/category/sort-menu.tsx';
import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { ListingLoadFailed, ListingLoading, ListingPage, NoResults } from '@/components/listing/listing-status.tsx';
import { useDocumentTitle } from '@/components/listing/use-document-title.ts';
import { PageLinks } from '@/components/pagination/page-links.tsx';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import { useShellParams } from '@/components/shell/use-shell-params.ts';
import { ApiRequestError, apiPath, getPageJson } from '@/lib/api-client.ts';
import type { CategoryListingResponse } from '@/lib/api-types.ts';
import { categoryListingHref, parseCategoryFilters, withoutFilters } from '@/lib/category-filters.ts';
import { getCategoryListing } from '@/lib/generated/response-shapes/getCategoryListing.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { categoryTrail } from '@/lib/json-ld.ts';
import { href } from '@/lib/routes.ts';
import { FacetPanel } from './facet-panel.tsx';
import '@/lib/i18n/pl-listing.ts';

function Listing({ slug, segment }: { slug: string; segment: string }) {
  const filters = parseCategoryFilters(segment);
  const { data, error, mutate } = useSWR<CategoryListingResponse>(
    apiPath(`/categories/slug/${encodeURIComponent(slug)}/listing`, { filters: segment }),
    (path: string) => getPageJson<CategoryListingResponse>(path, getCategoryListing),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const name = data?.category.name;

  useDocumentTitle(name ? `${t('Filters.Title', { category: name })} | ${t('Shop.Name')}` : null);

  if (!filters || (error instanceof ApiRequestError && error.status === 404))
    return <ErrorScreen status={404} message={t('Error.NotFoundMessage')} />;
  if (error && !data) return <ListingLoadFailed message={t('Filters.Error')} onRetry={() => mutate()} />;
  if (!data) return <ListingLoading />;

  const { products } = data;
  return (
    <ListingPage>
      {/* As on every shell, the canonical address is known only here, in the browser. */}
      <link rel="canonical" href={`${window.location.origin}${categoryListingHref(slug, filters)}`} />
      <Breadcrumbs items={categoryTrail(data.breadcrumb)} />
      <h1>{data.category.name}</h1>
      <ListingColumns
        filters={<FacetPanel categorySlug={slug} facets={data.facets} filters={filters} />}
        count={tCount(data.total, 'Product')}
        sort={<SortMenu slug={slug} filters={filters} />}
      >
        {products.items.length > 0 ? (
          <section aria-label={t('Filters.CategoryProducts')}>
            <ProductGrid products={products.items} />
          </section>
        ) : (
          <NoResults>
            <p>
              <Link href={categoryListingHref(slug, withoutFilters(filters))}>{t('Filters.Clear')}</Link>
              {' · '}
              <Link href={href('category', { slug })}>{t('Filters.ShowAll')}</Link>
            </p>
          </NoResults>
        )}
        <PageLinks
          page={products.page}
          pageCount={products.pageCount}
          hrefOf={(page) => categoryListingHref(slug, { ...filters, page })}
          label={t('Category.Pagination')}
        />
      </ListingColumns>
    </ListingPage>
  );
}

export function FilteredListing() {
  const shell = useShellParams('categoryFilters');
  if (shell.status === 'loading') return <ListingLoading />;
  const { slug, filters } = shell.status === 'ready' ? shell.params : {};
  if (!slug || !filters) return <ErrorScreen status={404} message={t('Error.NotFoundMessage')} />;
  return <Listing slug={slug} segment={filters} />;
}
