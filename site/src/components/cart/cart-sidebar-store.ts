/**
 * Cart sidebar state of spec §3 (valtio): whether the sidebar is open, and the cart counter the
 * header shows (GET /carts/summary, `cartSummary.cnt`), unknown until the first answer so the
 * badge keeps its place empty rather than showing a wrong number. The frame closes the sidebar
 * on every route change (spec §2).
 */
import { proxy } from 'valtio/vanilla';

export const cartSidebarStore = proxy({ sidebarOpen: false, cartCounter: 0, isCounterKnown: false });

/** What had focus when the sidebar was asked to open: focus goes back there when it closes. */
let sidebarOpener: HTMLElement | null = null;

/** Opens the sidebar; `opener` (the add-to-cart button) gets focus back when it closes. */
export function openCartSidebar(opener: HTMLElement | null = null): void {
  sidebarOpener = opener;
  cartSidebarStore.sidebarOpen = true;
}

/** The element to give focus back to on closing, once. */
export function takeSidebarOpener(): HTMLElement | null {
  const opener = sidebarOpener;
  sidebarOpener = null;
  return opener;
}

export function closeCartSidebar(): void {
  cartSidebarStore.sidebarOpen = false;
}

export function toggleCartSidebar(): void {
  cartSidebarStore.sidebarOpen = !cartSidebarStore.sidebarOpen;
}

/** Spec §3 cartSummary.cnt: how many lines the cart holds. */
export function setCartCounter(count: number): void {
  cartSidebarStore.cartCounter = Number.isSafeInteger(count) && count > 0 ? count : 0;
  cartSidebarStore.isCounterKnown = true;
}
