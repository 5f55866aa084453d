/**
 * What a cart line costs now, from the catalogue: the product's own price (its promotion's while
 * one runs, as products/queries.ts computes it) or, for a line added with an active set, the
 * set's item price (product-sets/queries.ts); line values are unit price × quantity, and the
 * totals group them by VAT rate. Pure: the same function prices a line when it is written
 * (the price the shopper is shown) and when the cart is read.
 */
import type { Product } from '#lib/api-types.ts';
import { multiply } from '#lib/money.ts';
import { setItemUnitPrices } from '../product-sets/queries.ts';

export interface UnitPrices {
  nettoPrice: number;
  grossPrice: number;
}

/** The item of an active set a line was added with: its unit net price in the set. */
export interface SetItemPrice {
  setNetPrice: number;
}

/** The unit prices of `product` bought alone, or as the item of an active set. */
export function unitPricesOf(product: Product, setItem: SetItemPrice | null): UnitPrices {
  if (setItem === null) return { nettoPrice: product.price.nettoPrice, grossPrice: product.price.grossPrice };
  return setItemUnitPrices({
    quantity: 1,
    setNetPrice: setItem.setNetPrice,
    productNetPrice: product.price.nettoPrice,
    vatRate: product.price.vatRate,
  });
}

/** Whether the product can be bought on its own (spec §3 buttons: from stock or from the supplier). */
export function isSoldAlone(product: Product): boolean {
  return product.buttons.addToCart || product.buttons.addToCartSupplier;
}

export interface PricedLine {
  vatRate: number;
  priceNetto: number;
  priceGross: number;
}

/** A line's value: unit price × quantity, net and gross. */
export function lineValue(unit: UnitPrices, quantity: number): { priceNetto: number; priceGross: number } {
  return { priceNetto: multiply(unit.nettoPrice, quantity), priceGross: multiply(unit.grossPrice, quantity) };
}

export interface CartTotals {
  priceNetto: number;
  vatByRate: { vatRate: number; priceNetto: number; vat: number; priceGross: number }[];
  priceGross: number;
}

/**
 * Totals of priced lines: net and gross sums (of per-unit rounded prices, DESIGN.md "Money") and,
 * for each VAT rate, net, VAT and gross, highest rate first.
 * @example cartTotals([{ vatRate: 23, priceNetto: 1000, priceGross: 1230 }]).vatByRate // [{ vatRate: 23, priceNetto: 1000, vat: 230, priceGross: 1230 }]
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const byRate = new Map<number, { priceNetto: number; priceGross: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.vatRate) ?? { priceNetto: 0, priceGross: 0 };
    byRate.set(line.vatRate, { priceNetto: sum.priceNetto + line.priceNetto, priceGross: sum.priceGross + line.priceGross });
  }
  const vatByRate = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, sum]) => ({ vatRate, priceNetto: sum.priceNetto, vat: sum.priceGross - sum.priceNetto, priceGross: sum.priceGross }));
  return {
    priceNetto: vatByRate.reduce((total, rate) => total + rate.priceNetto, 0),
    vatByRate,
    priceGross: vatByRate.reduce((total, rate) => total + rate.priceGross, 0),
  };
}
