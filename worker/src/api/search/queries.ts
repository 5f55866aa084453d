/**
 * Search queries on the FTS5 indexes of worker/migrations/0002_search.sql: products (ranked by
 * bm25 with the name weighing most, an exact product number or EAN always first), product sets
 * and articles (blog posts and pages), and typo corrections from the product-name vocabulary.
 */
import type { ArticleHit, NumberedPage, ProductSetSummary, ProductSummary, SearchSuggestion } from '../../../../site/src/lib/api-types.ts';
import { toProductSummary } from '../../../../site/src/lib/product-summary.ts';
import { getProductSetsByIds } from '../product-sets/queries.ts';
import { getProductsByIds } from '../products/queries.ts';
import { correctedTermLists, spellCorrection, spellingIn, type VocabularyTerm } from './corrections.ts';
import { exactCodeOf, prefixPhrase, toMatchExpression } from './match-expression.ts';

/** Column weights of product_search (name, code, category, producer, description) for bm25. */
const PRODUCT_RANK = 'bm25(product_search, 10.0, 6.0, 3.0, 4.0, 1.0)';
/** Column weights of content_search (kind, ref_id, title, body). */
const CONTENT_RANK = 'bm25(content_search, 0.0, 0.0, 8.0, 1.0)';

/** A search for the given folded words; `query` is the text as typed (for exact codes). */
export interface SearchInput {
  query: string;
  terms: readonly string[];
}

function productMatch(terms: readonly string[]): string {
  return toMatchExpression(terms, ['name', 'code', 'producer']);
}

/** Names that begin with the first word. */
function nameStartMatch(terms: readonly string[]): string {
  return `name : ^${prefixPhrase(terms[0] ?? '')}`;
}

function contentMatch(terms: readonly string[]): string {
  return toMatchExpression(terms, ['title']);
}

/**
 * Product ids of one page of hits: an exact number or EAN first; then products whose name starts
 * with the first word (the kind of product: `ręcznik` ranks towels above towel dispensers); then
 * by bm25, then by id.
 */
function productHitsStatement(db: D1Database, { query, terms }: SearchInput, limit: number, offset: number): D1PreparedStatement {
  const exact = exactCodeOf(query);
  return db
    .prepare(
      `SELECT rowid AS id FROM product_search WHERE product_search MATCH ?1
       ORDER BY rowid IN (SELECT id FROM products WHERE number = ?2 OR ean_code = ?3) DESC,
         rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ?4) DESC,
         ${PRODUCT_RANK}, rowid
       LIMIT ?5 OFFSET ?6`,
    )
    .bind(productMatch(terms), exact.number, exact.ean, nameStartMatch(terms), limit, offset);
}

function productCountStatement(db: D1Database, terms: readonly string[]): D1PreparedStatement {
  return db.prepare('SELECT count(*) AS total FROM product_search WHERE product_search MATCH ?1').bind(productMatch(terms));
}

function contentHitsStatement(db: D1Database, terms: readonly string[], limit: number): D1PreparedStatement {
  return db
    .prepare(`SELECT kind, ref_id FROM content_search WHERE content_search MATCH ?1 ORDER BY ${CONTENT_RANK} LIMIT ?2`)
    .bind(contentMatch(terms), limit);
}

interface ContentHitRow {
  kind: 'productSet' | 'blogPost' | 'page';
  ref_id: number;
}

async function productsInOrder(db: D1Database, now: string, ids: readonly number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const products = await getProductsByIds(db, now, ids);
  return ids.flatMap((id) => {
    const product = products.get(id);
    return product ? [toProductSummary(product)] : [];
  });
}

interface ArticleRow {
  id: number;
  type: 'blogPost' | 'page';
  slug: string;
  title: string;
  lead: string;
  kind: 'content' | 'landing' | 'special' | null;
  published_at: string | null;
}

