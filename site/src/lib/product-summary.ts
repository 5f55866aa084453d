import type { Product, ProductOffer, ProductSummary } from './api-types.ts';

/** The fields of `product` named by `keys`, and no other. */
function pick<T extends object, K extends keyof T>(product: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, product[key]])) as Pick<T, K>;
}

/** Every field of a summary (a field left out fails to type as a ProductSummary below). */
const SUMMARY_KEYS = [
  'uuid',
  'number',
  'slug',
  'name',
  'eanCode',
  'producer',
  'salesUnit',
  'coverImage',
  'price',
  'buttons',
  'stock',
  'flags',
  'mainCategory',
  'hazardLabel',
  'categorySlugs',
  'updatedAt',
] as const satisfies readonly (keyof ProductSummary)[];

/** The listing fields of a product, without its description, gallery, breadcrumb and safety data. */
export function toProductSummary(product: Product): ProductSummary {
  return pick(product, SUMMARY_KEYS);
}

/** The live part of a product: price, stock and the buttons that follow from them. */
export function toProductOffer(offer: ProductOffer): ProductOffer {
  return pick(offer, ['uuid', 'number', 'price', 'buttons', 'stock']);
}

const TILE_KEYS = ['uuid', 'number', 'slug', 'name', 'coverImage', 'price', 'stock', 'salesUnit', 'buttons', 'hazardLabel'] as const;

/** What a product tile shows: the fields sent to the browser for rows of tiles it refreshes. */
export type TileProduct = Pick<ProductSummary, (typeof TILE_KEYS)[number]>;

export function toTileProduct(product: TileProduct): TileProduct {
  return pick(product, TILE_KEYS);
}
