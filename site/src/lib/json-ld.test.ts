import { describe, expect, it } from 'vitest';
import { productFixture } from '#scripts/test/fixtures/product-fixture.ts';
import type { Product } from './api-types.ts';
import { OFFERED_DELIVERY_METHODS } from './delivery-methods.ts';
import { availabilityOf, breadcrumbJsonLd, dateAfter, type JsonLdContext, productJsonLd, productSetJsonLd, serializeJsonLd } from './json-ld.ts';

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

const context: JsonLdContext = {
  siteUrl: 'https://sklep.example',
  builtAt: new Date('2026-11-22T10:00:00Z'),
  deliveryMethods: OFFERED_DELIVERY_METHODS,
  returnsPageUrl: 'https://sklep.example/strona/reklamacje-i-zwroty',
};

describe('productJsonLd', () => {
  const data = productJsonLd(product, context);

  it('describes the offer in PLN with the gross price, valid 14 days from the build', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'RP-10001',
      gtin13: '5901234123457',
      brand: { '@type': 'Brand', name: 'Merida' },
      image: ['https://sklep.example/og/media/products/a.jpg'],
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

  it('ships to Poland by courier and parcel locker, free from the threshold, and takes returns for 14 days', () => {
    // 1000 zł net: past the 500 zł free-delivery threshold.
    expect(data.offers).toMatchObject({
      shippingDetails: [
        { shippingLabel: 'Kurier', shippingRate: { value: '0.00', currency: 'PLN' }, shippingDestination: { addressCountry: 'PL' } },
        { shippingLabel: 'Paczkomat InPost', shippingRate: { value: '0.00', currency: 'PLN' } },
      ],
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'PL',
        merchantReturnDays: 14,
        merchantReturnLink: 'https://sklep.example/strona/reklamacje-i-zwroty',
      },
    });
  });

  it('lists only raster pictures: the rendered cover, never an SVG', () => {
    const withPhoto = productFixture({
      coverImage: { src: '/media/products/b-1.svg', big: '/media/products/b-1.svg', alt: 'b', width: 800, height: 800 },
      images: [
        { src: '/media/products/b-1.svg', alt: 'b', width: 800, height: 800 },
        { src: '/media/products/b-2.jpg', alt: 'b', width: 800, height: 600 },
      ],
    });
    expect(productJsonLd(withPhoto, context).image).toEqual([
      'https://sklep.example/og/media/products/b-1.jpg',
      'https://sklep.example/media/products/b-2.jpg',
    ]);
  });

  it('serializes without anything that could close the script element', () => {
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });

  const hazard: NonNullable<Product['hazard']> = {
    classified: true,
    pictograms: ['GHS05', 'GHS09'],
    signalWord: 'Niebezpieczeństwo',
    hazardStatements: [
      { code: 'H314', text: 'Powoduje poważne oparzenia skóry oraz uszkodzenia oczu.' },
      { code: 'H400', text: 'Działa bardzo toksycznie na organizmy wodne.' },
      { code: 'EUH031', text: 'W kontakcie z kwasami uwalnia toksyczne gazy.' },
    ],
    precautionaryStatements: [{ code: 'P102', text: 'Chronić przed dziećmi.' }],
    substances: ['podchloryn sodu'],
    supplementalInformation: '',
    ufi: 'N1Q0-E0E3-V00Y-8SU1',
    nominalQuantity: '750 ml',
    safetyDataSheet: null,
  };

  it("states a classified chemical's pictograms, signal word, H statements and UFI as PropertyValues", () => {
    expect(productJsonLd(productFixture({ hazard }), context).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Piktogramy GHS', value: 'GHS05, GHS09' },
      { '@type': 'PropertyValue', name: 'Hasło ostrzegawcze', value: 'Niebezpieczeństwo' },
      { '@type': 'PropertyValue', name: 'Zwroty H', value: 'H314, H400, EUH031' },
      { '@type': 'PropertyValue', name: 'UFI', value: 'N1Q0-E0E3-V00Y-8SU1' },
    ]);
  });

  it('leaves out an element the label has not, such as a UFI', () => {
    const properties = productJsonLd(productFixture({ hazard: { ...hazard, ufi: null } }), context).additionalProperty;
    expect(properties).toEqual(expect.not.arrayContaining([expect.objectContaining({ name: 'UFI' })]));
  });

  it('has no additional properties for a product that is not a chemical, or a chemical not classified', () => {
    expect(data).not.toHaveProperty('additionalProperty');
    const notClassified = {
      ...hazard,
      classified: false,
      pictograms: [],
      signalWord: null,
      hazardStatements: [],
      precautionaryStatements: [],
      ufi: null,
    };
    expect(productJsonLd(productFixture({ hazard: notClassified }), context)).not.toHaveProperty('additionalProperty');
  });
});

describe('productSetJsonLd', () => {
  const item = (overrides: Parameters<typeof productFixture>[0]) => {
    const { description, shortDescription, color, content, images, shopProductDetails, breadcrumb, sets, createdAt, ...summary } =
      productFixture(overrides);
    return { product: summary, quantity: 2, nettoPrice: 10_000, grossPrice: 12_300 };
  };
  const set = {
    uuid: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    slug: 'zestaw-startowy',
    name: 'Zestaw startowy',
    description: 'Dozownik i wkłady.',
    coverImage: { src: '/media/sets/zestaw-startowy.svg', alt: 'Zestaw startowy', width: 800, height: 800 },
    items: [item({}), item({ stock: { quantity: 0, supplierDeliveryDays: 5 } })],
    price: { nettoPrice: 40_000, grossPrice: 49_200, regularGrossPrice: 52_000 },
    updatedAt: '2026-11-01T00:00:00.000Z',
  };

  it("offers the set as one product at the set's gross price, dispatched when its slowest item can be", () => {
    const data = productSetJsonLd(set, context);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Zestaw startowy',
      url: 'https://sklep.example/zestaw/zestaw-startowy',
      image: ['https://sklep.example/og/media/sets/zestaw-startowy.jpg'],
      offers: {
        '@type': 'Offer',
        price: '492.00',
        priceCurrency: 'PLN',
        priceValidUntil: '2026-12-06',
        availability: 'https://schema.org/InStock',
        // 400 zł net: under the threshold, so the courier's own 18 zł net (22,14 zł gross).
        shippingDetails: [
          { shippingRate: { value: '22.14' }, deliveryTime: { handlingTime: { minValue: 1, maxValue: 5 } } },
          { shippingRate: { value: '14.76' } },
        ],
        hasMerchantReturnPolicy: { merchantReturnDays: 14 },
      },
    });
  });

  it('is out of stock when an item cannot be bought', () => {
    const closed = { addToCart: false, addToCartSupplier: false, buyAtProductSet: false, buyAtPromotion: false };
    const data = productSetJsonLd({ ...set, items: [item({}), item({ buttons: closed })] }, context);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
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
