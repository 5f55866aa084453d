/** Build-time settings of the static site. Who sells, and under which name, is seller.ts. */

/** Absolute origin of the public shop, for canonical URLs and structured data. */
export const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`;
}

/**
 * Cloudflare Turnstile's site key (public), from the build's TURNSTILE_SITE_KEY: set, the public
 * forms show the widget and the page policy allows its origin; the worker's TURNSTILE_SECRET
 * must then be set too. Empty: no widget.
 */
export const TURNSTILE_SITE_KEY = process.env.TURNSTILE_SITE_KEY ?? '';

/** Where Turnstile's script and frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * InPost's Geowidget token (public: it is in every page that shows the map), from the build's
 * INPOST_GEOWIDGET_TOKEN, generated in InPost's Manager Paczek: set, the checkout's parcel locker
 * delivery shows InPost's map (components/checkout/inpost-geowidget.tsx) and the page policy allows
 * its origin. Empty: nothing of it loads, and the checkout searches lockers by postcode or town.
 */
export const INPOST_GEOWIDGET_TOKEN = (process.env.INPOST_GEOWIDGET_TOKEN ?? '').trim();

/** Where the Geowidget v5's script and styles come from. */
export const INPOST_GEOWIDGET_ORIGIN = 'https://geowidget.inpost.pl';

/**
 * The ad tracker's tag script (spec §7), from the build's NEXT_PUBLIC_AD_TAG_URL: loaded only
 * with advertising consent on a desktop viewport in Polish (lib/tracker/track.ts), and its origin
 * alone joins the page policy. Empty: no tag script; the data layer is still filled.
 */
export const AD_TAG_URL = process.env.NEXT_PUBLIC_AD_TAG_URL ?? '';

/** The tag script's origin, or null when there is none (or the setting is not an http(s) URL). */
export function adTagOrigin(url: string = AD_TAG_URL): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
