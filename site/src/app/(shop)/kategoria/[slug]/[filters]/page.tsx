import type { Metadata } from 'next';
import { FilteredListing } from '@/components/filters/filtered-listing.tsx';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-content.ts';

export const dynamicParams = false;

/** One shell for every filtered listing: the worker serves it for each well-formed /kategoria/{slug}/{filters}. */
export const generateStaticParams = () => shellStaticParams('categoryFilters');

// The title is set in the browser once the category is known; filtered views are not indexed.
export const metadata: Metadata = {
  title: t('Filters.Heading'),
  description: t('Filters.Description'),
  robots: { index: false, follow: true },
};

export default function CategoryFiltersPage() {
  return <FilteredListing />;
}
