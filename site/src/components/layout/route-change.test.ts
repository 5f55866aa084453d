import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The stores are module singletons: every test loads the modules afresh, so no test starts from
 * the state another one left (an open breadcrumb, a counter, a fixed header).
 */
async function loadFreshModules() {
  vi.resetModules();
  return {
    ...(await import('@/components/cart/cart-sidebar-store.ts')),
    ...(await import('./breadcrumb-store.ts')),
    ...(await import('./header-store.ts')),
    ...(await import('./route-change.ts')),
  };
}

let m: Awaited<ReturnType<typeof loadFreshModules>>;

beforeEach(async () => {
  m = await loadFreshModules();
});

describe('applyRouteChange', () => {
  it('closes the cart sidebar, the mobile menu and the breadcrumb', () => {
    m.openCartSidebar();
    m.openMenu();
    m.openBreadcrumb();
    m.applyRouteChange('/produkt/mydlo-5-l');
    expect(m.cartSidebarStore.sidebarOpen).toBe(false);
    expect(m.headerStore.menuOpen).toBe(false);
    expect(m.breadcrumbStore.breadcrumbOpen).toBe(false);
  });

  it.each([
    ['/koszyk', 'cart'],
    ['/kategoria/dozowniki', 'shop'],
    ['/myj-rece', 'page'],
    ['/', 'main'],
  ])('applies the header the route names: %s → %s', (path, variant) => {
    expect(m.headerStore.isReady).toBe(false);
    m.applyRouteChange(path);
    expect(m.headerStore.currentHeaderConfig).toBe(variant);
    expect(m.headerStore.isReady).toBe(true);
  });

  it('ends a fixed header; restoring then returns to the layout shown before the change', () => {
    m.applyRouteChange('/produkt/mydlo-5-l');
    m.setMobile(true);
    m.setHeaderConfig('fixed');
    expect(m.headerStore).toMatchObject({ currentHeaderConfig: 'main', fixedMobile: true, isFixed: true });
    m.applyRouteChange('/koszyk');
    expect(m.headerStore).toMatchObject({ currentHeaderConfig: 'cart', isFixed: false, fixedMobile: false });
    m.restoreHeader();
    expect(m.headerStore.currentHeaderConfig).toBe('main');
  });
});

describe('store toggles', () => {
  it('toggles the cart sidebar and the breadcrumb', () => {
    m.toggleCartSidebar();
    expect(m.cartSidebarStore.sidebarOpen).toBe(true);
    m.toggleCartSidebar();
    expect(m.cartSidebarStore.sidebarOpen).toBe(false);
    m.toggleBreadcrumb();
    expect(m.breadcrumbStore.breadcrumbOpen).toBe(true);
  });

  it('keeps the cart counter a non-negative whole number', () => {
    expect(m.cartSidebarStore.cartCounter).toBe(0);
    expect(m.cartSidebarStore.isCounterKnown).toBe(false);
    m.setCartCounter(3);
    expect(m.cartSidebarStore.isCounterKnown).toBe(true);
    expect(m.cartSidebarStore.cartCounter).toBe(3);
    m.setCartCounter(-2);
    expect(m.cartSidebarStore.cartCounter).toBe(0);
    m.setCartCounter(Number.NaN);
    expect(m.cartSidebarStore.cartCounter).toBe(0);
  });

  it('starts every test from the initial state, whatever ran before', () => {
    expect(m.headerStore).toEqual(m.initialHeaderState());
    expect(m.cartSidebarStore).toEqual({ sidebarOpen: false, cartCounter: 0, isCounterKnown: false });
    expect(m.breadcrumbStore).toEqual({ breadcrumbOpen: false });
  });
});
