/**
 * The content the tested build was made from (site/content, written by the build's pull), so
 * tests pick real products and compare what the pages show with what the API said.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CategoryNode, Flag, Product, ProductSet, ProductSummary } from '../src/lib/api-types.ts';

const contentDir = path.join(import.meta.dirname, '..', 'content');

function readContent<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as T;
}

export const products = readContent<ProductSummary[]>('products.json');
export const productSets = readContent<ProductSet[]>('product-sets.json');
export const flags = readContent<Flag[]>('flags.json');
export const categoryTree = readContent<CategoryNode[]>('categories.json');
/** The company's history as the build pulled it (an editor's test adds to it, and a publish shows that). */
export const milestones = readContent<{ year: number; title: string }[]>('milestones.json');
export const builtAt = new Date(readContent<{ builtAt: string }>('manifest.json').builtAt);

export function productDetail(slug: string): Product {
  return readContent<Product>(path.join('products', `${slug}.json`));
}

/** The first product (in catalogue order) whose full record passes `predicate`. */
export function findProduct(predicate: (product: Product) => boolean, label: string): Product {
  for (const summary of products) {
    const product = productDetail(summary.slug);
    if (predicate(product)) return product;
  }
  throw new Error(`The catalogue has no ${label}`);
}
