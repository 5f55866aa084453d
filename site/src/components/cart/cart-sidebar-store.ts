/**
 * Cart sidebar state of spec §3 (valtio): whether the sidebar is open and the cart counter the
 * header shows. The sidebar's content and the counter's source (GET /carts/summary) come with
 * the cart; the frame closes the sidebar on every route change (spec §2).
 */
import { proxy } from 'valtio/vanilla';

export const cartSidebarStore = proxy({ sidebarOpen: false, cartCounter: 0 });

export function openCartSidebar(): void {
  cartSidebarStore.sidebarOpen = true;
}

export function closeCartSidebar(): void {
  cartSidebarStore.sidebarOpen = false;
}

export function toggleCartSidebar(): void {
  cartSidebarStore.sidebarOpen = !cartSidebarStore.sidebarOpen;
}

/** Spec §3 cartSummary.cnt: how many items the cart holds. */
export function setCartCounter(count: number): void {
  cartSidebarStore.cartCounter = Number.isSafeInteger(count) && count > 0 ? count : 0;
}
