/**
 * The catalogue as the benchmarks read it: every product of `GET /products`, a page of 500 at a
 * time, past the edge cache (which may still hold pages of a catalogue seeded before), until the
 * pages end or `isEnough` says so. `read` fetches one address and answers its text, through
 * whichever transport the benchmark measures.
 */
import type { PagedResponse, Product } from '#lib/api-types.ts';

const PAGE_SIZE = 500;

export async function readProductPages(
  read: (url: string) => Promise<string>,
  api: string,
  isEnough: (products: readonly Product[]) => boolean = () => false,
): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | null = null;
  do {
    const page = JSON.parse(await read(`${api}/products?limit=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`)) as PagedResponse<Product>;
    products.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && !isEnough(products));
  return products;
}
