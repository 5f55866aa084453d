/**
 * JSON-LD builders, typed with schema-dts, and the one serializer that makes a block safe to put
 * inside a <script> element.
 */
import type { BreadcrumbList, ItemAvailability, Offer, Organization, Product as ProductLd, PropertyValue, WithContext } from 'schema-dts';
import type { CategoryRef, DeliveryMethod, Product, ProductSet } from './api-types.ts';
import { toDecimalString } from './money.ts';
import { merchantReturnPolicy, type ShippedOffer, shippingDetailsOf } from './offer-json-ld.ts';
import { isBuyable } from './recommendations.ts';
import { href } from './routes.ts';
import { SELLER } from './seller.ts';
import { isRenderedAsRaster, socialImagePath } from './social-images.ts';

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
  /** When the page was built: prices are valid 14 days from then (the editors' rebuild moves it on). */
  builtAt: Date;
  /** The shop's delivery methods with their prices (`GET /checkout/delivery-methods`). */
  deliveryMethods: readonly DeliveryMethod[];
  /** Absolute URL of the page that explains returns, when the shop has one. */
  returnsPageUrl?: string;
}

interface OfferFacts extends ShippedOffer {
  url: string;
  grossPrice: number;
  availability: ItemAvailability;
}

function offerOf({ url, grossPrice, availability, ...shipped }: OfferFacts, context: JsonLdContext): Offer {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'PLN',
    price: toDecimalString(grossPrice),
    priceValidUntil: dateAfter(context.builtAt, PRICE_VALIDITY_DAYS),
    availability,
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', '@id': `${context.siteUrl}/#organization`, name: SELLER.name },
    shippingDetails: shippingDetailsOf(shipped, context.deliveryMethods),
    hasMerchantReturnPolicy: merchantReturnPolicy(context.returnsPageUrl),
  };
}

/**
 * A classified chemical's CLP label as `additionalProperty` entries (docs/decisions/042-product-safety.md):
 * schema.org has no type for hazard labels, so the pictograms, the signal word, the H statements
 * and the UFI are PropertyValues, each written as the label writes it. None for any other product.
 */
function hazardProperties(hazard: Product['hazard']): PropertyValue[] {
  if (!hazard?.classified) return [];
  const entries: [name: string, value: string][] = [
    ['Piktogramy GHS', hazard.pictograms.join(', ')],
    ['Hasło ostrzegawcze', hazard.signalWord ?? ''],
    ['Zwroty H', hazard.hazardStatements.map((statement) => statement.code).join(', ')],
    ['UFI', hazard.ufi ?? ''],
  ];
  return entries.filter(([, value]) => value !== '').map(([name, value]) => ({ '@type': 'PropertyValue', name, value }));
}

/**
 * A product's block: its raster cover first (search engines and Merchant Center read no SVG), the
 * offer at the gross price with shipping and returns, and a hazardous chemical's label elements.
 */
export function productJsonLd(product: Product, context: JsonLdContext): WithContext<ProductLd> {
  const { siteUrl } = context;
  const url = `${siteUrl}${href('product', { slug: product.slug })}`;
  const additionalProperty = hazardProperties(product.hazard);
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
    image: imageUrls(product.coverImage, product.images, siteUrl),
    category: product.breadcrumb.map((category) => category.name).join(' > '),
    url,
    offers: offerOf(
      {
        url,
        grossPrice: product.price.grossPrice,
        availability: availabilityOf(product),
        nettoPrice: product.price.nettoPrice,
        supplierDeliveryDays: product.stock.quantity > 0 ? null : product.stock.supplierDeliveryDays,
      },
      context,
    ),
    ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
  };
}

/**
 * A set page's block: the set as one Product at the set's price, in stock when every item can be
 * bought, dispatched when its slowest item can be.
 */
export function productSetJsonLd(set: ProductSet, context: JsonLdContext): WithContext<ProductLd> {
  const { siteUrl } = context;
  const url = `${siteUrl}${href('productSet', { slug: set.slug })}`;
  const isAvailable = set.items.length > 0 && set.items.every(({ product }) => isBuyable(product));
  const supplierDays = set.items
    .filter(({ product }) => product.stock.quantity <= 0 && product.stock.supplierDeliveryDays !== null)
    .map(({ product }) => product.stock.supplierDeliveryDays ?? 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: set.name,
    description: set.description,
    sku: set.uuid,
    image: imageUrls(set.coverImage, [], siteUrl),
    url,
    offers: offerOf(
      {
        url,
        grossPrice: set.price.grossPrice,
        availability: isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        nettoPrice: set.price.nettoPrice,
        supplierDeliveryDays: supplierDays.length > 0 ? Math.max(...supplierDays) : null,
      },
      context,
    ),
  };
}

/** Absolute URLs of the cover's raster copy (the build renders covers only) and of the other pictures that are raster already. */
function imageUrls(cover: { src: string }, others: readonly { src: string }[], siteUrl: string): string[] {
  const paths = [socialImagePath(cover.src), ...others.filter((image) => !isRenderedAsRaster(image.src)).map((image) => image.src)];
  return [...new Set(paths)].map((path) => `${siteUrl}${path}`);
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
  return { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: SELLER.name, url: siteUrl, logo: `${siteUrl}/logo.svg` };
}
