import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CategoryNode, Product, ProductSet } from '#lib/api-types.ts';
import { selectStaticParams } from '#lib/page-selection.ts';
import { recommendBeside } from '#lib/recommendations.ts';
import { productFixture } from '#scripts/test/fixtures/product-fixture.ts';
import { pagesRecommending, type SelectionContent, selectAffectedPages } from './affected-pages.ts';

function category(slug: string, children: CategoryNode[] = []): CategoryNode {
  return { uuid: `c-${slug}`, slug, name: slug, children } as unknown as CategoryNode;
}

const tree = [category('higiena', [category('mydla'), category('reczniki')]), category('kosze')];
const ref = (slug: string) => ({ uuid: `c-${slug}`, slug, name: slug });

function product(slug: string, main: string, extra: Partial<Product> = {}): Product {
  return productFixture({
    slug,
    uuid: `p-${slug}`,
    name: slug,
    mainCategory: ref(main),
    categorySlugs: main === 'kosze' ? ['kosze'] : [main, 'higiena'],
    breadcrumb: main === 'kosze' ? [ref('kosze')] : [ref('higiena'), ref(main)],
    ...extra,
  });
}

const soap = product('mydlo', 'mydla', { flags: ['bestseller'] });
const towel = product('recznik', 'reczniki');
const bin = product('kosz', 'kosze', { flags: ['new'] });
const set = { slug: 'zestaw', uuid: 's-1', items: [{ product: soap, quantity: 1 }] } as unknown as ProductSet;
const content: SelectionContent = {
  products: [soap, towel, bin],
  sets: [set],
  categories: tree,
  flags: [
    { code: 'bestseller', slug: 'bestsellery', name: 'Bestsellery' },
    { code: 'new', slug: 'nowosci', name: 'Nowości' },
  ] as SelectionContent['flags'],
};
const none = { added: [], changed: [], removed: [] };

describe('selectAffectedPages', () => {
  it('renders a product changed in price or text, its listings, sets and the pages recommending it', () => {
    const scope = selectAffectedPages({ products: { ...none, changed: ['mydlo'] } }, content);
    expect(scope.scope).toBe('selected');
    if (scope.scope !== 'selected') return;
    expect(scope.selection.routes).toEqual([]);
    expect(scope.selection.items).toMatchObject({
      category: ['higiena', 'mydla'],
      categoryPage: ['higiena', 'mydla'],
      browseFlag: ['bestsellery'],
      productSet: ['zestaw'],
      inProductSet: ['zestaw'],
    });
    // Every other product recommends the soap (a catalogue this small fills the row with all of it).
    expect(scope.selection.items.product).toEqual(['kosz', 'mydlo', 'recznik']);
  });

  it.each([
    ['categories', 'the category tree'],
    ['flags', 'flags'],
    ['branches', 'branches'],
    ['pages', 'content pages'],
    ['delivery-methods', 'delivery prices'],
    ['product-listings', 'a product added'],
    ['something-new', 'does not know'],
  ])('renders every page when %s changed, saying why', (group, reason) => {
    const scope = selectAffectedPages({ [group]: { ...none, changed: ['*'] } }, content);
    expect(scope.scope).toBe('all');
    expect(scope.reasons.join(' ')).toContain(reason);
  });

  it('renders every page when a product or a set is added or removed', () => {
    expect(selectAffectedPages({ products: { ...none, removed: ['x'] } }, content).scope).toBe('all');
    expect(selectAffectedPages({ products: { ...none, added: ['x'] } }, content).scope).toBe('all');
    expect(selectAffectedPages({ 'product-sets': { ...none, removed: ['x'] } }, content).scope).toBe('all');
  });

  it('renders all blog routes for a blog change, and only the always-rendered pages for the slider', () => {
    const blog = selectAffectedPages({ 'blog-posts': { ...none, changed: ['a'] } }, content);
    expect(blog.scope === 'selected' && blog.selection.routes).toContain('blogPost');
    const slider = selectAffectedPages({ slider: { ...none, changed: ['*'] } }, content);
    expect(slider).toMatchObject({ scope: 'selected', selection: { routes: [], items: {} } });
  });

  it('renders a changed set, its members and a category whose facets changed', () => {
    const scope = selectAffectedPages(
      { 'product-sets': { ...none, changed: ['zestaw'] }, 'category-facets': { ...none, changed: ['kosze'] } },
      content,
    );
    expect(scope).toMatchObject({
      scope: 'selected',
      selection: { items: { productSet: ['zestaw'], inProductSet: ['zestaw'], product: ['mydlo'], category: ['kosze'], categoryPage: ['kosze'] } },
    });
  });
});

describe('pagesRecommending', () => {
  const arbitraryCatalogue = fc.array(
    fc.record({ main: fc.constantFrom('mydla', 'reczniki', 'kosze'), bestseller: fc.boolean(), inSet: fc.boolean() }),
    { minLength: 1, maxLength: 30 },
  );
  test.prop([arbitraryCatalogue, fc.nat()])('names exactly the product pages whose recommendations show the product', (fields, pick) => {
    const products = fields.map((field, index) => product(`p${index}`, field.main, field.bestseller ? { flags: ['bestseller'] } : {}));
    const sets = [
      { slug: 's', uuid: 's', items: products.filter((_, index) => fields[index]?.inSet).map((item) => ({ product: item, quantity: 1 })) },
    ];
    const catalogue = { ...content, products, sets: sets as unknown as ProductSet[] };
    const target = products[pick % products.length] as Product;
    const categoryProducts = (slug: string) => products.filter((item) => item.categorySlugs.includes(slug));
    const expected = products
      .filter((page) => recommendBeside(page, { products, sets: catalogue.sets, categoryProducts }).some((shown) => shown.uuid === target.uuid))
      .map((page) => page.slug);
    expect(pagesRecommending(new Set([target.uuid]), catalogue)).toEqual(expected);
  });
});

describe('selectStaticParams', () => {
  const params = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
  it('keeps every param in a full build and the selected ones in an incremental one', () => {
    expect(selectStaticParams('product', 'slug', params, null)).toEqual(params);
    expect(selectStaticParams('product', 'slug', params, { routes: [], items: { product: ['c', 'x'] } })).toEqual([{ slug: 'c' }]);
    expect(selectStaticParams('product', 'slug', params, { routes: ['product'], items: {} })).toEqual(params);
  });

  it('renders the first item again when nothing of the route is selected (an export refuses an empty list)', () => {
    expect(selectStaticParams('category', 'slug', params, { routes: [], items: { product: ['a'] } })).toEqual([{ slug: 'a' }]);
  });
});
