/**
 * The viewed-product history (spec §3 productViewHistoryList, §4 rules) as valtio state, loaded
 * from and saved to local storage. Storage may be unavailable (privacy modes, full quota): the
 * history then lives for the page only, and nothing fails.
 */
import { proxy } from 'valtio/vanilla';
import { addViewedProduct, parseViewedProducts, VIEWED_PRODUCTS_STORAGE_KEY, type ViewedProduct } from '@/lib/viewed-products.ts';

export const viewedProductsStore = proxy<{ productViewHistoryList: ViewedProduct[]; isLoaded: boolean }>({
  productViewHistoryList: [],
  isLoaded: false,
});

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(VIEWED_PRODUCTS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(history: readonly ViewedProduct[]): void {
  try {
    window.localStorage.setItem(VIEWED_PRODUCTS_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage refused (private mode, quota): the history stays in memory for this page.
  }
}

/** Reads the stored history (again: another tab may have added to it). */
export function loadViewedProducts(): void {
  viewedProductsStore.productViewHistoryList = parseViewedProducts(readStorage());
  viewedProductsStore.isLoaded = true;
}

/** Records a product view: newest first, one entry per uuid, at most 15, saved at once. */
export function rememberViewedProduct(product: ViewedProduct): void {
  const history = addViewedProduct(parseViewedProducts(readStorage()), product);
  viewedProductsStore.productViewHistoryList = history;
  viewedProductsStore.isLoaded = true;
  writeStorage(history);
}
