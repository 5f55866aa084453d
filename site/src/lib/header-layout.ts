/**
 * The header layouts of spec §4 as a small state machine, pure so the site's valtio store and the
 * tests share it. Layouts main, shop, cart and page choose which bars show; `fixed` is not a
 * layout of its own but a mode: it keeps the current layout and marks the header fixed, except on
 * a phone or tablet, where it switches to main with `fixedMobile` set. An unknown name falls back
 * to main; restoring returns to the layout before the last change.
 */
import { parseProductEnquiry } from './product-enquiry.ts';
import { routeOfPath } from './route-shape.ts';
import type { HeaderVariant } from './routes.ts';

/** A layout the header can show (every variant but the `fixed` mode). */
export type HeaderLayout = Exclude<HeaderVariant, 'fixed'>;

export const HEADER_VARIANTS: readonly HeaderVariant[] = ['main', 'shop', 'fixed', 'cart', 'page'];

export interface HeaderLayoutState {
  /** The layout on show (spec §3 currentHeaderConfig). */
  currentHeaderConfig: HeaderLayout;
  /** The layout before the last change, for restoring (spec §3 prevHeaderConfig). */
  prevHeaderConfig: HeaderLayout;
  isFixed: boolean;
  fixedMobile: boolean;
  /** A phone or tablet viewport (spec §4 "mobile or tablet"). */
  isMobile: boolean;
}

export function isHeaderVariant(name: string): name is HeaderVariant {
  return (HEADER_VARIANTS as readonly string[]).includes(name);
}

/** Spec §4: an unknown layout name falls back to main. */
export function resolveHeaderVariant(name: string | null | undefined): HeaderVariant {
  return name && isHeaderVariant(name) ? name : 'main';
}

/**
 * The header variant of an address: the one its route names in the route table (main for paths
 * of no route), except where the query changes the page: a contact page asking about a product
 * (spec §2 "turns it into a product enquiry (header shop)"). The build renders a page for its path
 * alone, so the browser applies the query's variant after hydration.
 * @example headerVariantOfPath('/kontakt') // 'main'
 * @example headerVariantOfPath('/kontakt', '?productNumber=CZ-10306&productName=Czyściwo') // 'shop'
 */
export function headerVariantOfPath(pathname: string, search = ''): HeaderLayout {
  const match = routeOfPath(pathname);
  if (match?.name === 'contact' && search !== '' && parseProductEnquiry(new URLSearchParams(search))) return 'shop';
  const variant = match?.route.header ?? 'main';
  return variant === 'fixed' ? 'main' : variant;
}

/**
 * The state after applying a header by name (spec §4). Returns the same object when nothing
 * changes, so a store can skip the write.
 * @example applyHeaderConfig(state, 'fixed') // on a phone: { currentHeaderConfig: 'main', fixedMobile: true, ... }
 */
export function applyHeaderConfig(state: HeaderLayoutState, name: string): HeaderLayoutState {
  const variant = resolveHeaderVariant(name);
  if (variant === 'fixed') {
    if (state.isFixed) return state;
    const base = { ...state, prevHeaderConfig: state.currentHeaderConfig, isFixed: true };
    return state.isMobile ? { ...base, currentHeaderConfig: 'main', fixedMobile: true } : { ...base, fixedMobile: false };
  }
  if (variant === state.currentHeaderConfig && !state.isFixed) return state;
  return { ...state, prevHeaderConfig: state.currentHeaderConfig, currentHeaderConfig: variant, isFixed: false, fixedMobile: false };
}

/** Spec §4: restoring returns to the previous layout and leaves the fixed mode. */
export function restoreHeaderConfig(state: HeaderLayoutState): HeaderLayoutState {
  return { ...state, currentHeaderConfig: state.prevHeaderConfig, prevHeaderConfig: state.currentHeaderConfig, isFixed: false, fixedMobile: false };
}

/** Which bars a layout shows (spec §4): cart swaps the top, main and content bars for its own main bar. */
export function barsOf(layout: HeaderLayout): { topBar: boolean; mainBar: boolean; cartMainBar: boolean; categoryBar: boolean; contentBar: boolean } {
  const isCart = layout === 'cart';
  return { topBar: !isCart, mainBar: !isCart, cartMainBar: isCart, categoryBar: true, contentBar: !isCart };
}