/** Published posts and pages of the hits, in the order of the hits. */
async function articlesOf(db: D1Database, now: string, hits: readonly ContentHitRow[], limit: number): Promise<ArticleHit[]> {
  const postIds = hits.filter((hit) => hit.kind === 'blogPost').map((hit) => hit.ref_id);
  const pageIds = hits.filter((hit) => hit.kind === 'page').map((hit) => hit.ref_id);
  if (postIds.length === 0 && pageIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT id, 'blogPost' AS type, slug, title, lead, NULL AS kind, published_at FROM blog_posts
         WHERE id IN (SELECT value FROM json_each(?1)) AND published_at <= ?3
       UNION ALL
       SELECT id, 'page', slug, title, lead, kind, NULL FROM pages WHERE id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(JSON.stringify(postIds), JSON.stringify(pageIds), now)
    .all<ArticleRow>();
  const byKey = new Map(results.map((row) => [`${row.type}:${row.id}`, row]));
  return hits
    .flatMap((hit): ArticleHit[] => {
      const row = byKey.get(`${hit.kind}:${hit.ref_id}`);
      if (!row) return [];
      if (row.type === 'blogPost')
        return [{ type: 'blogPost', slug: row.slug, title: row.title, lead: row.lead, publishedAt: row.published_at ?? '' }];
      return [{ type: 'page', kind: row.kind ?? 'content', slug: row.slug, title: row.title, lead: row.lead }];
    })
    .slice(0, limit);
}

function setIdsOf(hits: readonly ContentHitRow[], limit: number): number[] {
  return hits
    .filter((hit) => hit.kind === 'productSet')
    .slice(0, limit)
    .map((hit) => hit.ref_id);
}

/** Slugs and names of active sets, in the order of the ids. */
async function setNamesOf(db: D1Database, ids: readonly number[]): Promise<{ slug: string; name: string }[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare('SELECT id, slug, name FROM product_sets WHERE is_active = 1 AND id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .all<{ id: number; slug: string; name: string }>();
  return ids.flatMap((id) => results.filter((row) => row.id === id));
}

export interface FullSearch {
  products: NumberedPage<ProductSummary>;
  productSets: ProductSetSummary[];
  articles: ArticleHit[];
}

/** Content hits read per search: enough to fill the sets and articles shown beside products. */
const CONTENT_HITS = 60;

/** One page of product hits with the total, and the best sets and articles. */
export async function searchEverything(
  db: D1Database,
  now: string,
  input: SearchInput,
  paging: { page: number; pageSize: number; sets: number; articles: number },
): Promise<FullSearch> {
  const offset = (paging.page - 1) * paging.pageSize;
  const [count, page, content] = await db.batch<Record<string, unknown>>([
    productCountStatement(db, input.terms),
    productHitsStatement(db, input, paging.pageSize, offset),
    contentHitsStatement(db, input.terms, CONTENT_HITS),
  ]);
  const total = Number((count?.results[0] as { total?: number } | undefined)?.total ?? 0);
  const ids = ((page?.results ?? []) as { id: number }[]).map((row) => row.id);
  const hits = (content?.results ?? []) as unknown as ContentHitRow[];
  const [products, sets, articles] = await Promise.all([
    productsInOrder(db, now, ids),
    getProductSetsByIds(db, now, setIdsOf(hits, paging.sets)),
    articlesOf(db, now, hits, paging.articles),
  ]);
  return {
    products: { items: products, total, page: paging.page, pageSize: paging.pageSize, pageCount: Math.max(1, Math.ceil(total / paging.pageSize)) },
    productSets: sets.map(({ uuid, slug, name, coverImage, price }) => ({ uuid, slug, name, coverImage, price })),
    articles,
  };
}

/** The few best hits of each kind while the shopper types. */
export async function suggestHits(
  db: D1Database,
  now: string,
  input: SearchInput,
  limits: { products: number; sets: number; articles: number },
): Promise<SearchSuggestion[]> {
  const [page, content] = await db.batch<Record<string, unknown>>([
    productHitsStatement(db, input, limits.products, 0),
    contentHitsStatement(db, input.terms, CONTENT_HITS),
  ]);
  const ids = ((page?.results ?? []) as { id: number }[]).map((row) => row.id);
  const hits = (content?.results ?? []) as unknown as ContentHitRow[];
  const setIds = setIdsOf(hits, limits.sets);
  const [products, sets, articles] = await Promise.all([
    productsInOrder(db, now, ids),
    setNamesOf(db, setIds),
    articlesOf(db, now, hits, limits.articles),
  ]);
  return [
    ...products.map(
      (product): SearchSuggestion => ({
        type: 'product',
        slug: product.slug,
        name: product.name,
        number: product.number,
        price: { nettoPrice: product.price.nettoPrice, grossPrice: product.price.grossPrice },
        image: { src: product.coverImage.src, alt: product.coverImage.alt, width: product.coverImage.width, height: product.coverImage.height },
      }),
    ),
    ...sets.map((set): SearchSuggestion => ({ type: 'productSet', slug: set.slug, name: set.name })),
    ...articles,
  ];
}

/**
 * "Czy chodziło Ci o: ...": corrected queries that find products, with every word that names
 * something spelled as in product names (`dozownk mydla` → `dozownik mydła`). Called only when a
 * query found nothing, so reading the name vocabulary is affordable.
 */
export async function findCorrections(db: D1Database, input: SearchInput, limit = 3): Promise<string[]> {
  const { results: terms } = await db.prepare("SELECT term, doc FROM product_search_terms WHERE col = 'name'").all<VocabularyTerm>();
  // Tokens are letters and digits (and private-use characters, which no query word can hold).
  const vocabulary = terms.filter((entry) => /^[\p{L}\p{N}]+$/u.test(entry.term));
  const lists = correctedTermLists(input.terms, vocabulary, limit);
  if (lists.length === 0) return [];
  const words = new Set(vocabulary.map((entry) => entry.term));
  const toSpell = [...new Set(lists.flat())].filter((term) => words.has(term));
  const results = await db.batch<Record<string, unknown>>([
    ...lists.map((list) => productCountStatement(db, list)),
    ...toSpell.map((term) =>
      db
        .prepare('SELECT p.name FROM product_search s JOIN products p ON p.id = s.rowid WHERE product_search MATCH ?1 LIMIT 1')
        // Vocabulary words are letters and digits only (filtered above): safe inside quotes.
        .bind(`name : "${term}"`),
    ),
  ]);
  const spelled = new Map(
    toSpell.map((term, index) => {
      const row = results[lists.length + index]?.results[0] as { name?: string } | undefined;
      return [term, row?.name ? spellingIn(row.name, term) : term];
    }),
  );
  const suggestions = lists.flatMap((list, index) => {
    const found = Number((results[index]?.results[0] as { total?: number } | undefined)?.total ?? 0);
    if (found === 0) return [];
    const spelling = new Map(input.terms.map((original, position) => [original, spelled.get(list[position] ?? '') ?? list[position] ?? original]));
    return [spellCorrection(input.query, spelling)];
  });
  return [...new Set(suggestions)];
}
