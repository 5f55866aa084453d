/**
 * The shop's Content-Security-Policy and the security headers of every HTML response (DESIGN.md
 * "Edge"), where the build and the worker both read them. Scripts run only from the site itself
 * or when their exact text is hashed: the build hashes each page's inline scripts into a <meta>
 * policy in that page (scripts/build/secure-pages.ts), and the worker repeats the page's policy
 * as a header where it serves HTML (worker/src/edge/response-headers.ts). No 'unsafe-inline' for
 * scripts.
 */

import { adTagOrigin, INPOST_GEOWIDGET_ORIGIN, INPOST_GEOWIDGET_TOKEN, TURNSTILE_ORIGIN, TURNSTILE_SITE_KEY } from './site-config.ts';

/** Origins of the Google Maps JavaScript API (the branch map): script, tiles, fonts, calls. */
const MAPS_SCRIPT_ORIGINS = ['https://maps.googleapis.com'];
const MAPS_ASSET_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/**
 * What InPost's Geowidget loads once its script runs: its own files, InPost's points API and map
 * tiles (on InPost's domains, easypack24.net being ShipX's).
 */
const GEOWIDGET_ASSET_ORIGINS = [INPOST_GEOWIDGET_ORIGIN, 'https://*.inpost.pl', 'https://*.easypack24.net'];

export interface PolicyOptions {
  /** `sha256-…` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Further origins page scripts may call. */
  connectOrigins?: readonly string[];
}

/**
 * The policy a page carries in its <meta http-equiv> (browsers ignore frame-ancestors there, and
 * Chromium reports it as an error, so the header adds it).
 */
export function contentSecurityPolicy({ scriptHashes, connectOrigins = [] }: PolicyOptions): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  // The forms' Turnstile widget, only when the shop turned it on: a script and its frame.
  const turnstile = TURNSTILE_SITE_KEY ? [TURNSTILE_ORIGIN] : [];
  // The ad tracker's tag (NEXT_PUBLIC_AD_TAG_URL), exactly its origin, only when configured.
  const tagOrigin = adTagOrigin();
  const adTag = tagOrigin ? [tagOrigin] : [];
  // InPost's parcel locker map at checkout (INPOST_GEOWIDGET_TOKEN), only when the shop has its token.
  const geowidget = INPOST_GEOWIDGET_TOKEN ? [INPOST_GEOWIDGET_ORIGIN] : [];
  const geowidgetAssets = INPOST_GEOWIDGET_TOKEN ? GEOWIDGET_ASSET_ORIGINS : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...MAPS_SCRIPT_ORIGINS, ...turnstile, ...adTag, ...geowidget].join(' ')}`,
    ...(turnstile.length > 0 ? [`frame-src ${turnstile.join(' ')}`] : []),
    // React style attributes and the maps' own styles.
    `style-src 'self' 'unsafe-inline' ${['https://fonts.googleapis.com', ...geowidget].join(' ')}`,
    `img-src 'self' data: blob: ${[...MAPS_ASSET_ORIGINS, ...adTag, ...geowidgetAssets].join(' ')}`,
    `font-src 'self' data: ${['https://fonts.gstatic.com', ...geowidget].join(' ')}`,
    `connect-src 'self' ${[...MAPS_ASSET_ORIGINS, ...adTag, ...geowidgetAssets, ...connectOrigins].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * What the assets layer adds to every file it serves (`_headers`): the parts of the policy a
 * meta tag cannot carry or that hold for every page. Browsers enforce it together with the
 * page's meta policy.
 */
export const ASSETS_HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/**
 * The policy of every media file (product pictures, SVG drawings), from the API and from the
 * static `/media/*`: an SVG opened on its own runs no script, loads nothing and is sandboxed;
 * its own `<style>` still applies.
 */
export const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Headers of every response, the same on every page (HSTS one year, nosniff, referrer, permissions, framing). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
  'X-Frame-Options': 'DENY',
};

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/;

/** The policy a page's HTML carries in its meta tag, or null. */
export function readMetaPolicy(html: string): string | null {
  const match = META_POLICY.exec(html.slice(0, 16_384));
  return match?.[1] ? match[1].replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') : null;
}

/** The page with its meta policy put first in <head> (replacing an earlier one). */
export function withMetaPolicy(html: string, policy: string): string {
  const escaped = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escaped}"/>`;
  const withoutOld = html.replace(META_POLICY, '');
  const head = withoutOld.indexOf('<head>');
  if (head === -1) throw new Error('The page has no <head> to put its policy in');
  return `${withoutOld.slice(0, head + '<head>'.length)}${tag}${withoutOld.slice(head + '<head>'.length)}`;
}
