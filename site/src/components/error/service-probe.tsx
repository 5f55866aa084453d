'use client';
/**
 * Spec §4 and §7: the 503 page asks the shop's home slider every 10 s whether the shop answers
 * again and, when it does, reloads the home page. It skips the edge cache, which could answer
 * for a shop that is still down.
 */
import { useEffect } from 'react';
import { href } from '@/lib/routes.ts';

export const PROBE_PATH = '/api/public/v1/slider/slug/strona-glowna';
export const PROBE_INTERVAL_MS = 10_000;

/** Whether the shop answers the probe call now. */
export async function isShopAvailable(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(PROBE_PATH, { cache: 'no-store', headers: { 'Cache-Control': 'no-cache', Accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}

export function ServiceProbe() {
  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(async () => {
      if (!stopped && (await isShopAvailable())) {
        stopped = true;
        window.clearInterval(timer);
        window.location.replace(href('home'));
      }
    }, PROBE_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);
  return null;
}
