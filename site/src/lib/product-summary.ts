import type { Product, ProductOffer, ProductSummary } from './api-types.ts';

/** The listing fields of a product, without its description, gallery, breadcrumb and safety data. */
export function toProductSummary(product: Product): ProductSummary {
  const {
    uuid,
    number,
    slug,
    name,
    eanCode,
    producer,
    salesUnit,
    coverImage,
    price,
    buttons,
    stock,
    flags,
    mainCategory,
    hazardLabel,
    categorySlugs,
    updatedAt,
  } = product;
  return {
    uuid,
    number,
    slug,
    name,
    eanCode,
    producer,
    salesUnit,
    coverImage,
    price,
    buttons,
    stock,
    flags,
    mainCategory,
    hazardLabel,
    categorySlugs,
    updatedAt,
  };
}

/** The live part of a product: price, stock and the buttons that follow from them. */
export function toProductOffer({ uuid, number, price, buttons, stock }: ProductOffer): ProductOffer {
  return { uuid, number, price, buttons, stock };
}

/** What a product tile shows: the fields sent to the browser for rows of tiles it refreshes. */
export type TileProduct = Pick<
  ProductSummary,
  'uuid' | 'number' | 'slug' | 'name' | 'coverImage' | 'price' | 'stock' | 'salesUnit' | 'buttons' | 'hazardLabel'
>;

export function toTileProduct({ uuid, number, slug, name, coverImage, price, stock, salesUnit, buttons, hazardLabel }: TileProduct): TileProduct {
  return { uuid, number, slug, name, coverImage, price, stock, salesUnit, buttons, hazardLabel };
}
