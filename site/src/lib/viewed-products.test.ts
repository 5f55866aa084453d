import { describe, expect, it } from 'vitest';
import { addViewedProduct, parseViewedProducts, VIEWED_PRODUCTS_MAX, type ViewedProduct } from './viewed-products.ts';

function entry(index: number): ViewedProduct {
  const hex = index.toString(16).padStart(12, '0');
  return {
    uuid: `00000000-0000-4000-8000-${hex}`,
    number: `RP-${10_000 + index}`,
    slug: `produkt-${index}`,
    name: `Produkt ${index}`,
    image: { src: `/media/products/produkt-${index}-1.svg`, width: 600, height: 600 },
  };
}

describe('addViewedProduct', () => {
  it('puts the newest first', () => {
    expect(addViewedProduct([entry(1)], entry(2)).map((e) => e.slug)).toEqual(['produkt-2', 'produkt-1']);
  });

  it('keeps one entry per uuid, moving a viewed-again product to the front', () => {
    const history = [entry(3), entry(2), entry(1)];
    expect(addViewedProduct(history, entry(1)).map((e) => e.slug)).toEqual(['produkt-1', 'produkt-3', 'produkt-2']);
  });

  it('holds at most 15 entries, dropping the oldest', () => {
    let history: ViewedProduct[] = [];
    for (let index = 1; index <= 20; index++) history = addViewedProduct(history, entry(index));
    expect(history).toHaveLength(VIEWED_PRODUCTS_MAX);
    expect(history[0]?.slug).toBe('produkt-20');
    expect(history.at(-1)?.slug).toBe('produkt-6');
  });
});

describe('parseViewedProducts', () => {
  it('reads back what was stored', () => {
    const history = [entry(2), entry(1)];
    expect(parseViewedProducts(JSON.stringify(history))).toEqual(history);
  });

  it.each([null, '', 'nie-json', '{"uuid":"x"}', '42'])('gives an empty history for %j', (stored) => {
    expect(parseViewedProducts(stored)).toEqual([]);
  });

  it('drops malformed entries, foreign image origins and duplicates, keeping the rest', () => {
    const foreign = { ...entry(3), image: { ...entry(3).image, src: 'https://evil.example/x.svg' } };
    const badUuid = { ...entry(4), uuid: 'abc' };
    const stored = JSON.stringify([entry(1), foreign, badUuid, { ...entry(1), name: 'Kopia' }, entry(2), 'tekst', null]);
    expect(parseViewedProducts(stored).map((e) => e.slug)).toEqual(['produkt-1', 'produkt-2']);
  });

  it('never returns more than 15 entries', () => {
    const stored = JSON.stringify(Array.from({ length: 40 }, (_, index) => entry(index + 1)));
    expect(parseViewedProducts(stored)).toHaveLength(VIEWED_PRODUCTS_MAX);
  });
});

describe('parseViewedProducts field checks', () => {
  it.each([
    ['a slug with a slash', { slug: 'a/b' }],
    ['an empty name', { name: '' }],
    ['a size that is not a whole number', { image: { src: '/media/products/a.svg', width: 1.5, height: 600 } }],
    ['a path outside /media', { image: { src: '/../../etc/passwd', width: 600, height: 600 } }],
    ['a protocol-relative image', { image: { src: '//evil.example/a.svg', width: 600, height: 600 } }],
    ['a number that is not text', { number: 12 }],
  ])('drops an entry with %s', (_, change) => {
    expect(parseViewedProducts(JSON.stringify([{ ...entry(1), ...change }]))).toEqual([]);
  });

  it('keeps only the known fields of an entry', () => {
    const [kept] = parseViewedProducts(JSON.stringify([{ ...entry(1), price: 1, image: { ...entry(1).image, onload: 'x' } }]));
    expect(kept).toEqual(entry(1));
  });
});
