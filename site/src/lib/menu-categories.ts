/**
 * The category tree as the menus need it: names, slugs, counts and children only. Passed from
 * the server to the menus in the browser once per page, so it is kept small.
 */
import type { CategoryNode } from './api-types.ts';

export interface MenuCategory {
  slug: string;
  name: string;
  productCount: number;
  isPromotion: boolean;
  children: MenuCategory[];
}

export function toMenuCategories(nodes: readonly CategoryNode[]): MenuCategory[] {
  return nodes.map((node) => ({
    slug: node.slug,
    name: node.name,
    productCount: node.productCount,
    isPromotion: node.kind === 'promotions',
    children: toMenuCategories(node.children),
  }));
}
