/**
 * The formats of the identifiers that travel in paths, queries, headers and bodies, written once:
 * the API's zod schemas, the route matcher, the edge and the browser all test against these.
 * Plain RegExps and predicates with no import, so a page can use them at no bundle cost.
 * Every pattern is anchored (`^…$`) and has no nested quantifier that could backtrack.
 */

/** The longest slug anywhere in the shop (SLUG_PATTERN itself has no length bound). */
export const SLUG_MAX_LENGTH = 200;

/**
 * A URL slug: runs of lowercase ASCII letters and digits joined by single hyphens.
 * @example SLUG_PATTERN.test('mydlo-w-plynie-5-l') // true
 * @example SLUG_PATTERN.test('Mydlo--5') // false
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A UUID (versions 1 to 8, RFC 9562 variant) in its canonical form: lowercase, with hyphens.
 * An uppercase UUID does not match: callers that accept one from outside lowercase it first, the
 * API rejects it in paths and queries.
 * @example UUID_PATTERN.test('3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f') // true
 * @example UUID_PATTERN.test('3F1C2B9E-8D4A-4C3B-9F2E-1A2B3C4D5E6F') // false
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * An opaque token in a link (registration, password reset, newsletter, abandoned cart, one-time
 * pass): base64url, 16 to 512 characters (at least 96 bits).
 * @example TOKEN_PATTERN.test('q8Xr2vL0_pZk-3mN') // true
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,512}$/;

/**
 * The hash of an order link: at least 128 bits (DESIGN.md), base64url or hex, 22 to 128 characters.
 * @example ORDER_HASH_PATTERN.test('Zx3k9QpL2mW8vR1tY6uB0a') // true
 */
export const ORDER_HASH_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * A page number of a paged list: 1 to 999999, no leading zero.
 * @example PAGE_NUMBER_PATTERN.test('2') // true
 * @example PAGE_NUMBER_PATTERN.test('0') // false
 */
export const PAGE_NUMBER_PATTERN = /^[1-9]\d{0,5}$/;

/**
 * A product number as the catalogue writes it (`CZ-10306`): 1 to 32 uppercase ASCII letters,
 * digits and hyphens, beginning and ending with a letter or digit.
 * @example PRODUCT_NUMBER_PATTERN.test('CZ-10306') // true
 * @example PRODUCT_NUMBER_PATTERN.test('cz-10306') // false
 */
export const PRODUCT_NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{0,30}[A-Z0-9])?$/;

/**
 * The shape of an EAN-13: thirteen digits. Whether the check digit is right is `isValidEan13`
 * (ean.ts).
 * @example EAN_PATTERN.test('5901234123457') // true
 */
export const EAN_PATTERN = /^\d{13}$/;

/**
 * @example isSlug('reczniki-papierowe') // true
 * @example isSlug('a'.repeat(201)) // false
 */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A canonical (lowercase) UUID.
 * @example isUuid('3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f') // true
 * @example isUuid('3F1C2B9E-8D4A-4C3B-9F2E-1A2B3C4D5E6F') // false
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * @example isToken('q8Xr2vL0_pZk-3mN') // true
 * @example isToken('short') // false
 */
export function isToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * @example isPageNumber('12') // true
 * @example isPageNumber('012') // false
 */
export function isPageNumber(value: string): boolean {
  return PAGE_NUMBER_PATTERN.test(value);
}

/**
 * @example isProductNumber('CZ-10306') // true
 * @example isProductNumber('CZ-') // false
 */
export function isProductNumber(value: string): boolean {
  return PRODUCT_NUMBER_PATTERN.test(value);
}

/** The longest search query a path may carry, in characters after decoding. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/** A search query of a path: any text but control characters, not blank, counted in characters (not encoded bytes). */
export function isSearchQuery(value: string): boolean {
  return value.trim().length > 0 && [...value].length <= MAX_SEARCH_QUERY_LENGTH && !/\p{Cc}/u.test(value);
}
