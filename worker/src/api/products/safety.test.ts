/**
 * The products' safety data (issue 34): the seeded chemicals answer their CLP label elements with
 * the official texts and their GPSR data; the admin API takes only codes from the official lists,
 * pictograms and signal words that agree with them (CLP art. 19, 20, 26) and valid UFIs; refuses
 * to publish a chemical without its classification, a product without its GPSR data, and a
 * hazardous product described with a forbidden claim; takes a safety data sheet only when it is
 * a PDF by its content and serves it from the bucket with a long cache; and the CSV import fills
 * the same fields.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '#lib/api-types.ts';
import { requiredPictograms, requiredSignalWord } from '#lib/clp/label-rules.ts';
import { statementText } from '#lib/clp/statements.ts';
import { isValidUfi } from '#lib/clp/ufi.ts';
import { parseCsv } from '#scripts/import/csv.ts';
import { readHeader, readProductRows } from '#scripts/import/product-rows.ts';
import { importItems, productFamily } from '#scripts/import/run-import.ts';
import { staffHeaders } from '#worker-test/account-links.ts';
import { MINIMAL_PDF } from '#worker-test/fuzz-fixtures.ts';
import { ORIGIN } from '#worker-test/requests.ts';

function admin(path: string, method = 'GET', body?: unknown) {
  return SELF.fetch(`${ORIGIN}/api/admin/v1${path}`, {
    method,
    headers: { ...staffHeaders(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function publicProduct(slug: string): Promise<Product> {
  const response = await SELF.fetch(`${ORIGIN}/api/public/v1/products/slug/${slug}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Product;
}

/** A seeded product whose name starts so, with its hazard row. */
async function seededProduct(prefix: string): Promise<{ slug: string; name: string }> {
  const row = await env.DB.prepare(
    'SELECT p.slug, p.name FROM products p JOIN product_hazards h ON h.product_id = p.id WHERE p.is_active = 1 AND p.name LIKE ?1 ORDER BY p.id LIMIT 1',
  )
    .bind(`${prefix}%`)
    .first<{ slug: string; name: string }>();
  if (!row) throw new Error(`the seed has no product named ${prefix}…`);
  return row;
}

const SAFETY = {
  manufacturer: { name: 'Testowa Chemia Sp. z o.o.', address: 'ul. Fabryczna 1, 50-001 Wrocław, Polska', email: 'chemia@testowa.example' },
  responsiblePerson: null,
  warnings: ['Przechowywać w miejscu niedostępnym dla dzieci.'],
};

const CORROSIVE = {
  classified: true,
  pictograms: ['GHS05'],
  signalWord: 'Niebezpieczeństwo',
  hazardStatements: ['H290', 'H314'],
  precautionaryStatements: ['P280', 'P301+P330+P331', 'P305+P351+P338'],
  substances: ['wodorotlenek sodu'],
  nominalQuantity: '5 l',
};

/** A valid EAN-13 from a 12-digit stem. */
function ean(stem: string): string {
  const sum = [...stem].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

let sequence = 0;
/** A new product in the category `categorySlug` (a chemical one by default), valid but for `changes`. */
async function newProduct(changes: Record<string, unknown> = {}, categorySlug = 'srodki-do-kuchni') {
  sequence += 1;
  const media = await env.DB.prepare("SELECT path FROM media WHERE path LIKE 'products/%' ORDER BY path LIMIT 1").first<string>('path');
  return {
    slug: `odtluszczacz-testowy-${sequence}-${Date.now()}`,
    number: `CHT-${Date.now() % 1e6}-${sequence}`,
    name: 'Odtłuszczacz testowy 5 l',
    eanCode: ean(`2077${String(Date.now() % 1e6).padStart(6, '0')}${String(sequence).padStart(2, '0')}`),
    description: 'Silny odtłuszczacz do kuchni.',
    producer: 'Testowa Chemia',
    nettoPrice: 4_999,
    vatRate: 23,
    stock: { quantity: 12, supplierDeliveryDays: null },
    mainCategorySlug: categorySlug,
    categorySlugs: [],
    flags: [],
    coverImage: media,
    safety: SAFETY,
    hazard: CORROSIVE,
    ...changes,
  };
}

async function productCount(slug: string): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM products WHERE slug = ?1').bind(slug).first<number>('n')) ?? 0;
}

