import Link from 'next/link';
import { FacetPanel } from '@/components/filters/facet-panel.tsx';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import type { CategoryFacets, CategoryNode, ProductSummary } from '@/lib/api-types.ts';
import { emptyFilters, LISTING_PAGE_SIZE } from '@/lib/category-filters.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { categoryTrail } from '@/lib/json-ld.ts';
import { href } from '@/lib/routes.ts';
import styles from './category-listing.module.css';

/** Products shown on one page of a category listing. */
export const CATEGORY_PAGE_SIZE = LISTING_PAGE_SIZE;

export function pageCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / CATEGORY_PAGE_SIZE));
}

/** The path of page `page` of a category: page 1 is the category itself. */
export function categoryPageHref(slug: string, page: number): string {
  return page === 1 ? href('category', { slug }) : href('categoryPage', { slug, pager: page });
}

interface CategoryListingProps {
  category: CategoryNode;
  path: CategoryNode[];
  products: ProductSummary[];
  page: number;
  /** The category's facets (build time, from the API); the panel navigates to filtered views. */
  facets?: CategoryFacets | undefined;
}

export function CategoryListing({ category, path, products, page, facets }: CategoryListingProps) {
  const pages = pageCount(products.length);
  const shown = products.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE);
  return (
    <div className="container">
      <Breadcrumbs items={categoryTrail(path)} />
      <header className={styles.heading}>
        <h1>
          {category.name}
          {page > 1 ? <span className={styles.page}> – {t('Category.Page', { page })}</span> : null}
        </h1>
        <p className={styles.count}>{tCount(products.length, 'Product')}</p>
      </header>
      {category.description && page === 1 ? <p className={styles.description}>{category.description}</p> : null}
      {category.children.length > 0 ? (
        <nav aria-label={t('Category.Subcategories')} className={styles.subcategories}>
          <ul>
            {category.children.map((child) => (
              <li key={child.uuid}>
                <Link href={href('category', { slug: child.slug })}>
                  {child.name} <span>({child.productCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {facets && products.length > 0 ? <FacetPanel categorySlug={category.slug} facets={facets} filters={{ ...emptyFilters(), page }} /> : null}
      {shown.length > 0 ? <ProductGrid products={shown} /> : <p>{t('Category.Empty')}</p>}
      {pages > 1 ? (
        <nav aria-label={t('Category.Pagination')} className={styles.pagination}>
          <ul>
            {page > 1 ? (
              <li>
                <Link href={categoryPageHref(category.slug, page - 1)} rel="prev" aria-label={t('Category.Previous')}>
                  ‹
                </Link>
              </li>
            ) : null}
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link href={categoryPageHref(category.slug, number)} aria-current={number === page ? 'page' : undefined}>
                  {number}
                </Link>
              </li>
            ))}
            {page < pages ? (
              <li>
                <Link href={categoryPageHref(category.slug, page + 1)} rel="next" aria-label={t('Category.Next')}>
                  ›
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
