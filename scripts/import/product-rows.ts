/**
 * A products CSV (docs/content.md "Content administration and imports") as admin API bodies: the header
 * names the columns, each row is one product. Prices are in złoty as a spreadsheet shows them
 * (`49,99`, `49.99`, `1 234,50`), turned into grosze exactly (digits, never a float); lists are
 * separated by `|`. A row is checked with the API's own schemas before anything is sent.
 */
import type { ProductFields } from '#worker/api/admin/product-schemas.ts';
import { productCreateBody, productUpdateBody } from '#worker/api/admin/product-schemas.ts';
import { slugSchema } from '#worker/api/schemas.ts';
import { fieldsOf } from '#worker/api/validation.ts';
import type { CsvRecord } from './csv.ts';

/** The columns a products CSV may have, and the body field each one fills. */
export const PRODUCT_COLUMNS = {
  slug: 'slug',
  number: 'number',
  name: 'name',
  ean: 'eanCode',
  price_net: 'nettoPrice',
  vat: 'vatRate',
  stock: 'stock',
  supplier_delivery_days: 'stock',
  main_category: 'mainCategorySlug',
  categories: 'categorySlugs',
  flags: 'flags',
  cover_image: 'coverImage',
  images: 'images',
  producer: 'producer',
  description: 'description',
  short_description: 'shortDescription',
  sales_unit: 'salesUnit',
  color: 'color',
  content: 'content',
  published: 'published',
  // CLP (issue 34): `clp_classified` tak/nie (empty: not a chemical) makes the whole `hazard` from these columns.
  clp_classified: 'hazard',
  ghs_pictograms: 'hazard',
  signal_word: 'hazard',
  h_statements: 'hazard',
  p_statements: 'hazard',
  clp_substances: 'hazard',
  clp_supplemental: 'hazard',
  ufi: 'hazard',
  nominal_quantity: 'hazard',
  // GPSR (issue 34): `manufacturer_name` makes the whole `safety` from these columns.
  manufacturer_name: 'safety',
  manufacturer_address: 'safety',
  manufacturer_email: 'safety',
  eu_responsible_name: 'safety',
  eu_responsible_address: 'safety',
  eu_responsible_email: 'safety',
  safety_warnings: 'safety',
} as const;
export type ProductColumn = keyof typeof PRODUCT_COLUMNS;

/** Columns a new product cannot do without; a file without them only updates products the shop has (a price list: `slug;price_net`). */
export const REQUIRED_COLUMNS: readonly ProductColumn[] = [
  'slug',
  'number',
  'name',
  'ean',
  'price_net',
  'vat',
  'stock',
  'main_category',
  'cover_image',
  'producer',
  'description',
  'manufacturer_name',
  'manufacturer_address',
  'manufacturer_email',
];

export interface ProductRow {
  line: number;
  slug: string;
  /** The whole product as a new one (the create's body, defaults filled in); null when the file's columns only update. */
  create: ProductFields | null;
  /** The fields the row's columns set (an update sends only these). */
  fields: Partial<ProductFields>;
  /** The file has no `supplier_delivery_days` column: an update keeps the shop's value with the new stock. */
  keepsSupplierDays: boolean;
  /** Columns the file lacks for creating a product (empty: it can). */
  missingColumns: ProductColumn[];
}

export interface RowProblem {
  /** The file, where a run reads several (posts). */
  file?: string;
  line: number;
  slug: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * The columns of a header, or the reason the file cannot be read (unknown or repeated columns, no
 * `slug`); `missing` lists what a new product would need, empty when rows can create products.
 */
export function readHeader(header: CsvRecord | undefined): { columns: ProductColumn[]; missing: ProductColumn[] } | { error: string } {
  if (!header) return { error: 'the file is empty: the first line must name the columns' };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !Object.hasOwn(PRODUCT_COLUMNS, name));
  if (unknown.length > 0) return { error: `unknown columns: ${unknown.join(', ')} (known: ${Object.keys(PRODUCT_COLUMNS).join(', ')})` };
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) return { error: `repeated columns: ${[...new Set(repeated)].join(', ')}` };
  if (!names.includes('slug')) return { error: 'missing column: slug' };
  if (names.length < 2) return { error: 'no column to import besides slug' };
  return { columns: names as ProductColumn[], missing: REQUIRED_COLUMNS.filter((name) => !names.includes(name)) };
}

