/**
 * Search queries on the FTS5 indexes of worker/migrations/0002_search.sql: products (ranked by
 * bm25 with the name weighing most, an exact product number or EAN always first), product sets
 * and articles (blog posts and pages), and typo corrections from the product-name vocabulary.
 * Each answer is one batch, one round trip to D1: the hits are joined to what is shown of them.
 */
import type { ArticleHit, NumberedPage, PageKind, ProductSetSummary, ProductSummary, SearchSuggestion } from '#lib/api-types.ts';
import { grossFromNet } from '#lib/money.ts';
import { toProductSummary } from '#lib/product-summary.ts';
import { CategoryIndex, type CategoryRow, categoryRowsStatement } from '../categories/queries.ts';
import { type ImageRow, toImage } from '../media/image.ts';
import { type SetSummaryRow, setSummaryColumns, toSetSummary } from '../product-sets/queries.ts';
import { contentOf, type ProductRow, productRowsStatement, runningPromotionSql, toProduct } from '../products/queries.ts';
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

function contentMatch(terms: readonly string[]): string {
  return toMatchExpression(terms, ['title']);
}

type Rows = D1Result<Record<string, unknown>> | undefined;
const rowsOf = <T>(result: Rows) => (result?.results ?? []) as unknown as T[];

/**
 * One page of product hits, best first: an exact number or EAN; then names that start with the
 * first word (the kind of product: `ręcznik` ranks towels above towel dispensers); then bm25; then
 * id. Parameters ?2 to ?7; the ranking columns are kept so the page is sorted again after a join.
 */
function productHitsSql(): string {
  return `WITH hits AS (
    SELECT rowid AS id,
      rowid IN (SELECT id FROM products WHERE number = ?3 OR ean_code = ?4) AS is_exact,
      rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ?5) AS starts_name,
      ${PRODUCT_RANK} AS score
    FROM product_search WHERE product_search MATCH ?2
    ORDER BY is_exact DESC, starts_name DESC, score, id LIMIT ?6 OFFSET ?7)`;
}

const HITS_ORDER = 'ORDER BY h.is_exact DESC, h.starts_name DESC, h.score, h.id';

function productHitsParams({ query, terms }: SearchInput, limit: number, offset: number): unknown[] {
  const exact = exactCodeOf(query);
  return [productMatch(terms), exact.number, exact.ean, `name : ^${prefixPhrase(terms[0] ?? '')}`, limit, offset];
}

/** One page of product hits as full product rows. */
function productHitsStatement(db: D1Database, now: string, input: SearchInput, limit: number, offset: number): D1PreparedStatement {
  return productRowsStatement(
    db,
    now,
    { head: productHitsSql(), tail: `JOIN hits h ON h.id = p.id ${HITS_ORDER}` },
    ...productHitsParams(input, limit, offset),
  );
}

type SuggestedProductRow = Pick<
  ProductRow,
  'slug' | 'name' | 'number' | 'color' | 'content_amount' | 'content_unit' | 'sales_unit' | 'net_price' | 'vat_rate'
> & {
  promotion_price: number | null;
  image_json: string | null;
};

/**
 * The few product hits of a suggestion list: only what the list shows (name, number, content,
 * colour, sales unit, price, picture), read from the product's own row.
 */
function suggestedProductsStatement(db: D1Database, now: string, input: SearchInput, limit: number): D1PreparedStatement {
  return db
    .prepare(
      `${productHitsSql()}
       SELECT p.slug, p.name, p.number, p.color, p.content_amount, p.content_unit, p.sales_unit, p.net_price, p.vat_rate, ${runningPromotionSql('pr.net_price')} AS promotion_price,
         (SELECT json_object('path', pi.path, 'alt', pi.alt, 'width', m.width, 'height', m.height)
            FROM product_images pi JOIN media m ON m.path = pi.path WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1) AS image_json
       FROM products p JOIN hits h ON h.id = p.id ${HITS_ORDER}`,
    )
    .bind(now, ...productHitsParams(input, limit, 0));
}

function toSuggestedProduct(row: SuggestedProductRow): SearchSuggestion {
  const nettoPrice = row.promotion_price ?? row.net_price;
  const image: ImageRow = row.image_json ? (JSON.parse(row.image_json) as ImageRow) : { path: '', alt: row.name, width: 1, height: 1 };
  return {
    type: 'product',
    slug: row.slug,
    name: row.name,
    number: row.number,
    color: row.color,
    content: contentOf(row),
    salesUnit: row.sales_unit,
    price: { nettoPrice, grossPrice: grossFromNet(nettoPrice, row.vat_rate) },
    image: toImage(image),
  };
}

function productCountStatement(db: D1Database, terms: readonly string[]): D1PreparedStatement {
  return db.prepare('SELECT count(*) AS total FROM product_search WHERE product_search MATCH ?1').bind(productMatch(terms));
}

