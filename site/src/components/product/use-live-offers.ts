'use client';
/**
 * Live price and stock of prerendered products (GET /products/offers through SWR, loaded after the
 * page's first load). The static HTML carries the build's values; after hydration these replace
 * them. A failed refresh keeps the build's values on screen. The caller renders `reader`.
 */
import { type ReactElement, useMemo } from 'react';
import { useSWRAfterLoad } from '@/components/ui/use-swr-after-load.tsx';
import { getJson } from '@/lib/api-client.ts';
import type { ListResponse, ProductOffer } from '@/lib/api-types.ts';

/** The API answers at most 100 products per call. */
const MAX_UUIDS = 100;
const OPTIONS = { errorRetryCount: 2 } as const;

/** The answer's shape loads beside the first call, like SWR itself. */
const fetchOffers = (path: string) =>
  getJson<ListResponse<ProductOffer>>(path, () =>
    import('@/lib/generated/response-shapes/getProductOffers.ts').then((module) => module.getProductOffers),
  );

export function useLiveOffers(uuids: readonly string[]): { offers: ReadonlyMap<string, ProductOffer>; reader: ReactElement | null } {
  const wanted = [...new Set(uuids)].slice(0, MAX_UUIDS).sort();
  const key = wanted.length > 0 ? `/products/offers?uuids=${wanted.join(',')}` : null;
  const { data, reader } = useSWRAfterLoad(key, fetchOffers, OPTIONS);
  const offers = useMemo(() => new Map((data?.items ?? []).map((offer) => [offer.uuid, offer])), [data]);
  return { offers, reader };
}
