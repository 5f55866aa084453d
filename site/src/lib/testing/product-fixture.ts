/** A believable product for unit tests; override what the test is about. */
import type { Product } from '../api-types.ts';

let sequence = 0;

export function productFixture(overrides: Partial<Product> = {}): Product {
  sequence++;
  const id = sequence.toString(16).padStart(12, '0');
  const slug = overrides.slug ?? `produkt-${sequence}`;
  const image = { src: `/media/products/${slug}-1.svg`, alt: `Produkt ${sequence}`, width: 800, height: 800 };
  return {
    uuid: `5d0f6c1e-2a3b-4c5d-8e9f-${id}`,
    number: `RP-${10_000 + sequence}`,
    slug,
    name: `Produkt ${sequence}`,
    eanCode: '5901234123457',
    producer: 'Merida',
    salesUnit: 'szt.',
    coverImage: { ...image, big: image.src },
    images: [image],
    price: { nettoPrice: 100_000, grossPrice: 123_000, vatRate: 23, nettoMinPriceFromSet: null, promotion: null, unitPrice: null },
    buttons: { addToCart: true, addToCartSupplier: false, buyAtProductSet: false, buyAtPromotion: false },
    stock: { quantity: 5, supplierDeliveryDays: null },
    flags: [],
    mainCategory: { uuid: 'c1', slug: 'reczniki', name: 'Ręczniki' },
    categorySlugs: ['reczniki'],
    breadcrumb: [{ uuid: 'c1', slug: 'reczniki', name: 'Ręczniki' }],
    updatedAt: '2026-11-01T00:00:00.000Z',
    description: 'Opis',
    shortDescription: 'Krótki opis',
    color: null,
    content: null,
    shopProductDetails: { name: `Produkt ${sequence}`, description: 'Krótki opis' },
    sets: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