/** The best active sets, with their pictures and prices. */
function setHitsStatement(db: D1Database, now: string, terms: readonly string[], limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${setSummaryColumns('?3')}
       FROM content_search c JOIN product_sets s ON s.id = c.ref_id AND s.is_active = 1 JOIN media m ON m.path = s.cover_image
       WHERE content_search MATCH ?1 AND c.kind = 'productSet' ORDER BY ${CONTENT_RANK} LIMIT ?2`,
    )
    .bind(contentMatch(terms), limit, now);
}

interface ArticleRow {
  type: 'blogPost' | 'page';
  slug: string;
  title: string;
  lead: string;
  page_kind: PageKind | null;
  published_at: string | null;
}

/** The best published blog posts and pages. */
function articleHitsStatement(db: D1Database, now: string, terms: readonly string[], limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT c.kind AS type, coalesce(b.slug, g.slug) AS slug, coalesce(b.title, g.title) AS title, coalesce(b.lead, g.lead) AS lead,
         g.kind AS page_kind, b.published_at
       FROM content_search c
       LEFT JOIN blog_posts b ON c.kind = 'blogPost' AND b.id = c.ref_id AND b.published_at <= ?3 AND b.is_published = 1
       LEFT JOIN pages g ON c.kind = 'page' AND g.id = c.ref_id AND g.is_published = 1
       WHERE content_search MATCH ?1 AND coalesce(b.id, g.id) IS NOT NULL
       ORDER BY ${CONTENT_RANK} LIMIT ?2`,
    )
    .bind(contentMatch(terms), limit, now);
}

function toArticle(row: ArticleRow): ArticleHit {
  if (row.type === 'blogPost') return { type: 'blogPost', slug: row.slug, title: row.title, lead: row.lead, publishedAt: row.published_at ?? '' };
  return { type: 'page', kind: row.page_kind ?? 'content', slug: row.slug, title: row.title, lead: row.lead };
}

function toSummaries(products: Rows, categories: Rows, now: string): ProductSummary[] {
  const index = new CategoryIndex(rowsOf<CategoryRow>(categories));
  return rowsOf<ProductRow>(products).map((row) => toProductSummary(toProduct(row, index, now)));
}

export interface FullSearch {
  products: NumberedPage<ProductSummary>;
  productSets: ProductSetSummary[];
  articles: ArticleHit[];
}

/** One page of product hits with the total, and the best sets (with their prices) and articles: one batch. */
export async function searchEverything(
  db: D1Database,
  now: string,
  input: SearchInput,
  paging: { page: number; pageSize: number; sets: number; articles: number },
): Promise<FullSearch> {
  const offset = (paging.page - 1) * paging.pageSize;
  const [count, products, categories, sets, articles] = await db.batch<Record<string, unknown>>([
    productCountStatement(db, input.terms),
    productHitsStatement(db, now, input, paging.pageSize, offset),
    categoryRowsStatement(db),
    setHitsStatement(db, now, input.terms, paging.sets),
    articleHitsStatement(db, now, input.terms, paging.articles),
  ]);
  const total = Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0);
  return {
    products: {
      items: toSummaries(products, categories, now),
      total,
      page: paging.page,
      pageSize: paging.pageSize,
      pageCount: Math.max(1, Math.ceil(total / paging.pageSize)),
    },
    productSets: rowsOf<SetSummaryRow>(sets).map(toSetSummary),
    articles: rowsOf<ArticleRow>(articles).map(toArticle),
  };
}

/** The few best hits of each kind while the shopper types. */
export async function suggestHits(
  db: D1Database,
  now: string,
  input: SearchInput,
  limits: { products: number; sets: number; articles: number },
): Promise<SearchSuggestion[]> {
  const [products, sets, articles] = await db.batch<Record<string, unknown>>([
    suggestedProductsStatement(db, now, input, limits.products),
    setHitsStatement(db, now, input.terms, limits.sets),
    articleHitsStatement(db, now, input.terms, limits.articles),
  ]);
  return [
    ...rowsOf<SuggestedProductRow>(products).map(toSuggestedProduct),
    ...rowsOf<{ slug: string; name: string }>(sets).map(({ slug, name }): SearchSuggestion => ({ type: 'productSet', slug, name })),
    ...rowsOf<ArticleRow>(articles).map(toArticle),
  ];
}

/** How long this isolate reuses the name vocabulary before reading it again. */
const VOCABULARY_TTL_MS = 5 * 60_000;
let vocabularyCache: { loadedAt: number; terms: VocabularyTerm[] } | null = null;

/**
 * The words of product names with how many products use them. Reading them from the fts5vocab
 * table walks the whole index (about 100 ms at 10,000 products), so an isolate keeps them for a
 * few minutes: a new word waits that long before it is offered as a correction.
 */
async function nameVocabulary(db: D1Database): Promise<VocabularyTerm[]> {
  // One isolate serves one shop database, so the cache needs no key.
  if (vocabularyCache && Date.now() - vocabularyCache.loadedAt < VOCABULARY_TTL_MS) return vocabularyCache.terms;
  const { results } = await db.prepare("SELECT term, doc FROM product_search_terms WHERE col = 'name'").all<VocabularyTerm>();
  // Tokens are letters and digits (and private-use characters, which no query word can hold).
  const terms = results.filter((entry) => /^[\p{L}\p{N}]+$/u.test(entry.term));
  vocabularyCache = { loadedAt: Date.now(), terms };
  return terms;
}

/**
 * "Czy chodziło Ci o: ...": corrected queries that find products, with every word that names
 * something spelled as in product names (`dozownk mydla` → `dozownik mydła`). Called only when a
 * query found nothing.
 */
export async function findCorrections(db: D1Database, input: SearchInput, limit = 3): Promise<string[]> {
  const vocabulary = await nameVocabulary(db);
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
      const name = rowsOf<{ name: string }>(results[lists.length + index])[0]?.name;
      return [term, name ? spellingIn(name, term) : term];
    }),
  );
  const suggestions = lists.flatMap((list, index) => {
    const found = Number(rowsOf<{ total: number }>(results[index])[0]?.total ?? 0);
    if (found === 0) return [];
    const spelling = new Map(input.terms.map((original, position) => [original, spelled.get(list[position] ?? '') ?? list[position] ?? original]));
    return [spellCorrection(input.query, spelling)];
  });
  return [...new Set(suggestions)];
}
