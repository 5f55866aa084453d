import { describe, expect, it } from 'vitest';
import type { Product } from './api-types.ts';
import { availabilityOf, breadcrumbJsonLd, dateAfter, productJsonLd, serializeJsonLd } from './json-ld.ts';
import { productFixture } from './testing/product-fixture.ts';

const buttons = { addToCart: false, addToCartSupplier: false, buyAtProductSet: false, buyAtPromotion: false };

const product: Product = productFixture({
  uuid: '5d0f6c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  number: 'RP-10001',
  slug: 'recznik-papierowy',
  name: 'Ręcznik papierowy </script><script>alert(1)</script>',
  coverImage: { src: '/media/products/a.svg', big: '/media/products/a.svg', alt: 'a', width: 800, height: 800 },
  images: [{ src: '/media/products/a.svg', alt: 'a', width: 800, height: 800 }],
  buttons: { ...buttons, addToCart: true },
});

describe('productJsonLd', () => {
  const data = productJsonLd(product, { siteUrl: 'https://sklep.example', builtAt: new Date('2026-11-22T10:00:00Z') });

  it('describes the offer in PLN with the gross price, valid 14 days from the build', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'RP-10001',
      gtin13: '5901234123457',
      brand: { '@type': 'Brand', name: 'Merida' },
      image: ['https://sklep.example/media/products/a.svg'],
      offers: {
        '@type': 'Offer',
        price: '1230.00',
        priceCurrency: 'PLN',
        priceValidUntil: '2026-12-06',
        availability: 'https://schema.org/InStock',
        url: 'https://sklep.example/produkt/recznik-papierowy',
      },
    });
  });

  it('serializes without anything that could close the script element', () => {
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('availabilityOf', () => {
  it('is in stock when any add-to-cart style button is available (spec §4)', () => {
    expect(availabilityOf({ buttons })).toBe('https://schema.org/OutOfStock');
    for (const key of Object.keys(buttons)) {
      expect(availabilityOf({ buttons: { ...buttons, [key]: true } })).toBe('https://schema.org/InStock');
    }
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Strona główna', path: '/' },
          { name: 'Ręczniki', path: '/kategoria/reczniki' },
        ],
        'https://s.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Strona główna', item: 'https://s.example/' },
        { '@type': 'ListItem', position: 2, name: 'Ręczniki', item: 'https://s.example/kategoria/reczniki' },
      ],
    });
  });
});

describe('dateAfter', () => {
  it('adds days in UTC', () => {
    expect(dateAfter(new Date('2026-12-25T23:30:00Z'), 14)).toBe('2027-01-08');
  });
});