describe('the seeded chemicals', () => {
  it('answer the hypochlorite WC gel with every CLP label element, its official texts, UFI, sheet and the GPSR data', async () => {
    const { slug, name } = await seededProduct('Żel do czyszczenia WC');
    const product = await publicProduct(slug);
    expect(product.hazard).toMatchObject({
      classified: true,
      pictograms: ['GHS05', 'GHS09'],
      signalWord: 'Niebezpieczeństwo',
      substances: ['podchloryn sodu', 'wodorotlenek sodu'],
    });
    expect(product.hazard?.hazardStatements.map((statement) => statement.code)).toEqual(['H314', 'H400', 'EUH031']);
    expect(product.hazard?.hazardStatements[0]?.text).toBe('Powoduje poważne oparzenia skóry oraz uszkodzenia oczu.');
    for (const statement of [...(product.hazard?.hazardStatements ?? []), ...(product.hazard?.precautionaryStatements ?? [])])
      expect(statement.text).toBe(statementText(statement.code));
    expect(isValidUfi(product.hazard?.ufi ?? '')).toBe(true);
    expect(name.endsWith(product.hazard?.nominalQuantity ?? '?')).toBe(true);
    expect(product.hazard?.safetyDataSheet?.url).toMatch(/^\/karty-charakterystyki\/[a-z0-9-]+\.pdf$/);
    expect(product.hazardLabel).toEqual({ pictograms: ['GHS05', 'GHS09'], signalWord: 'Niebezpieczeństwo' });
    expect(product.safety?.manufacturer.email).toMatch(/@/);
  });

  it('answer the alcohol hand disinfectant as flammable and irritant, and a floor cleaner as not classified', async () => {
    const disinfectant = await publicProduct((await seededProduct('Płyn do dezynfekcji rąk')).slug);
    expect(disinfectant.hazard).toMatchObject({ pictograms: ['GHS02', 'GHS07'], signalWord: 'Niebezpieczeństwo' });
    expect(disinfectant.hazard?.hazardStatements.map((statement) => statement.code)).toEqual(['H225', 'H319']);
    const floor = await publicProduct((await seededProduct('Środek do mycia podłóg')).slug);
    expect(floor.hazard).toMatchObject({ classified: false, pictograms: [], signalWord: null, hazardStatements: [] });
    expect(floor.hazardLabel).toBeNull();
  });

  it('give every listed product its GPSR data, and the hazardous ones their label in listings', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/public/v1/products?limit=500`);
    const { items } = (await response.json()) as { items: Product[] };
    expect(items.length).toBeGreaterThan(100);
    for (const product of items) expect(product.safety, product.slug).not.toBeNull();
    const listing = await SELF.fetch(`${ORIGIN}/api/public/v1/categories/slug/srodki-do-sanitariatow/listing`);
    const { products } = (await listing.json()) as { products: { items: ProductSummary[] } };
    expect(products.items.some((product) => product.hazardLabel?.pictograms.includes('GHS05'))).toBe(true);
  });
});

describe('the admin API', () => {
  it('creates a classified chemical and answers it as written, with the texts in the public answer', async () => {
    const body = await newProduct({ hazard: { ...CORROSIVE, ufi: 'gmtt 2sqn 6fdd 6tv1' } });
    const response = await admin('/products', 'POST', body);
    expect(response.status).toBe(200);
    const written = (await response.json()) as { hazard: Record<string, unknown>; safety: unknown };
    expect(written.hazard).toMatchObject({ ...CORROSIVE, ufi: 'GMTT-2SQN-6FDD-6TV1' });
    expect(written.safety).toEqual(SAFETY);
    const product = await publicProduct(body.slug);
    expect(product.hazard?.precautionaryStatements[1]).toEqual({ code: 'P301+P330+P331', text: statementText('P301+P330+P331') });
  });

  it.each([
    ['an unknown H code', { hazard: { ...CORROSIVE, hazardStatements: ['H999'] } }, 'hazard'],
    ['an unknown P code', { hazard: { ...CORROSIVE, precautionaryStatements: ['P999'] } }, 'hazard'],
    ['a pictogram outside the nine', { hazard: { ...CORROSIVE, pictograms: ['GHS10'] } }, 'hazard'],
    ['a missing pictogram the codes call for', { hazard: { ...CORROSIVE, pictograms: [] } }, 'hazard'],
    ['a weaker signal word than the codes call for', { hazard: { ...CORROSIVE, signalWord: 'Uwaga' } }, 'hazard'],
    ['GHS07 beside GHS06 (art. 26)', { hazard: { ...CORROSIVE, pictograms: ['GHS06', 'GHS07'], hazardStatements: ['H301', 'H315'] } }, 'hazard'],
    ['a UFI with a wrong check character', { hazard: { ...CORROSIVE, ufi: 'GMTT-2SQN-6FDD-6TV2' } }, 'hazard'],
    ['a manufacturer without an e-mail', { safety: { ...SAFETY, manufacturer: { ...SAFETY.manufacturer, email: 'brak' } } }, 'safety'],
  ])('refuses %s with a Polish 400 and writes nothing', async (_case, changes, field) => {
    const body = await newProduct(changes);
    const response = await admin('/products', 'POST', body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
    const messages = Object.entries(error.fields).filter(([name]) => name.startsWith(field));
    expect(messages.length, JSON.stringify(error.fields)).toBeGreaterThan(0);
    expect(messages.map(([, message]) => message).join(' ')).toMatch(/[ąćęłńóśźżA-Z]/);
    expect(await productCount(body.slug)).toBe(0);
  });

  it('refuses to publish a chemical without its classification, but takes "not classified" and a non-chemical without one', async () => {
    const without = await newProduct({ hazard: null });
    const refused = await admin('/products', 'POST', without);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.hazard).toMatch(
      /Środki do kuchni.*klasyfikację CLP/,
    );
    expect(await productCount(without.slug)).toBe(0);
    expect((await admin('/products', 'POST', { ...without, published: false })).status).toBe(200);
    expect((await admin('/products', 'POST', await newProduct({ hazard: { classified: false } }))).status).toBe(200);
    expect((await admin('/products', 'POST', await newProduct({ hazard: null }, 'reczniki-w-roli'))).status).toBe(200);
    // Publishing the unpublished one later asks the same.
    expect((await admin(`/products/${without.slug}`, 'PATCH', { published: true })).status).toBe(422);
  });

  it('refuses a hazardous product described with a claim CLP art. 25 ust. 4 forbids, in any field and any inflection', async () => {
    for (const [field, text] of [
      ['description', 'Formuła nietoksyczna i bezpieczna.'],
      ['name', 'Odtłuszczacz EKO 5 l'],
      ['shortDescription', 'Przyjazny dla środowiska odtłuszczacz.'],
      ['description', 'Ekologiczna formuła.'],
    ] as const) {
      const body = await newProduct({ [field]: text });
      const response = await admin('/products', 'POST', body);
      expect(response.status, text).toBe(422);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toMatch(/CLP art\. 25 ust\. 4/);
    }
    // The same words are allowed for a product that is not classified.
    expect((await admin('/products', 'POST', await newProduct({ description: 'Ekologiczna formuła.', hazard: { classified: false } }))).status).toBe(
      200,
    );
  });

  test.prop(
    [fc.subarray(['H225', 'H290', 'H301', 'H302', 'H314', 'H315', 'H317', 'H318', 'H319', 'H334', 'H400', 'H410', 'EUH031'], { minLength: 1 })],
    {
      numRuns: 15,
    },
  )('takes any label whose pictograms and signal word are those its statements call for', async (codes) => {
    const signalWord = requiredSignalWord(codes);
    const hazard = {
      ...CORROSIVE,
      hazardStatements: codes,
      pictograms: requiredPictograms(codes),
      signalWord: signalWord === 'any' ? 'Uwaga' : signalWord,
    };
    const response = await admin('/products', 'POST', await newProduct({ hazard }));
    expect(response.status, await response.clone().text()).toBe(200);
  });

  test.prop([fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 })], { numRuns: 25 })(
    'answers any hazard or P code and any UFI text with a 200 or a 400, never a 5xx',
    async (code, ufi) => {
      const body = await newProduct({ hazard: { ...CORROSIVE, hazardStatements: ['H314', code], precautionaryStatements: [code], ufi } });
      const response = await admin('/products', 'POST', body);
      expect([200, 400]).toContain(response.status);
      if (response.status === 400) expect(await productCount(body.slug)).toBe(0);
    },
  );
});

const tinyPdf = () => new TextEncoder().encode(MINIMAL_PDF);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe('the safety data sheet', () => {
  it('is taken only as a PDF by its content, and served from the bucket with a year-long immutable cache', async () => {
    const body = await newProduct();
    expect((await admin('/products', 'POST', body)).status).toBe(200);
    const notPdf = await admin(`/products/${body.slug}/safety-data-sheet`, 'PUT', {
      date: '2026-03-01',
      pdfBase64: base64(new TextEncoder().encode('<html>karta.pdf</html>'.repeat(10))),
    });
    expect(notPdf.status).toBe(422);

    const sent = await admin(`/products/${body.slug}/safety-data-sheet`, 'PUT', { date: '2026-03-01', pdfBase64: base64(tinyPdf()) });
    expect(sent.status).toBe(200);
    const { safetyDataSheet } = (await sent.json()) as { safetyDataSheet: { url: string; date: string } };
    expect(safetyDataSheet.date).toBe('2026-03-01');
    expect((await publicProduct(body.slug)).hazard?.safetyDataSheet).toEqual(safetyDataSheet);

    const file = await SELF.fetch(`${ORIGIN}${safetyDataSheet.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(tinyPdf());
    const again = await SELF.fetch(`${ORIGIN}${safetyDataSheet.url}`, { headers: { 'If-None-Match': file.headers.get('ETag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await SELF.fetch(`${ORIGIN}/karty-charakterystyki/nie-ma-takiej.pdf`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/karty-charakterystyki/..%2Fsocial.pdf`)).status).toBe(404);
  });

  it('belongs to a chemical: a product without a classification gets a 409', async () => {
    const body = await newProduct({ hazard: null }, 'reczniki-w-roli');
    expect((await admin('/products', 'POST', body)).status).toBe(200);
    const response = await admin(`/products/${body.slug}/safety-data-sheet`, 'PUT', { date: '2026-03-01', pdfBase64: base64(tinyPdf()) });
    expect(response.status).toBe(409);
  });
});

describe('the CSV import', () => {
  it('fills the CLP and GPSR data from their columns, and reports a wrong code with its field', async () => {
    const media = await env.DB.prepare("SELECT path FROM media WHERE path LIKE 'products/%' ORDER BY path LIMIT 1").first<string>('path');
    const header =
      'slug;number;name;ean;price_net;vat;stock;main_category;cover_image;producer;description;manufacturer_name;manufacturer_address;manufacturer_email;safety_warnings;clp_classified;ghs_pictograms;signal_word;h_statements;p_statements;nominal_quantity;ufi';
    const row = (slug: string, number: string, ean: string, codes: string) =>
      `${slug};${number};Odkamieniacz z importu 1 l;${ean};19,99;23;5;srodki-do-sanitariatow;${media};Import;Kwaśny odkamieniacz.;Import Sp. z o.o.;ul. Składowa 5, 61-001 Poznań, Polska;bhp@import.example;Chronić przed dziećmi.|Nie mieszać z chlorem.;tak;GHS05;Niebezpieczeństwo;${codes};P280|P301+P330+P331;1 l;`;
    const csv = `${header}\n${row('odkamieniacz-z-importu', 'IMP-CLP-1', ean('207900000001'), 'H290|H314')}\n${row('odkamieniacz-zly', 'IMP-CLP-2', ean('207900000002'), 'H290|H3144')}\n`;
    const [head, ...records] = parseCsv(csv);
    const read = readHeader(head);
    if ('error' in read) throw new Error(read.error);
    const { rows, problems } = readProductRows(read.columns, records);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, slug: 'odkamieniacz-zly' });
    expect(Object.keys(problems[0]?.fields ?? {}).join()).toMatch(/hazard/);
    const results = await importItems(
      productFamily,
      rows,
      { origin: ORIGIN, token: env.ADMIN_API_TOKEN, fetch: (request) => SELF.fetch(request) },
      {
        dryRun: false,
      },
    );
    expect(results).toMatchObject([{ outcome: 'created' }]);
    const product = await publicProduct('odkamieniacz-z-importu');
    expect(product.hazard?.hazardStatements.map((statement) => statement.code)).toEqual(['H290', 'H314']);
    expect(product.safety?.warnings).toEqual(['Chronić przed dziećmi.', 'Nie mieszać z chlorem.']);
    // A second run changes nothing: the nested objects compare equal whatever their keys' order.
    const again = await importItems(
      productFamily,
      rows,
      { origin: ORIGIN, token: env.ADMIN_API_TOKEN, fetch: (request) => SELF.fetch(request) },
      {
        dryRun: false,
      },
    );
    expect(again).toMatchObject([{ outcome: 'unchanged' }]);
  });
});
