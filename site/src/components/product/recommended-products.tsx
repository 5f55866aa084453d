'use client';
/**
 * A row of recommended products. The static HTML holds the build's recommendations; once the row
 * comes near the screen their current data comes through spec §7's POST /products/numbers into
 * the recommendations store (main beside a product, basket on the cart page). Not before: the row
 * sits below the fold, and its refresh (the answer's check and the re-render of every tile) cost
 * the product page about 70–120 ms of blocking time while it was becoming usable (issue 36).
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useNearViewport } from '@/components/ui/use-near-viewport.ts';
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
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  useEffect(() => {
    if (near) void loadRecommendedProducts(key.split(','), target);
  }, [key, target, near]);

  const loaded = target === 'basket' ? store.cartRecommendedProducts : store.mainRecommendedProducts;
  const shown = loaded?.key === key ? loaded.products : products;
  if (shown.length === 0) return null;
  return (
    <section ref={section} aria-labelledby={headingId} className={className} data-recommendations={loaded?.key === key ? 'live' : 'build'}>
      <h2 id={headingId}>{heading}</h2>
      <ProductGrid products={shown} eager={0} />
    </section>
  );
}
