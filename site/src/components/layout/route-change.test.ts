import { beforeEach, describe, expect, it } from 'vitest';
import { cartSidebarStore, openCartSidebar, setCartCounter, toggleCartSidebar } from '@/components/cart/cart-sidebar-store.ts';
import { breadcrumbStore, openBreadcrumb, toggleBreadcrumb } from './breadcrumb-store.ts';
import { headerStore, initialHeaderState, openMenu, restoreHeader, setHeaderConfig, setMobile } from './header-store.ts';
import { applyRouteChange } from './route-change.ts';

beforeEach(() => {
  Object.assign(headerStore, initialHeaderState());
  setCartCounter(0);
});

describe('applyRouteChange', () => {
  it('closes the cart sidebar, the mobile menu and the breadcrumb', () => {
    openCartSidebar();
    openMenu();
    openBreadcrumb();
    applyRouteChange('/produkt/mydlo-5-l');
    expect(cartSidebarStore.sidebarOpen).toBe(false);
    expect(headerStore.menuOpen).toBe(false);
    expect(breadcrumbStore.breadcrumbOpen).toBe(false);
  });

  it.each([
    ['/koszyk', 'cart'],
    ['/kategoria/dozowniki', 'shop'],
    ['/myj-rece', 'page'],
    ['/', 'main'],
  ])('applies the header the route names: %s → %s', (path, variant) => {
    applyRouteChange(path);
    expect(headerStore.currentHeaderConfig).toBe(variant);
    expect(headerStore.isReady).toBe(true);
  });

  it('ends a fixed header; restoring then returns to the layout shown before the change', () => {
    applyRouteChange('/produkt/mydlo-5-l');
    setMobile(true);
    setHeaderConfig('fixed');
    expect(headerStore).toMatchObject({ currentHeaderConfig: 'main', fixedMobile: true, isFixed: true });
    applyRouteChange('/koszyk');
    expect(headerStore).toMatchObject({ currentHeaderConfig: 'cart', isFixed: false, fixedMobile: false });
    restoreHeader();
    expect(headerStore.currentHeaderConfig).toBe('main');
  });
});

describe('store toggles', () => {
  it('toggles the cart sidebar and the breadcrumb', () => {
    toggleCartSidebar();
    expect(cartSidebarStore.sidebarOpen).toBe(true);
    toggleCartSidebar();
    expect(cartSidebarStore.sidebarOpen).toBe(false);
    toggleBreadcrumb();
    expect(breadcrumbStore.breadcrumbOpen).toBe(true);
  });

  it('keeps the cart counter a non-negative whole number', () => {
    setCartCounter(3);
    expect(cartSidebarStore.cartCounter).toBe(3);
    setCartCounter(-2);
    expect(cartSidebarStore.cartCounter).toBe(0);
    setCartCounter(Number.NaN);
    expect(cartSidebarStore.cartCounter).toBe(0);
  });
});
