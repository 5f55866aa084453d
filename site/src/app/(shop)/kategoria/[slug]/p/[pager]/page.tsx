import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListing, categoryPageHref, pageCount } from '@/components/category/category-listing.tsx';
import { FacetPanel } from '@/components/filters/facet-panel.tsx';
import { emptyFilters } from '@/lib/category-filters.ts';
import { getCategory, getCategoryFacets, listCategories, listCategoryProducts } from '@/lib/content.ts';
import { isPageNumber } from '@/lib/formats.ts';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import '@/lib/i18n/pl-content.ts';

interface Props {
  params: Promise<{ slug: string; pager: string }>;
}

export const dynamicParams = false;

/** Page 2 onwards; page 1 is the category's own path. */
export function generateStaticParams() {
  return selectStaticParams(
    'categoryPage',
    'slug',
    listCategories().flatMap(({ category }) => {
      const pages = pageCount(listCategoryProducts(category).length);
      return Array.from({ length: pages - 1 }, (_, index) => ({ slug: category.slug, pager: String(index + 2) }));
    }),
  );
}

async function resolve(params: Props['params']) {
  const { slug, pager } = await params;
  const entry = getCategory(slug);
  const page = Number(pager);
  if (!entry || !isPageNumber(pager)) return undefined;
  const products = listCategoryProducts(entry.category);
  return page >= 2 && page <= pageCount(products.length) ? { ...entry, products, page } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await resolve(params);
  if (!resolved) return {};
  const { category, page } = resolved;
  return pageMetadata({
    title: `${category.name} – ${t('Category.Page', { page })}`,
    description: t('Category.PageDescription', { name: category.name, page }),
    path: categoryPageHref(category.slug, page),
  });
}

export default async function CategoryPagedPage({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) notFound();
  const facets = getCategoryFacets(resolved.category.slug);
  return (
    <CategoryListing
      category={resolved.category}
      path={resolved.path}
      products={resolved.products}
      page={resolved.page}
      filters={facets ? <FacetPanel categorySlug={resolved.category.slug} facets={facets} filters={emptyFilters()} /> : undefined}
    />
  );
}
