import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { productFixture } from '#scripts/test/fixtures/product-fixture.ts';
import type { ProductSet, ProductSummary } from './api-types.ts';
import { isBuyable, recommendBeside, recommendProducts } from './recommendations.ts';

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

/** The plain definition the bucketed pass must match: score every candidate, sort, cut. */
function referenceRecommendations(
  product: ProductSummary,
  catalogue: ProductSummary[],
  context: { setPartners: Set<string>; family: Set<string> },
  limit: number,
) {
  const score = (candidate: ProductSummary) =>
    (context.setPartners.has(candidate.uuid) ? 8 : 0) +
    (candidate.mainCategory.uuid === product.mainCategory.uuid ? 4 : context.family.has(candidate.uuid) ? 2 : 0) +
    (candidate.flags.includes('recommended') ? 1 : 0) +
    (candidate.flags.includes('bestseller') ? 1 : 0);
  return catalogue
    .filter((candidate) => candidate.uuid !== product.uuid && isBuyable(candidate))
    .sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name, 'pl'))
    .slice(0, limit);
}

describe('recommendProducts against its plain definition', () => {
  const categories = [soaps, dispensers, bins];
  const arbitraryProduct = fc.record({
    name: fc.constantFrom('Ćma', 'cma', 'Żel', 'zel', 'Łódź', 'Mydło', 'mydlo', 'Ręcznik', 'Kosz', 'A', 'a'),
    category: fc.nat(categories.length - 1),
    flags: fc.subarray(['recommended', 'bestseller', 'new']),
    buyable: fc.boolean(),
    partner: fc.boolean(),
    family: fc.boolean(),
  });
  test.prop([fc.array(arbitraryProduct, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 12 })])(
    'picks the same products in the same order as a full sort by score and Polish name',
    (fields, limit) => {
      const catalogue = fields.map((field, index) =>
        productFixture({
          uuid: `p-${index}`,
          name: field.name,
          mainCategory: categories[field.category] ?? soaps,
          flags: field.flags,
          ...(field.buyable ? {} : { buttons: closed }),
        }),
      );
      const context = {
        setPartners: new Set(catalogue.filter((_, index) => fields[index]?.partner).map((p) => p.uuid)),
        family: new Set(catalogue.filter((_, index) => fields[index]?.family).map((p) => p.uuid)),
      };
      const product = catalogue[0] as ProductSummary;
      expect(recommendProducts(product, catalogue, context, limit).map((p) => p.uuid)).toEqual(
        referenceRecommendations(product, catalogue, context, limit).map((p) => p.uuid),
      );
    },
  );
});

describe('recommendBeside', () => {
  const parent = { uuid: 'c-root', slug: 'higiena', name: 'Higiena' };
  const categoryRefs = [soaps, dispensers, bins];
  test.prop([
    fc.array(fc.record({ category: fc.nat(2), bestseller: fc.boolean(), inSetA: fc.boolean(), inSetB: fc.boolean(), buyable: fc.boolean() }), {
      minLength: 1,
      maxLength: 25,
    }),
  ])('gives every product what a ranking of its own would (the shared rankings per context change nothing)', (fields) => {
    const catalogue = fields.map((field, index) => {
      const main = categoryRefs[field.category] ?? soaps;
      return productFixture({
        uuid: `p-${index}`,
        name: `Produkt ${index % 4}`,
        mainCategory: main,
        categorySlugs: [main.slug, parent.slug],
        breadcrumb: [parent, main],
        flags: field.bestseller ? ['bestseller'] : [],
        ...(field.buyable ? {} : { buttons: closed }),
      });
    });
    const setOf = (slug: string, key: 'inSetA' | 'inSetB') =>
      ({
        slug,
        uuid: slug,
        items: catalogue.filter((_, index) => fields[index]?.[key]).map((product) => ({ product, quantity: 1 })),
      }) as unknown as ProductSet;
    const sets = [setOf('a', 'inSetA'), setOf('b', 'inSetB')];
    const categoryProducts = (slug: string) => catalogue.filter((product) => product.categorySlugs.includes(slug));
    for (const product of catalogue) {
      const setPartners = new Set(
        sets
          .filter((set) => set.items.some((item) => item.product.uuid === product.uuid))
          .flatMap((set) => set.items.map((item) => item.product.uuid)),
      );
      const family = new Set(categoryProducts(parent.slug).map((item) => item.uuid));
      expect(recommendBeside(product, { products: catalogue, sets, categoryProducts }).map((item) => item.uuid)).toEqual(
        recommendProducts(product, catalogue, { setPartners, family }).map((item) => item.uuid),
      );
    }
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
