import { describe, expect, it } from 'vitest';
import {
  applyHeaderConfig,
  barsOf,
  type HeaderLayoutState,
  headerVariantOfPath,
  resolveHeaderVariant,
  restoreHeaderConfig,
} from './header-layout.ts';

const desktop: HeaderLayoutState = { currentHeaderConfig: 'shop', prevHeaderConfig: 'main', isFixed: false, fixedMobile: false, isMobile: false };
const phone: HeaderLayoutState = { ...desktop, isMobile: true };

describe('applyHeaderConfig', () => {
  it('switches layout and remembers the previous one', () => {
    expect(applyHeaderConfig(desktop, 'cart')).toMatchObject({ currentHeaderConfig: 'cart', prevHeaderConfig: 'shop', isFixed: false });
  });

  it('falls back to main for an unknown name', () => {
    expect(applyHeaderConfig(desktop, 'nieznany')).toMatchObject({ currentHeaderConfig: 'main', prevHeaderConfig: 'shop' });
    expect(resolveHeaderVariant(undefined)).toBe('main');
  });

  it('fixed keeps the current layout on a desktop and marks the header fixed', () => {
    expect(applyHeaderConfig(desktop, 'fixed')).toMatchObject({
      currentHeaderConfig: 'shop',
      prevHeaderConfig: 'shop',
      isFixed: true,
      fixedMobile: false,
    });
  });

  it('fixed on a phone or tablet becomes main with fixedMobile set', () => {
    expect(applyHeaderConfig(phone, 'fixed')).toMatchObject({
      currentHeaderConfig: 'main',
      prevHeaderConfig: 'shop',
      isFixed: true,
      fixedMobile: true,
    });
  });

  it('applying fixed twice changes nothing the second time', () => {
    const fixed = applyHeaderConfig(phone, 'fixed');
    expect(applyHeaderConfig(fixed, 'fixed')).toBe(fixed);
  });

  it('returns the same state when the layout is already on show', () => {
    expect(applyHeaderConfig(desktop, 'shop')).toBe(desktop);
  });

  it('a new layout ends the fixed mode', () => {
    const fixed = applyHeaderConfig(phone, 'fixed');
    expect(applyHeaderConfig(fixed, 'cart')).toMatchObject({ currentHeaderConfig: 'cart', isFixed: false, fixedMobile: false });
  });
});

describe('restoreHeaderConfig', () => {
  it('returns from the mobile fixed header to the layout before it', () => {
    const restored = restoreHeaderConfig(applyHeaderConfig(phone, 'fixed'));
    expect(restored).toMatchObject({ currentHeaderConfig: 'shop', isFixed: false, fixedMobile: false });
  });

  it('returns to the previous layout after a switch', () => {
    expect(restoreHeaderConfig(applyHeaderConfig(desktop, 'page')).currentHeaderConfig).toBe('shop');
  });
});

describe('headerVariantOfPath', () => {
  it.each([
    ['/', 'main'],
    ['/produkt/mydlo-5-l', 'shop'],
    ['/kategoria/dozowniki/p/2', 'shop'],
    ['/koszyk', 'cart'],
    ['/myj-rece', 'page'],
    ['/nie/ma/takiej/strony', 'main'],
    ['/kontakt', 'main'],
  ])('%s uses the %s header', (path, variant) => {
    expect(headerVariantOfPath(path)).toBe(variant);
  });

  it('gives a product enquiry on the contact page the shop header (spec §2), and only a well-formed one', () => {
    expect(headerVariantOfPath('/kontakt', '?productNumber=CZ-10306&productName=Czy%C5%9Bciwo')).toBe('shop');
    expect(headerVariantOfPath('/kontakt', '?productNumber=CZ-10306')).toBe('main');
    expect(headerVariantOfPath('/kontakt', '?productNumber=CZ-10306&productName=%3Cb%3E')).toBe('main');
    expect(headerVariantOfPath('/', '?productNumber=CZ-10306&productName=Czy%C5%9Bciwo')).toBe('main');
  });
});

describe('barsOf', () => {
  it('cart hides the top, main and content bars and shows the cart main bar', () => {
    expect(barsOf('cart')).toEqual({ topBar: false, mainBar: false, cartMainBar: true, categoryBar: true, contentBar: false });
  });

  it.each(['main', 'shop', 'page'] as const)('%s shows the top, main, category and content bars', (layout) => {
    expect(barsOf(layout)).toEqual({ topBar: true, mainBar: true, cartMainBar: false, categoryBar: true, contentBar: true });
  });
});
