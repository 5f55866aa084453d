'use client';
/**
 * The cart sidebar (spec §3/§4): opened by a successful add to cart, closed by its button, the
 * backdrop, Escape and every route change (spec §2). Its panel (cart-sidebar-panel.tsx) is not in
 * any page's first load: it loads when an add to cart is clicked, during the 200 ms before the
 * call goes out, or at the latest when the sidebar opens.
 */
import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useLoadedComponent } from '@/components/ui/use-loaded-component.ts';
import { cartSidebarStore } from './cart-sidebar-store.ts';

let panel: Promise<ComponentType> | undefined;
/** Starts loading the panel, once. */
export function loadCartSidebar(): Promise<ComponentType> {
  panel ??= import('./cart-sidebar-panel.tsx').then((module) => module.SidebarPanel);
  return panel;
}

export function CartSidebar() {
  const { sidebarOpen } = useSnapshot(cartSidebarStore);
  const Panel = useLoadedComponent(loadCartSidebar, sidebarOpen);
  return sidebarOpen && Panel ? <Panel /> : null;
}
