/**
 * The product enquiry of the contact page: `/kontakt?productNumber=…&productName=…` (spec §2)
 * turns the page into a question about one product, with the shop header. The query comes from
 * outside, so it is checked here before anything shows it. Plain RegExps, no zod: the header
 * reads it on every page (header-layout.ts), and no code is compiled from strings (the shop's CSP
 * has no 'unsafe-eval').
 */
import { PRODUCT_NUMBER_PATTERN } from './formats.ts';
import { href } from './routes.ts';

export interface ProductEnquiry {
  productNumber: string;
  productName: string;
}

/** Letters of any language, digits, spaces and the punctuation product names use; no `<`, `>`, quotes of markup or controls. */
const PRODUCT_NAME = /^[\p{L}\p{M}\p{N} .,;:!?%&+×/()'„”"–—-]+$/u;
const PRODUCT_NAME_MIN_LENGTH = 2;
const PRODUCT_NAME_MAX_LENGTH = 200;

/** One value of a parameter, trimmed, with runs of white space as one space; absent or repeated is null. */
function singleValue(search: URLSearchParams, name: string): string | null {
  const values = search.getAll(name);
  return values.length === 1 ? (values[0] ?? '').replace(/\s+/g, ' ').trim() : null;
}

function isProductName(value: string): boolean {
  return value.length >= PRODUCT_NAME_MIN_LENGTH && value.length <= PRODUCT_NAME_MAX_LENGTH && PRODUCT_NAME.test(value);
}

/**
 * The enquiry a query asks for, or null when it names no product or its values are malformed.
 * @example parseProductEnquiry(new URLSearchParams('productNumber=CZ-10306&productName=Czyściwo')) // { productNumber: 'CZ-10306', productName: 'Czyściwo' }
 */
export function parseProductEnquiry(search: URLSearchParams): ProductEnquiry | null {
  const productNumber = singleValue(search, 'productNumber');
  const productName = singleValue(search, 'productName');
  if (productNumber === null || productName === null) return null;
  return PRODUCT_NUMBER_PATTERN.test(productNumber) && isProductName(productName) ? { productNumber, productName } : null;
}

/**
 * The contact page asking about a product (the product page's "ask about this product" link).
 * @example productEnquiryHref({ number: 'CZ-10306', name: 'Czyściwo' }) // '/kontakt?productNumber=CZ-10306&productName=Czy%C5%9Bciwo'
 */
export function productEnquiryHref(product: { number: string; name: string }): string {
  return `${href('contact')}?${new URLSearchParams({ productNumber: product.number, productName: product.name })}`;
}
