import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ListingLoading } from '@/components/listing/listing-status.tsx';
import { SearchResults } from '@/components/search/search-results.tsx';
import { getCategoryTree } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import { href } from '@/lib/routes.ts';
import { SEARCH_QUERY_SLOT } from '@/lib/search-links.ts';
import '@/lib/i18n/pl-content.ts';
import '@/lib/i18n/pl-listing.ts';

export const dynamicParams = false;

/** One shell for every query: the worker serves it for /wyszukiwarka and /wyszukiwarka/{searchQuery}. */
export const generateStaticParams = () => shellStaticParams('search');

// The canonical address depends on the query: the results view sets it in the browser.
const { alternates: _canonical, ...searchMetadata } = pageMetadata({
  title: t('Search.PageTitle'),
  description: t('Search.PageDescription'),
  path: href('search'),
});

export const metadata: Metadata = { ...searchMetadata, robots: { index: false, follow: true } };

export default function SearchPage() {
  const categories = getCategoryTree().map(({ slug, name }) => ({ slug, name }));
  // The page number is read from `?strona=`, known only in the browser.
  return (
    // What the exported HTML shows until the script runs: the edge writes the phrase into the heading.
    <Suspense fallback={<ListingLoading title={t('Search.PageTitle')} edgeTitle={t('Search.Title', { query: SEARCH_QUERY_SLOT })} />}>
      <SearchResults categories={categories} />
    </Suspense>
  );
}
