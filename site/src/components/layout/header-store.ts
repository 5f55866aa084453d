/**
 * Header state of spec §3 (valtio): the layout on show and the one before it, the fixed modes,
 * whether the viewport is a phone or tablet, and whether the mobile menu is open. Transitions are
 * the pure ones of lib/header-layout.ts; this module only keeps the state and lets components
 * subscribe to it.
 */
import { proxy } from 'valtio/vanilla';
import { applyHeaderConfig, type HeaderLayoutState, restoreHeaderConfig } from '@/lib/header-layout.ts';

export interface HeaderState extends HeaderLayoutState {
  /** False until the frame applied the first route's header in the browser. */
  isReady: boolean;
  /** The mobile category menu (drawer). */
  menuOpen: boolean;
}

/** The state before the browser applied any route: what the build server renders with. */
export function initialHeaderState(): HeaderState {
  return {
    currentHeaderConfig: 'main',
    prevHeaderConfig: 'main',
    isFixed: false,
    fixedMobile: false,
    isMobile: false,
    isReady: false,
    menuOpen: false,
  };
}

export const headerStore = proxy<HeaderState>(initialHeaderState());

function layoutOf(state: HeaderState): HeaderLayoutState {
  const { currentHeaderConfig, prevHeaderConfig, isFixed, fixedMobile, isMobile } = state;
  return { currentHeaderConfig, prevHeaderConfig, isFixed, fixedMobile, isMobile };
}

/** Applies a header by name (spec §4; unknown names fall back to main). */
export function setHeaderConfig(name: string): void {
  const current = layoutOf(headerStore);
  const next = applyHeaderConfig(current, name);
  if (next !== current) Object.assign(headerStore, next);
  headerStore.isReady = true;
}

/** Returns to the previous layout (spec §4). */
export function restoreHeader(): void {
  Object.assign(headerStore, restoreHeaderConfig(layoutOf(headerStore)));
}

export function setMobile(isMobile: boolean): void {
  headerStore.isMobile = isMobile;
}

export function openMenu(): void {
  headerStore.menuOpen = true;
}

export function closeMenu(): void {
  headerStore.menuOpen = false;
}
