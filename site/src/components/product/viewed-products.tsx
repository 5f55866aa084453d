'use client';
/**
 * The viewed-product history (spec §4). On a product page it first records that product, then
 * lists the others; on the cart page it lists them all. The history lives in local storage, so
 * the section renders only in the browser: this records and reads it at once, and the list's
 * code (`viewed-products-list.tsx`, with its live prices) loads when there is something to list.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLoadedComponent } from '@/components/ui/use-loaded-component.ts';
import type { ViewedProduct } from '@/lib/viewed-products.ts';
import { loadViewedProducts, rememberViewedProduct, viewedProductsStore } from './viewed-products-store.ts';

interface ViewedProductsProps {
  heading: string;
  headingId: string;
  /** The product on show: recorded as viewed and left out of the list. */
  current?: ViewedProduct;
}

const loadList = () => import('./viewed-products-list.tsx').then((module) => module.ViewedProductsList);

export function ViewedProducts({ heading, headingId, current }: ViewedProductsProps) {
  const { productViewHistoryList, isLoaded } = useSnapshot(viewedProductsStore);
  const currentUuid = current?.uuid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the uuid names the product; the object is rebuilt on every render.
  useEffect(() => {
    if (current) rememberViewedProduct(current);
    else loadViewedProducts();
  }, [currentUuid]);

  const others = productViewHistoryList.filter((entry) => entry.uuid !== currentUuid);
  const hasOthers = isLoaded && others.length > 0;
  const List = useLoadedComponent(loadList, hasOthers);
  if (!List || !hasOthers) return null;
  return <List heading={heading} headingId={headingId} products={others} />;
}
