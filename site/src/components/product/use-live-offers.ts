'use client';
/**
 * Live price and stock of prerendered products (GET /products/offers through SWR). The static
 * HTML carries the build's values; after hydration these replace them. A failed refresh keeps
 * the build's values on screen.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { getJson } from '@/lib/api-client.ts';
import type { ListResponse, ProductOffer } from '@/lib/api-types.ts';
import { getProductOffers } from '@/lib/generated/response-shapes/getProductOffers.ts';

/** The API answers at most 100 products per call. */
const MAX_UUIDS = 100;

export function useLiveOffers(uuids: readonly string[]): ReadonlyMap<string, ProductOffer> {
  const wanted = [...new Set(uuids)].slice(0, MAX_UUIDS).sort();
  const key = wanted.length > 0 ? `/products/offers?uuids=${wanted.join(',')}` : null;
  const { data } = useSWR(key, (path: string) => getJson<ListResponse<ProductOffer>>(path, getProductOffers), { errorRetryCount: 2 });
  return useMemo(() => new Map((data?.items ?? []).map((offer) => [offer.uuid, offer])), [data]);
}
