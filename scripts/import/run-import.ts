/**
 * The import's work against a shop, with no file or process access (so a worker test runs it
 * in-process against the API): for each checked item, read the shop's copy through the admin API,
 * then create it (404), update the fields that differ, or leave it (unchanged). Each item is one
 * admin write, which the API makes one D1 batch, so an item is either in the shop whole or not
 * at all; a refused one is reported with its line and the API's Polish reason. A dry run only
 * reads.
 */
import type { ProductFields } from '#worker/api/admin/product-schemas.ts';
import type { PostBody } from './post-files.ts';
import { changedFields, type ProductRow, type RowProblem } from './product-rows.ts';

export type Outcome = 'created' | 'updated' | 'unchanged' | 'would create' | 'would update' | 'rejected';

export interface ItemResult {
  line: number;
  slug: string;
  outcome: Outcome;
  /** The fields an update changes (or would). */
  changed?: string[];
  problem?: RowProblem;
}

export interface ImportTarget {
  /** The shop's origin, `http://127.0.0.1:8787` or `https://sklep.example`. */
  origin: string;
  /** The secret of an integration of that shop's ADMIN_API_TOKEN: the journal and the audit log name the integration. */
  token: string;
  /** The fetch to use (a test passes the worker's own). */
  fetch?: (request: Request) => Promise<Response>;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Items in flight at once. */
  concurrency?: number;
  /** Called after each item. */
  onProgress?: (done: number, total: number) => void;
}

/** How one kind of content is read, created and updated through the admin API. */
export interface ImportFamily<Item> {
  readPath(item: Item): string;
  createPath: string;
  /** The create's body, or why this item cannot create (a file that only updates). */
  createBody(item: Item): { body: unknown } | { refusal: string };
  /** The update's body: the item's fields that differ from the shop's copy (empty: unchanged). */
  changes(item: Item, current: Record<string, unknown>): Record<string, unknown>;
  line(item: Item): number;
  slug(item: Item): string;
}

export const productFamily: ImportFamily<ProductRow> = {
  readPath: (row) => `/api/admin/v1/products/${row.slug}`,
  createPath: '/api/admin/v1/products',
  createBody: (row) =>
    row.create
      ? { body: row.create }
      : { refusal: `Nie ma w sklepie produktu o tym slugu; aby go dodać, plik potrzebuje kolumn: ${row.missingColumns.join(', ')}.` },
  changes: (row, current) => {
    const stock = current.stock as ProductFields['stock'] | undefined;
    const wanted =
      row.keepsSupplierDays && row.fields.stock && stock
        ? { ...row.fields, stock: { ...row.fields.stock, supplierDeliveryDays: stock.supplierDeliveryDays } }
        : row.fields;
    return changedFields(wanted, current) as Record<string, unknown>;
  },
  line: (row) => row.line,
  slug: (row) => row.slug,
};

export interface PostItem {
  line: number;
  file: string;
  post: PostBody;
}

export const postFamily: ImportFamily<PostItem> = {
  readPath: (item) => `/api/admin/v1/blog-posts/${item.post.slug}`,
  createPath: '/api/admin/v1/blog-posts',
  createBody: (item) => ({ body: item.post }),
  changes: (item, current) => {
    const { slug: _slug, ...fields } = item.post;
    const wanted = { ...fields, publishedAt: new Date(fields.publishedAt).toISOString(), tagSlugs: [...fields.tagSlugs].sort() };
    return changedFields(wanted as Partial<ProductFields>, current) as Record<string, unknown>;
  },
  line: (item) => item.line,
  slug: (item) => item.post.slug,
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function send(target: ImportTarget, method: string, path: string, body?: unknown): Promise<Answer> {
  const request = new Request(`${target.origin}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${target.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await (target.fetch ?? fetch)(request);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: response.status, body: { error: { code: 'not_json', message: `Odpowiedź HTTP ${response.status} nie jest JSON-em.` } } };
  }
}

function refusal(line: number, slug: string, answer: Answer): ItemResult {
  const error = (answer.body.error ?? {}) as { message?: string; fields?: Record<string, string> };
  return {
    line,
    slug,
    outcome: 'rejected',
    problem: { line, slug, message: `${answer.status}: ${error.message ?? 'odmowa bez opisu'}`, ...(error.fields ? { fields: error.fields } : {}) },
  };
}

/** Brings one item to the shop (or says what would change). */
async function importItem<Item>(family: ImportFamily<Item>, item: Item, target: ImportTarget, dryRun: boolean): Promise<ItemResult> {
  const line = family.line(item);
  const slug = family.slug(item);
  const current = await send(target, 'GET', family.readPath(item));
  if (current.status === 404) {
    const create = family.createBody(item);
    if ('refusal' in create) return { line, slug, outcome: 'rejected', problem: { line, slug, message: create.refusal } };
    if (dryRun) return { line, slug, outcome: 'would create' };
    const created = await send(target, 'POST', family.createPath, create.body);
    return created.status === 200 ? { line, slug, outcome: 'created' } : refusal(line, slug, created);
  }
  if (current.status !== 200) return refusal(line, slug, current);
  const changes = family.changes(item, current.body);
  const changed = Object.keys(changes);
  if (changed.length === 0) return { line, slug, outcome: 'unchanged' };
  if (dryRun) return { line, slug, outcome: 'would update', changed };
  const updated = await send(target, 'PATCH', family.readPath(item), changes);
  return updated.status === 200 ? { line, slug, outcome: 'updated', changed } : refusal(line, slug, updated);
}

/** Imports the items, `concurrency` at a time; the results in the items' order. */
export async function importItems<Item>(
  family: ImportFamily<Item>,
  items: readonly Item[],
  target: ImportTarget,
  options: ImportOptions,
): Promise<ItemResult[]> {
  const results: ItemResult[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as Item;
      try {
        results[index] = await importItem(family, item, target, options.dryRun);
      } catch (error) {
        const line = family.line(item);
        const slug = family.slug(item);
        const message = `Brak połączenia ze sklepem: ${error instanceof Error ? error.message : String(error)}`;
        results[index] = { line, slug, outcome: 'rejected', problem: { line, slug, message } };
      }
      options.onProgress?.(++done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 6, items.length)) }, worker));
  return results;
}
