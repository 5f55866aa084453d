/**
 * What a cart line costs now, from the catalogue: the product's own price (its promotion's while
 * one runs, as products/queries.ts computes it) or, for a line added with an active set, the
 * set's item price (product-sets/queries.ts); line values are unit price × quantity, and the
 * totals group them by VAT rate. Pure: the same function prices a line when it is written
 * (the price the shopper is shown) and when the cart is read.
 */
import type { Product } from '#lib/api-types.ts';
import { multiply } from '#lib/money.ts';
import { type DocumentTotals, documentTotals } from '#lib/vat-totals.ts';
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
 * Totals of priced lines in the cart's words (`priceNetto`, `priceGross`): the one rule of
 * #lib/vat-totals.ts (VAT per rate from the net sum), by rate, highest first, and overall.
 * @example cartTotals([{ vatRate: 23, priceNetto: 6996 }]).vatByRate // [{ vatRate: 23, priceNetto: 6996, vat: 1609, priceGross: 8605 }]
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  return cartTotalsOf(documentTotals(lines.map((line) => ({ vatRate: line.vatRate, net: line.priceNetto }))));
}

/** A document's totals in the cart's words. */
export function cartTotalsOf(totals: DocumentTotals): CartTotals {
  return {
    priceNetto: totals.net,
    vatByRate: totals.byRate.map((rate) => ({ vatRate: rate.vatRate, priceNetto: rate.net, vat: rate.vat, priceGross: rate.gross })),
    priceGross: totals.gross,
  };
}
