/**
 * Pushes the ad tracker's events (data-layer.ts) to `window.dataLayer` 3 s after they happen
 * (spec §9), when the rule allows it then as well as now; a tracker's failure is only logged
 * (spec §8). Also loads the tag script (NEXT_PUBLIC_AD_TAG_URL) once tracking is allowed.
 */

import { consentStore, readConsent } from '../consent/consent-store.ts';
import { readCookie } from '../cookies.ts';
import { routeOfPath } from '../route-shape.ts';
import { AD_TAG_URL } from '../site-config.ts';
import { TRACKER_DELAY_MS } from '../ui-constants.ts';
import { pageTypeOf, type TrackerEvent, trackingAllowed } from './data-layer.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whether tracking is allowed for this page, viewport and consent now. */
export function trackingAllowedNow(): boolean {
  if (!consentStore.read) readConsent();
  return trackingAllowed({ locale: document.documentElement.lang, viewportWidth: window.innerWidth, consent: consentStore.consent });
}

let tagRequested = false;

/** Adds the tag script once (only with a configured URL and while tracking is allowed). */
export function loadAdTag(): void {
  if (tagRequested || !AD_TAG_URL || !trackingAllowedNow()) return;
  tagRequested = true;
  const script = document.createElement('script');
  script.src = AD_TAG_URL;
  script.async = true;
  script.onerror = () => console.warn('Skrypt trackera reklamowego się nie wczytał.');
  document.head.append(script);
}

export function track(event: TrackerEvent): void {
  if (!trackingAllowedNow()) return;
  window.setTimeout(() => {
    try {
      if (!trackingAllowedNow()) return;
      window.dataLayer ??= [];
      window.dataLayer.push(event);
      loadAdTag();
    } catch (error) {
      console.warn('Zdarzenie trackera reklamowego nie zostało wysłane:', error);
    }
  }, TRACKER_DELAY_MS);
}

/** A page view of the current address, or of a given type (the error screens say `other`). */
export function trackPageView(pageType = pageTypeOf(routeOfPath(window.location.pathname)?.name ?? null)): void {
  track({ event: 'page', pageType });
}

/** The visitor's cart transaction (spec §7 cart-transaction-id cookie), if the cart has begun. */
export function cartTransactionId(): string | undefined {
  return readCookie(document.cookie, 'cart-transaction-id');
}
