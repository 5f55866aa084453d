import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListing } from '@/components/category/category-listing.tsx';
import { FacetPanel } from '@/components/filters/facet-panel.tsx';
import { emptyFilters } from '@/lib/category-filters.ts';
import { getCategory, getCategoryFacets, listCategories, listCategoryProducts } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-content.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'category',
    'slug',
    listCategories().map(({ category }) => ({ slug: category.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = getCategory((await params).slug);
  if (!entry) return {};
  const { category } = entry;
  return pageMetadata({
    title: category.name,
    description: category.description || t('Category.DefaultDescription', { name: category.name }),
    path: href('category', { slug: category.slug }),
  });
}

export default async function CategoryPage({ params }: Props) {
  const entry = getCategory((await params).slug);
  if (!entry) notFound();
  const facets = getCategoryFacets(entry.category.slug);
  return (
    <CategoryListing
      category={entry.category}
      path={entry.path}
      products={listCategoryProducts(entry.category)}
      page={1}
      filters={facets ? <FacetPanel categorySlug={entry.category.slug} facets={facets} filters={emptyFilters()} /> : undefined}
    />
  );
}
