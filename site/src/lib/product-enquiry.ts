/**
 * The product enquiry of the contact page: `/kontakt?productNumber=…&productName=…` (spec §2)
 * turns the page into a question about one product. The query comes from outside, so it is
 * checked here before anything shows it, with zod/mini: a smaller bundle than classic zod, and
 * no code compiled from strings (classic zod's object parser probes `new Function`, which the
 * shop's CSP without 'unsafe-eval' would report).
 */
import * as z from 'zod/mini';
import { PRODUCT_NUMBER_PATTERN } from './formats.ts';
import { href } from './routes.ts';

export interface ProductEnquiry {
  productNumber: string;
  productName: string;
}

/** Letters of any language, digits, spaces and the punctuation product names use; no `<`, `>`, quotes of markup or controls. */
const PRODUCT_NAME = /^[\p{L}\p{M}\p{N} .,;:!?%&+×/()'„”"–—-]+$/u;

export const productNumberSchema = z.string().check(z.regex(PRODUCT_NUMBER_PATTERN));
export const productNameSchema = z.string().check(z.minLength(2), z.maxLength(200), z.regex(PRODUCT_NAME));

/** One value of a parameter, trimmed, with runs of white space as one space; absent or repeated is null. */
function singleValue(search: URLSearchParams, name: string): string | null {
  const values = search.getAll(name);
  return values.length === 1 ? (values[0] ?? '').replace(/\s+/g, ' ').trim() : null;
}

/**
 * The enquiry a query asks for, or null when it names no product or its values are malformed.
 * @example parseProductEnquiry(new URLSearchParams('productNumber=CZ-10306&productName=Czyściwo')) // { productNumber: 'CZ-10306', productName: 'Czyściwo' }
 */
export function parseProductEnquiry(search: URLSearchParams): ProductEnquiry | null {
  const productNumber = productNumberSchema.safeParse(singleValue(search, 'productNumber'));
  const productName = productNameSchema.safeParse(singleValue(search, 'productName'));
  return productNumber.success && productName.success ? { productNumber: productNumber.data, productName: productName.data } : null;
}

/**
 * The contact page asking about a product (the product page's "ask about this product" link).
 * @example productEnquiryHref({ number: 'CZ-10306', name: 'Czyściwo' }) // '/kontakt?productNumber=CZ-10306&productName=Czy%C5%9Bciwo'
 */
export function productEnquiryHref(product: { number: string; name: string }): string {
  return `${href('contact')}?${new URLSearchParams({ productNumber: product.number, productName: product.name })}`;
}
