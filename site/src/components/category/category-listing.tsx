import Link from 'next/link';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { PageLinks } from '@/components/pagination/page-links.tsx';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import type { CategoryNode, ProductSummary } from '@/lib/api-types.ts';
import { categoryListingHref, emptyFilters, LISTING_PAGE_SIZE } from '@/lib/category-filters.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { categoryTrail } from '@/lib/json-ld.ts';
import { href } from '@/lib/routes.ts';
import styles from './category-listing.module.css';
import { ListingColumns } from './listing-columns.tsx';
import { SortMenu } from './sort-menu.tsx';
import '@/lib/i18n/pl-content.ts';
import '@/lib/i18n/pl-listing.ts';

/** Products on one page of a category listing: six rows of four on desktops. */
export const CATEGORY_PAGE_SIZE = LISTING_PAGE_SIZE;

export function pageCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / CATEGORY_PAGE_SIZE));
}

/** The path of page `page` of a category: page 1 is the category itself. */
export function categoryPageHref(slug: string, page: number): string {
  return categoryListingHref(slug, { ...emptyFilters(), page });
}

interface CategoryListingProps {
  category: CategoryNode;
  path: CategoryNode[];
  products: ProductSummary[];
  page: number;
  /** A filter panel beside the grid (the filter view of issue 5); the grid takes the width without one. */
  filters?: ReactNode;
}

export function CategoryListing({ category, path, products, page, filters }: CategoryListingProps) {
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
        {category.description && page === 1 ? <p className={styles.description}>{category.description}</p> : null}
      </header>
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
      <ListingColumns filters={filters} count={tCount(products.length, 'Product')} sort={<SortMenu slug={category.slug} />}>
        {shown.length > 0 ? <ProductGrid products={shown} /> : <p className={styles.empty}>{t('Category.Empty')}</p>}
        <PageLinks page={page} pageCount={pages} hrefOf={(number) => categoryPageHref(category.slug, number)} label={t('Category.Pagination')} />
      </ListingColumns>
    </div>
  );
}