/**
 * Złoty as a spreadsheet writes them, in grosze; null when it is not an amount.
 * @example zlotyToGrosze('1 234,5') // 123450
 * @example zlotyToGrosze('49.99') // 4999
 */
export function zlotyToGrosze(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0]/g, '').replace(/zł$/i, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const list = (text: string) =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** An integer as written, or the text itself so that the schema refuses it with its own message. */
const integer = (text: string): number | string => (/^-?\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : text);

const YES = new Set(['1', 'tak', 'true', 'yes', 't']);
const NO = new Set(['0', 'nie', 'false', 'no', 'n']);

/** The body fields of one row; values that cannot be read stay as text, so the schema names the field. */
function rowFields(columns: readonly ProductColumn[], values: readonly string[]): Record<string, unknown> {
  const cell = (column: ProductColumn) => {
    const index = columns.indexOf(column);
    return index === -1 ? undefined : (values[index] ?? '').trim();
  };
  const fields: Record<string, unknown> = {};
  const set = (column: ProductColumn, read: (text: string) => unknown) => {
    const text = cell(column);
    if (text !== undefined) fields[PRODUCT_COLUMNS[column]] = read(text);
  };
  for (const column of ['number', 'name', 'producer', 'description', 'short_description', 'sales_unit'] as const) set(column, (text) => text);
  set('ean', (text) => text.replace(/\s/g, ''));
  set('price_net', (text) => zlotyToGrosze(text) ?? text);
  set('vat', (text) => integer(text.replace(/%$/, '')));
  set('main_category', (text) => text);
  set('categories', list);
  set('flags', list);
  set('cover_image', (text) => text);
  set('images', (text) => list(text).map((path, index) => ({ path, alt: `${cell('name') ?? ''} – zdjęcie ${index + 1}`.trim() })));
  set('color', (text) => (text === '' ? null : text));
  set('content', (text) => {
    if (text === '') return null;
    const match = /^(\d{1,7})\s*(ml|g)$/i.exec(text);
    return match ? { amount: Number(match[1]), unit: match[2]?.toLowerCase() } : text;
  });
  set('published', (text) => (YES.has(text.toLowerCase()) ? true : NO.has(text.toLowerCase()) ? false : text));
  const stock = cell('stock');
  if (stock !== undefined) {
    const days = cell('supplier_delivery_days');
    fields.stock = { quantity: integer(stock), supplierDeliveryDays: days === undefined || days === '' ? null : integer(days) };
  }
  const classified = cell('clp_classified');
  if (classified !== undefined) fields.hazard = hazardOf(classified, cell);
  const manufacturer = cell('manufacturer_name');
  if (manufacturer !== undefined) {
    const responsible = cell('eu_responsible_name') ?? '';
    fields.safety = {
      manufacturer: { name: manufacturer, address: cell('manufacturer_address') ?? '', email: cell('manufacturer_email') ?? '' },
      responsiblePerson:
        responsible === '' ? null : { name: responsible, address: cell('eu_responsible_address') ?? '', email: cell('eu_responsible_email') ?? '' },
      warnings: list(cell('safety_warnings') ?? ''),
    };
  }
  return fields;
}

/** The `hazard` of a row: none for an empty `clp_classified`, "not classified" for `nie`, else the label from its columns. */
function hazardOf(classified: string, cell: (column: ProductColumn) => string | undefined): unknown {
  if (classified === '') return null;
  const supplementalInformation = cell('clp_supplemental') ?? '';
  if (NO.has(classified.toLowerCase())) return { classified: false, supplementalInformation };
  if (!YES.has(classified.toLowerCase())) return classified;
  const signalWord = cell('signal_word') ?? '';
  const ufi = cell('ufi') ?? '';
  return {
    classified: true,
    pictograms: list(cell('ghs_pictograms') ?? '').map((code) => code.toUpperCase()),
    signalWord: signalWord === '' ? null : signalWord,
    hazardStatements: list(cell('h_statements') ?? ''),
    precautionaryStatements: list(cell('p_statements') ?? ''),
    substances: list(cell('clp_substances') ?? ''),
    supplementalInformation,
    ufi: ufi === '' ? null : ufi,
    nominalQuantity: cell('nominal_quantity') ?? '',
  };
}

/** The product of each data row, checked with the API's schemas; a row that fails is a problem with the schema's Polish reasons. */
export function readProductRows(columns: readonly ProductColumn[], records: readonly CsvRecord[]): { rows: ProductRow[]; problems: RowProblem[] } {
  const rows: ProductRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const slug = (record.fields[columns.indexOf('slug')] ?? '').trim();
    if (record.fields.length !== columns.length) {
      problems.push({ line: record.line, slug, message: `Wiersz ma ${record.fields.length} pól, a nagłówek ${columns.length}.` });
      continue;
    }
    const earlier = seen.get(slug);
    if (earlier !== undefined) {
      problems.push({ line: record.line, slug, message: `Ten slug był już w wierszu ${earlier}; każdy produkt raz.` });
      continue;
    }
    seen.set(slug, record.line);
    const fields = rowFields(columns, record.fields);
    const keepsSupplierDays = !columns.includes('supplier_delivery_days');
    const missingColumns = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
    const canCreate = missingColumns.length === 0;
    // With every required column, the whole row as a new product; without, the row's columns as an update.
    const checked = canCreate ? productCreateBody.safeParse({ slug, ...fields }) : productUpdateBody.safeParse(fields);
    if (!slugSchema.safeParse(slug).success) {
      problems.push({ line: record.line, slug, message: 'Nieprawidłowy slug: małe litery, cyfry i pojedyncze myślniki.' });
      continue;
    }
    if (!checked.success) {
      problems.push({ line: record.line, slug, message: 'Nieprawidłowe dane wiersza.', fields: fieldsOf(checked.error) });
      continue;
    }
    const { slug: _slug, ...body } = checked.data as Partial<ProductFields>;
    // The main category is never also an extra one (the shop keeps it once).
    if (body.categorySlugs) body.categorySlugs = body.categorySlugs.filter((category) => category !== body.mainCategorySlug);
    // Only the columns the file has: an update leaves the others as they are.
    const present = new Set(Object.keys(fields));
    const onlyPresent = Object.fromEntries(Object.entries(body).filter(([name]) => present.has(name))) as Partial<ProductFields>;
    rows.push({
      line: record.line,
      slug,
      create: canCreate ? ({ ...body, slug } as ProductFields) : null,
      fields: onlyPresent,
      keepsSupplierDays,
      missingColumns,
    });
  }
  return { rows, problems };
}

/** JSON with every object's keys sorted: the same value, the same text, whatever order its keys were built in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The fields of `wanted` that differ from the shop's product (lists compared as sets where the shop keeps no order). */
export function changedFields(wanted: Partial<ProductFields>, current: Record<string, unknown>): Partial<ProductFields> {
  const normal = (name: string, value: unknown) =>
    stableJson(name === 'categorySlugs' || name === 'flags' ? [...new Set(value as string[])].sort() : value);
  return Object.fromEntries(
    Object.entries(wanted).filter(([name, value]) => normal(name, value) !== normal(name, current[name])),
  ) as Partial<ProductFields>;
}
