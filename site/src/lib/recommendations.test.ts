import { describe, expect, it } from 'vitest';
import { isBuyable, recommendProducts } from './recommendations.ts';
import { productFixture } from './testing/product-fixture.ts';

const soaps = { uuid: 'c-soap', slug: 'mydla', name: 'Mydła' };
const dispensers = { uuid: 'c-disp', slug: 'dozowniki', name: 'Dozowniki' };
const bins = { uuid: 'c-bins', slug: 'kosze', name: 'Kosze' };
const closed = { addToCart: false, addToCartSupplier: false, buyAtProductSet: false, buyAtPromotion: false };

describe('recommendProducts', () => {
  const dispenser = productFixture({ name: 'Dozownik', mainCategory: dispensers });
  const refill = productFixture({ name: 'Wkład mydła', mainCategory: soaps });
  const otherDispenser = productFixture({ name: 'Inny dozownik', mainCategory: dispensers });
  const familyMember = productFixture({ name: 'Mydło w piance', mainCategory: soaps });
  const bestsellerBin = productFixture({ name: 'Kosz bestseller', mainCategory: bins, flags: ['bestseller'] });
  const plainBin = productFixture({ name: 'Kosz zwykły', mainCategory: bins });
  const unavailable = productFixture({ name: 'Dozownik wycofany', mainCategory: dispensers, buttons: closed });
  const catalogue = [plainBin, bestsellerBin, familyMember, otherDispenser, unavailable, refill, dispenser];
  const context = { setPartners: new Set([refill.uuid]), family: new Set([familyMember.uuid]) };

  it('ranks set partners, then the same category, then the family, then the shop favourites', () => {
    expect(recommendProducts(dispenser, catalogue, context).map((p) => p.name)).toEqual([
      'Wkład mydła',
      'Inny dozownik',
      'Mydło w piance',
      'Kosz bestseller',
      'Kosz zwykły',
    ]);
  });

  it('never recommends the product itself or what cannot be bought', () => {
    const names = recommendProducts(dispenser, catalogue, context).map((p) => p.name);
    expect(names).not.toContain('Dozownik');
    expect(names).not.toContain('Dozownik wycofany');
  });

  it('stops at the limit', () => {
    expect(recommendProducts(dispenser, catalogue, context, 2)).toHaveLength(2);
  });
});

describe('isBuyable', () => {
  it.each([
    ['addToCart', true],
    ['addToCartSupplier', true],
    ['buyAtProductSet', true],
    ['buyAtPromotion', true],
  ] as const)('is open when %s is', (button, expected) => {
    expect(isBuyable({ buttons: { ...closed, [button]: true } })).toBe(expected);
  });

  it('is closed when no button is', () => {
    expect(isBuyable({ buttons: closed })).toBe(false);
  });
});
