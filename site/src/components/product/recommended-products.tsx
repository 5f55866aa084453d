'use client';
/**
 * A row of recommended products. The static HTML holds the build's recommendations; after
 * hydration their current data comes through spec §7's POST /products/numbers into the
 * recommendations store (main beside a product, basket on the cart page).
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { TileProduct } from '@/lib/product-summary.ts';
import { ProductGrid } from './product-grid.tsx';
import { loadRecommendedProducts, type RecommendationTarget, recommendationKey, recommendationsStore } from './recommendations-store.ts';

interface RecommendedProductsProps {
  /** The build's recommendations, trimmed to what a tile shows (they travel to the browser). */
  products: readonly TileProduct[];
  target: RecommendationTarget;
  heading: string;
  headingId: string;
  className?: string;
}

export function RecommendedProducts({ products, target, heading, headingId, className }: RecommendedProductsProps) {
  const key = recommendationKey(products.map((product) => product.number));
  const store = useSnapshot(recommendationsStore);
  useEffect(() => {
    void loadRecommendedProducts(key.split(','), target);
  }, [key, target]);

  const loaded = target === 'basket' ? store.cartRecommendedProducts : store.mainRecommendedProducts;
  const shown = loaded?.key === key ? loaded.products : products;
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-recommendations={loaded?.key === key ? 'live' : 'build'}>
      <h2 id={headingId}>{heading}</h2>
      <ProductGrid products={shown} eager={0} />
    </section>
  );
}
