'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { type CategoryFilters, categoryListingHref, serializeCategoryFilters } from '@/lib/category-filters.ts';

/**
 * Moves a category listing to other filters through its one canonical path, client-side (the URL
 * is the state: back and forward work). Until the new view arrives, `shown` already holds the
 * filters asked for, so a ticked box stays ticked.
 */
export function useListingNavigation(categorySlug: string, filters: CategoryFilters) {
  const router = useRouter();
  const current = serializeCategoryFilters(filters);
  const [pending, setPending] = useState<{ from: string; to: CategoryFilters } | null>(null);
  useEffect(() => {
    if (pending && pending.from !== current) setPending(null);
  }, [current, pending]);
  const shown = pending?.from === current ? pending.to : filters;
  const go = (next: CategoryFilters) => {
    setPending({ from: current, to: next });
    router.push(categoryListingHref(categorySlug, next), { scroll: false });
  };
  return { shown, go };
}
