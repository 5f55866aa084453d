/**
 * The ad tracker's data layer (spec §4, §7): page, product, cart and purchase events, pushed to
 * `window.dataLayer` for the tag script. Nothing in the English version, on a mobile or tablet
 * viewport (the mobile header's widths) or without advertising consent (`advertisement:yes`).
 * Events and the rule are pure here; track.ts pushes them. DOM-free.
 */
import type { Cart } from '../api-types.ts';
import type { Consent } from '../consent/consent.ts';
import type { RouteName } from '../routes.ts';
import { href } from '../routes.ts';
import { absoluteUrl } from '../site-config.ts';
import { MOBILE_HEADER_MAX_PX } from '../ui-constants.ts';

/** What kind of page a page view is; error pages and anything unknown are `other` (spec §2). */
export type PageType = 'home' | 'category' | 'product' | 'cart' | 'order' | 'other';

/** A product in a cart or purchase event: its number, how many, and the gross unit price in złoty. */
export interface TrackedProduct {
  productId: string;
  quantity: number;
  price: number;
}

export type TrackerEvent =
  | { event: 'page'; pageType: PageType; extended?: string }
  | { event: 'product'; products: string[] }
  | { event: 'cart'; transactionId: string; products: TrackedProduct[]; cartUrl: string }
  | { event: 'purchase'; transactionId: string; userId: string | null; products: TrackedProduct[] };

/** Spec §4: whether anything may be sent. */
export function trackingAllowed({ locale, viewportWidth, consent }: { locale: string; viewportWidth: number; consent: Consent | null }): boolean {
  return locale === 'pl' && viewportWidth > MOBILE_HEADER_MAX_PX && consent?.advertisement === true;
}

const PAGE_TYPES: Partial<Record<RouteName, PageType>> = {
  home: 'home',
  category: 'category',
  categoryPage: 'category',
  categoryFilters: 'category',
  browseFlag: 'category',
  search: 'category',
  product: 'product',
  productSet: 'product',
  inProductSet: 'product',
  cart: 'cart',
  order: 'order',
  orderSummary: 'order',
  orderDetails: 'order',
  orderConfirmation: 'order',
};

export function pageTypeOf(route: RouteName | null): PageType {
  return (route && PAGE_TYPES[route]) || 'other';
}

/** Grosze as the złoty amount a tracker reads (12,34 zł → 12.34). */
export const zlotyOf = (grosze: number): number => grosze / 100;

/** Spec §7: the cart event's `cartUrl`, the abandonment-cart-transaction route of the visitor's transaction. */
export function cartUrlOf(transactionId: string): string {
  return absoluteUrl(href('abandonmentCartTransaction', { transactionUuid: transactionId }));
}

export function trackedProductsOf(cart: Pick<Cart, 'items'>): TrackedProduct[] {
  return cart.items.map((item) => ({ productId: item.product.number, quantity: item.quantity, price: zlotyOf(item.unitPrice.grossPrice) }));
}

export function cartEventOf(cart: Pick<Cart, 'items'>, transactionId: string): TrackerEvent {
  return { event: 'cart', transactionId, products: trackedProductsOf(cart), cartUrl: cartUrlOf(transactionId) };
}
