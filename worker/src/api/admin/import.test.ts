/**
 * `npm run import` against the shop (issue 18): 1,000 generated products written as a CSV (names
 * with the separator, quotes and line breaks, prices in złoty) with a few bad rows, read and sent
 * through the admin API in-process (the import's core takes the worker's own fetch; the CLI only
 * adds files, a local worker and the progress bar). Exactly the bad rows are reported, with
 * their lines; every other product is in the shop as written; a second run changes nothing, and
 * a dry run writes nothing. Also the Markdown posts.
 */
import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { csvField, parseCsv } from '#scripts/import/csv.ts';
import { readPostFile } from '#scripts/import/post-files.ts';
import { readHeader, readProductRows } from '#scripts/import/product-rows.ts';
import { type ImportTarget, importItems, postFamily, productFamily } from '#scripts/import/run-import.ts';
import { ORIGIN } from '#worker-test/requests.ts';

beforeAll(() => {
  // Three log lines per written product (request, admin call, content write) would cost more than the writes.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

beforeAll(() => {
  // Three log lines per written product (request, admin call, content write) would cost more than the writes.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

const target: ImportTarget = { origin: ORIGIN, token: env.ADMIN_API_TOKEN, fetch: (request) => SELF.fetch(request) };

/** A valid EAN-13 from a 12-digit stem. */
function ean(stem: string): string {
  const sum = [...stem].reduce((total, digit, position) => total + Number(digit) * (position % 2 === 0 ? 1 : 3), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

const COLUMNS = [
  'slug',
  'number',
  'name',
  'ean',
  'price_net',
  'vat',
  'stock',
  'main_category',
  'categories',
  'flags',
  'cover_image',
  'producer',
  'description',
  'manufacturer_name',
  'manufacturer_address',
  'manufacturer_email',
];

interface Generated {
  slug: string;
  name: string;
  grosze: number;
  vat: number;
  stock: number;
  cells: string[];
}

async function references() {
  const [categories, media, takenEan] = await env.DB.batch<{ v: string }>([
    env.DB.prepare("SELECT slug AS v FROM categories WHERE kind = 'regular' ORDER BY id LIMIT 4"),
    env.DB.prepare("SELECT path AS v FROM media WHERE path LIKE 'products/%' ORDER BY path LIMIT 3"),
    env.DB.prepare('SELECT ean_code AS v FROM products ORDER BY id LIMIT 1'),
  ]);
  const values = (result: typeof categories) => (result?.results ?? []).map((row) => row.v);
  return { categories: values(categories), media: values(media), takenEan: values(takenEan)[0] ?? '' };
}

/** 1,000 products: names from fast-check with the CSV's hard characters, prices in grosze written as złoty. */
function generateProducts(count: number, categories: string[], media: string[]): Generated[] {
  const names = fc.sample(
    fc
      .array(fc.constantFrom('Płyn', 'mydło', ';', ',', '"', '\n', 'żółć', ' ', '5 l', 'Ręcznik', "'"), { minLength: 1, maxLength: 8 })
      .map((parts) => `Produkt ${parts.join('')}`.trim()),
    { numRuns: count, seed: 18 },
  );
  const prices = fc.sample(fc.integer({ min: 1, max: 99_999_999 }), { numRuns: count, seed: 19 });
  return names.map((name, index) => {
    const grosze = prices[index] ?? 100;
    const vat = [0, 5, 8, 23][index % 4] ?? 23;
    const stock = index % 50;
    const slug = `import-${index}`;
    const zloty = `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
    const cells = [
      slug,
      `IMP-${index}`,
      name,
      ean(`2018${String(index).padStart(8, '0')}`),
      zloty,
      String(vat),
      String(stock),
      categories[index % 2] ?? '',
      index % 3 === 0 ? `${categories[2]}|${categories[3]}` : '',
      index % 5 === 0 ? 'new|eco' : '',
      media[index % media.length] ?? '',
      'Import "Test"; Sp. z o.o.',
      `Opis produktu ${index}\nw dwóch liniach; z przecinkiem, i "cudzysłowem".`,
      'Import "Test"; Sp. z o.o.',
      'ul. Składowa 5; 61-001 Poznań, Polska',
      'bezpieczenstwo@import.example',
    ];
    return { slug, name, grosze, vat, stock, cells };
  });
}

function csvOf(rows: string[][]): string {
  return `${rows.map((row) => row.map((cell) => csvField(cell, ';')).join(';')).join('\r\n')}\r\n`;
}

/** The file line each record starts on: the header is line 1, and a field's line breaks add lines. */
function startLines(rows: string[][]): number[] {
  let line = 1;
  return rows.map((row) => {
    const start = line;
    line += 1 + row.join('').split('\n').length - 1;
    return start;
  });
}

describe('importing a products CSV', () => {
  it('imports 1,000 generated products, reports exactly the bad rows with their lines, and a second run changes nothing', {
    // A guard against a hang, not a measure (scripts/bench/ measures): generous on a busy machine.
    timeout: 300_000,
  }, async () => {
    const { categories, media, takenEan } = await references();
    const products = generateProducts(1_000, categories, media);
    // The bad rows, by index: two the import refuses itself, three the shop refuses.
    const bad = new Map<number, (cells: string[]) => string[]>([
      [17, (cells) => cells.with(3, '5901234123450')], // EAN check digit
      [250, (cells) => cells.with(4, '12,345')], // three decimals of złoty
      [498, (cells) => cells.with(7, 'nie-ma-takiej-kategorii')], // 422 from the shop
      [733, (cells) => cells.with(3, takenEan)], // 409: a seeded product's EAN
      [999, (cells) => cells.with(0, 'import-998')], // the slug of the row before
    ]);
    const rows = [COLUMNS, ...products.map((product, index) => bad.get(index)?.(product.cells) ?? product.cells)];
    const lines = startLines(rows);
    const [header, ...records] = parseCsv(csvOf(rows));
    const read = readHeader(header);
    if ('error' in read) throw new Error(read.error);
    expect(records.map((record) => record.line)).toEqual(lines.slice(1));

    const { rows: checked, problems } = readProductRows(read.columns, records);
    const results = await importItems(productFamily, checked, target, { dryRun: false, concurrency: 8 });
    const reported = [...problems, ...results.flatMap((result) => (result.problem ? [result.problem] : []))];
    const badLines = [...bad.keys()].map((index) => lines[index + 1]);
    expect(reported.map((problem) => problem.line).sort((a, b) => a - b)).toEqual(badLines);
    const byLine = new Map(reported.map((problem) => [problem.line, problem]));
    expect(byLine.get(lines[18] ?? 0)?.fields).toHaveProperty('eanCode');
    expect(byLine.get(lines[251] ?? 0)?.fields).toHaveProperty('nettoPrice');
    expect(byLine.get(lines[499] ?? 0)?.message).toMatch(/^422: /);
    expect(byLine.get(lines[499] ?? 0)?.fields).toHaveProperty('mainCategorySlug');
    expect(byLine.get(lines[734] ?? 0)?.message).toMatch(/^409: .*EAN/);
    expect(byLine.get(lines[1000] ?? 0)?.message).toContain(`wierszu ${lines[999]}`);
    expect(results.filter((result) => result.outcome === 'created')).toHaveLength(995);

    // Every good row is in the shop as written; no bad one is, not even in part (nor in the journal).
    const { results: stored } = await env.DB.prepare(
      "SELECT slug, name, net_price, vat_rate, stock, description FROM products WHERE slug LIKE 'import-%' ORDER BY id",
    ).all<{ slug: string; name: string; net_price: number; vat_rate: number; stock: number; description: string }>();
    const good = products.filter((_product, index) => !bad.has(index));
    expect(stored.map((row) => row.slug).sort()).toEqual(good.map((product) => product.slug).sort());
    const storedBySlug = new Map(stored.map((row) => [row.slug, row]));
    for (const product of good) {
      expect(storedBySlug.get(product.slug)).toMatchObject({
        name: product.name,
        net_price: product.grosze,
        vat_rate: product.vat,
        stock: product.stock,
      });
    }
    const journalled = await env.DB.prepare("SELECT count(*) AS n FROM content_changes WHERE slug LIKE 'import-%' AND actor = 'api'").first('n');
    expect(journalled).toBe(995);

    // Run again (every tenth row): nothing to do; a dry run of a changed price says it would update, and writes nothing.
    const sample = checked.filter((_row, index) => index % 10 === 0);
    const again = await importItems(productFamily, sample, target, { dryRun: false, concurrency: 8 });
    expect(again).toHaveLength(100);
    expect(new Set(again.filter((result) => !result.problem).map((result) => result.outcome))).toEqual(new Set(['unchanged']));
    const first = checked[0];
    if (!first?.create) throw new Error('no row that creates');
    const repriced = { ...first, fields: { ...first.fields, nettoPrice: first.create.nettoPrice + 1 } };
    const dry = await importItems(productFamily, [repriced], target, { dryRun: true });
    expect(dry).toEqual([{ line: first.line, slug: first.slug, outcome: 'would update', changed: ['nettoPrice'] }]);
    expect(await env.DB.prepare('SELECT net_price FROM products WHERE slug = ?1').bind(first.slug).first('net_price')).toBe(first.create.nettoPrice);
  });

  it("updates only the columns the file has: without supplier_delivery_days a new stock keeps the shop's days", async () => {
    const { categories, media } = await references();
    const [product] = generateProducts(1, categories, media);
    const cells = (product?.cells ?? []).with(0, 'import-dni-dostawcy').with(1, 'IMP-DNI').with(3, ean('201900000001'));
    const importCsv = async (columns: string[], row: string[]) => {
      const [header, ...records] = parseCsv(csvOf([columns, row]));
      const read = readHeader(header);
      if ('error' in read) throw new Error(read.error);
      return importItems(productFamily, readProductRows(read.columns, records).rows, target, { dryRun: false });
    };
    expect(await importCsv([...COLUMNS, 'supplier_delivery_days'], [...cells, '7'])).toMatchObject([{ outcome: 'created' }]);
    expect(await importCsv(COLUMNS, cells.with(6, '99'))).toMatchObject([{ outcome: 'updated', changed: ['stock'] }]);
    const stored = await env.DB.prepare("SELECT stock, supplier_delivery_days FROM products WHERE slug = 'import-dni-dostawcy'").first();
    expect(stored).toEqual({ stock: 99, supplier_delivery_days: 7 });
  });

  it('takes a price list (slug and price): prices of products the shop has change, an unknown slug is reported', async () => {
    const { results: seededRows } = await env.DB.prepare('SELECT slug FROM products WHERE is_active = 1 ORDER BY id LIMIT 2').all<{ slug: string }>();
    const [one, two] = seededRows.map((row) => row.slug);
    const [header, ...records] = parseCsv(`slug;price_net\n${one};12,34\nnie-ma-takiego;1,00\n${two};0,99\n`);
    const read = readHeader(header);
    if ('error' in read) throw new Error(read.error);
    const { rows, problems } = readProductRows(read.columns, records);
    expect(problems).toEqual([]);
    const results = await importItems(productFamily, rows, target, { dryRun: false });
    expect(results.map((result) => [result.line, result.outcome])).toEqual([
      [2, 'updated'],
      [3, 'rejected'],
      [4, 'updated'],
    ]);
    expect(results[1]?.problem?.message).toContain('plik potrzebuje kolumn: number, name, ean, vat, stock');
    const prices = await env.DB.prepare('SELECT slug, net_price FROM products WHERE slug IN (?1, ?2) ORDER BY id').bind(one, two).all();
    expect(prices.results).toEqual([
      { slug: one, net_price: 1_234 },
      { slug: two, net_price: 99 },
    ]);
  });

  it('refuses to work with a wrong staff token: every row reported, nothing written', async () => {
    const { categories, media } = await references();
    const [product] = generateProducts(1, categories, media);
    const [header, ...records] = parseCsv(csvOf([COLUMNS, (product?.cells ?? []).with(0, 'import-bez-tokenu')]));
    const read = readHeader(header);
    if ('error' in read) throw new Error(read.error);
    const { rows } = readProductRows(read.columns, records);
    const results = await importItems(productFamily, rows, { ...target, token: `${env.ADMIN_API_TOKEN}x` }, { dryRun: false });
    expect(results).toMatchObject([{ line: 2, outcome: 'rejected', problem: { message: expect.stringMatching(/^401: /) } }]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM products WHERE slug = 'import-bez-tokenu'").first('n')).toBe(0);
  });
});

describe('importing Markdown posts', () => {
  it('creates a post from front matter and Markdown, in the blog markup, and updates only what changed', async () => {
    const [category, tag, cover] = await Promise.all([
      env.DB.prepare('SELECT slug FROM blog_categories LIMIT 1').first<string>('slug'),
      env.DB.prepare('SELECT slug FROM blog_tags LIMIT 1').first<string>('slug'),
      env.DB.prepare('SELECT cover_image FROM blog_posts LIMIT 1').first<string>('cover_image'),
    ]);
    const file = (title: string) =>
      [
        '---',
        `title: "${title}"`,
        'lead: Krótki wstęp.',
        "author: 'Ewa Redakcja'",
        `category: ${category}`,
        'tags:',
        `  - ${tag}`,
        `cover_image: ${cover}`,
        'published_at: 2026-02-01',
        '---',
        '# Nagłówek',
        '',
        'Akapit z **pogrubieniem**',
        'i [linkiem](https://example.com).',
        '',
        '* pierwszy',
        '* drugi',
      ].join('\n');
    const read = readPostFile('posts/porzadek-w-magazynie.md', file('Porządek w magazynie'));
    if (!('post' in read)) throw new Error(read.problem.message);
    expect(read.post).toMatchObject({ slug: 'porzadek-w-magazynie', tagSlugs: [tag], publishedAt: '2026-02-01T00:00:00Z' });
    expect(read.post.body).toBe('## Nagłówek\n\nAkapit z pogrubieniem i linkiem.\n\n- pierwszy\n- drugi');
    expect(await importItems(postFamily, [{ line: 1, file: 'x.md', post: read.post }], target, { dryRun: false })).toMatchObject([
      { outcome: 'created' },
    ]);
    expect(await importItems(postFamily, [{ line: 1, file: 'x.md', post: read.post }], target, { dryRun: false })).toMatchObject([
      { outcome: 'unchanged' },
    ]);
    const changed = readPostFile('posts/porzadek-w-magazynie.md', file('Porządek w magazynie 2026'));
    if (!('post' in changed)) throw new Error(changed.problem.message);
    expect(await importItems(postFamily, [{ line: 1, file: 'x.md', post: changed.post }], target, { dryRun: false })).toMatchObject([
      { outcome: 'updated', changed: ['title'] },
    ]);
    const shown = await SELF.fetch(`${ORIGIN}/api/public/v1/blog/posts/slug/porzadek-w-magazynie`);
    expect(await shown.json()).toMatchObject({ title: 'Porządek w magazynie 2026', author: 'Ewa Redakcja' });
  });

  it('reports a file without front matter, an unknown key, and a category the shop does not have', async () => {
    expect(readPostFile('a.md', '# Bez nagłówka')).toMatchObject({ problem: { line: 1 } });
    expect(readPostFile('a.md', '---\ntitle: X\ncolour: red\n---\nTekst')).toMatchObject({ problem: { message: expect.stringContaining('colour') } });
    expect(readPostFile('a.md', '---\ntitle: X\nzła linia\n---\nTekst')).toMatchObject({ problem: { line: 3 } });
    const cover = await env.DB.prepare('SELECT cover_image FROM blog_posts LIMIT 1').first<string>('cover_image');
    const read = readPostFile(
      'posts/zly.md',
      `---\ntitle: Zły\nlead: L\nauthor: A\ncategory: nie-ma\ncover_image: ${cover}\npublished_at: 2026-02-01T10:00:00Z\n---\nTekst`,
    );
    if (!('post' in read)) throw new Error(read.problem.message);
    const [result] = await importItems(postFamily, [{ line: 1, file: 'posts/zly.md', post: read.post }], target, { dryRun: false });
    expect(result).toMatchObject({
      outcome: 'rejected',
      problem: { message: expect.stringMatching(/^422: /), fields: { categorySlug: expect.any(String) } },
    });
  });
});
