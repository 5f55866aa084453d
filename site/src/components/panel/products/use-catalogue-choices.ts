'use client';
/**
 * The categories and flags an editor picks from on the product screens: the shop's own public
 * tree (`GET /categories/tree/hierarchy`) flattened in tree order with each category's depth, and
 * the browse flags without the one the API derives from a running promotion.
 */
import useSWR from 'swr';
import { getJson } from '@/lib/api-client.ts';
import type { CategoryNode, Flag } from '@/lib/api-types.ts';

export interface CategoryChoice {
  slug: string;
  name: string;
  depth: number;
  /** Whether products may be assigned to it ("Promocje" chooses its own). */
  assignable: boolean;
}

/** The flag a running promotion gives (worker's DERIVED_FLAG): never assigned by hand. */
const DERIVED_FLAG = 'promotion';

function flatten(nodes: readonly CategoryNode[], depth = 0): CategoryChoice[] {
  return nodes.flatMap((node) => [
    { slug: node.slug, name: node.name, depth, assignable: node.kind === 'regular' },
    ...flatten(node.children, depth + 1),
  ]);
}

const treeShape = () => import('@/lib/generated/response-shapes/getCategoryTree.ts').then((module) => module.getCategoryTree);
const flagsShape = () => import('@/lib/generated/response-shapes/listFlags.ts').then((module) => module.listFlags);

export function useCatalogueChoices(): { categories: CategoryChoice[] | undefined; flags: Flag[] | undefined } {
  const tree = useSWR('/categories/tree/hierarchy', (path: string) => getJson<{ items: CategoryNode[] }>(path, treeShape), {
    revalidateOnFocus: false,
  });
  const flags = useSWR('/flags', (path: string) => getJson<{ items: Flag[] }>(path, flagsShape), { revalidateOnFocus: false });
  return {
    categories: tree.data ? flatten(tree.data.items) : undefined,
    flags: flags.data?.items.filter((flag) => flag.code !== DERIVED_FLAG),
  };
}

/** A category's name indented by its depth, for a select's option. */
export function indentedName(category: CategoryChoice): string {
  return `${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`;
}
