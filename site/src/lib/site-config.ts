/** Build-time settings of the static site. */

/** Absolute origin of the public shop, for canonical URLs and structured data. */
export const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

export const SHOP_NAME = 'Merida – higiena i czystość';
export const COMPANY_NAME = 'Merida Sp. z o.o.';

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`;
}

/** The seller's registry numbers (the shop's terms name the same), shown on the contact page. */
export const COMPANY_REGISTRY = { nip: '8942345677', regon: '931234567', krs: '0000123456' } as const;

/** The seller's registered address (the shop's terms name the same), in e-mail footers. */
export const COMPANY_ADDRESS = 'ul. Legnicka 55, 54-203 Wrocław';

/** The seller's bank account for transfers (IBAN, grouped as Polish banks print it), on the order page and in the order mail. */
export const COMPANY_BANK_ACCOUNT = 'PL61 1090 1014 0000 0712 1981 2874';

/**
 * Net order value (grosze) from which delivery is free, as the header's benefits promise; null
 * for a shop without such a threshold, and the cart then says nothing about it.
 */
export const FREE_DELIVERY_THRESHOLD_NET: number | null = 50_000;

/**
 * Cloudflare Turnstile's site key (public), from the build's TURNSTILE_SITE_KEY: set, the public
 * forms show the widget and the page policy allows its origin; the worker's TURNSTILE_SECRET
 * must then be set too. Empty: no widget.
 */
export const TURNSTILE_SITE_KEY = process.env.TURNSTILE_SITE_KEY ?? '';

/** Where Turnstile's script and frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

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
