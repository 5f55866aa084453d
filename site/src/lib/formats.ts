/**
 * The formats the API's schemas, the route matcher and the browser share. Plain RegExps and
 * predicates, no zod, so the browser can use them at no cost.
 */

/** A URL slug: lowercase ASCII letters, digits and single hyphens. @example SLUG_PATTERN.test('mydlo-5-l') // true */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A UUID v4 as the shop writes it, lowercase. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Opaque tokens in links (base64url, at least 96 bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,512}$/;
/** Product numbers as the catalogue writes them: `CZ-10306`. */
export const PRODUCT_NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{0,38}[A-Z0-9])?$/;
/** EAN-13: thirteen digits (the check digit is verified by ean.ts). */
export const EAN_PATTERN = /^\d{13}$/;

export const isSlug = (value: string): boolean => value.length <= 200 && SLUG_PATTERN.test(value);
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
export const isProductNumber = (value: string): boolean => PRODUCT_NUMBER_PATTERN.test(value);
