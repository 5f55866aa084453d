/**
 * JSON-LD builders, typed with schema-dts, and the one serializer that makes a block safe to put
 * inside a <script> element.
 */
import type { BreadcrumbList, ItemAvailability, Organization, Product as ProductLd, WithContext } from 'schema-dts';
import type { CategoryRef, Product } from './api-types.ts';
import { toDecimalString } from './money.ts';
import { isBuyable } from './recommendations.ts';
import { href } from './routes.ts';
import { COMPANY_NAME } from './site-config.ts';

/** Spec §9: structured-data prices are valid 14 days ahead. */
export const PRICE_VALIDITY_DAYS = 14;

/**
 * JSON for a <script type="application/ld+json">: `<` is escaped as `\u003c` so no text can close
 * the element, and U+2028/U+2029 as escapes for old parsers.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Spec §4: in stock when any add-to-cart style button is available. */
export function availabilityOf(product: Pick<Product, 'buttons'>): ItemAvailability {
  return isBuyable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** YYYY-MM-DD, `days` after `from`. */
export function dateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface JsonLdContext {
  /** Absolute origin, e.g. https://sklep.example. */
  siteUrl: string;
  /** When the page was built: prices are valid 14 days from then. */
  builtAt: Date;
}

export function productJsonLd(product: Product, { siteUrl, builtAt }: JsonLdContext): WithContext<ProductLd> {
  const url = `${siteUrl}${href('product', { slug: product.slug })}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.shortDescription || product.description,
    sku: product.number,
    mpn: product.number,
    gtin13: product.eanCode,
    brand: { '@type': 'Brand', name: product.producer },
    image: product.images.map((image) => `${siteUrl}${image.src}`),
    category: product.breadcrumb.map((category) => category.name).join(' > '),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PLN',
      price: toDecimalString(product.price.grossPrice),
      priceValidUntil: dateAfter(builtAt, PRICE_VALIDITY_DAYS),
      availability: availabilityOf(product),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Merida' },
    },
  };
}

export interface BreadcrumbItem {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

/** Home → categories of the path → the page itself. */
export function categoryTrail(path: readonly CategoryRef[]): BreadcrumbItem[] {
  return [
    { name: 'Strona główna', path: href('home') },
    ...path.map((category) => ({ name: category.name, path: href('category', { slug: category.slug }) })),
  ];
}

export function organizationJsonLd(siteUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: 'Merida Sp. z o.o.',
    url: siteUrl,
    logo: `${siteUrl}/logo.svg`,
    address: { '@type': 'PostalAddress', addressLocality: 'Wrocław', addressCountry: 'PL' },
  };
}

/**
 * The company as a node nested in another block (an article's publisher, a branch's parent
 * organization), with the same @id as the home page's Organization block.
 */
export function organizationNode(siteUrl: string): Organization {
  return { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: COMPANY_NAME, url: siteUrl, logo: `${siteUrl}/logo.svg` };
}
