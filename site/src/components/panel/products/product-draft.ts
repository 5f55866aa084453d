/**
 * The product form's state (issue 35): every field as the editor types it (prices in złoty with a
 * comma, lists one per line), made from the staff's read and turned back into the admin API's
 * body, validated by the API's own field schemas (site/src/lib/forms/product.ts) so a message
 * shows beside its field before anything is sent. An update sends only the fields that changed.
 */
import { z } from 'zod';
import { GHS_PICTOGRAMS, type GhsPictogram, SIGNAL_WORDS } from '@/lib/clp/pictograms.ts';
import { SLUG_MAX_LENGTH } from '@/lib/formats.ts';
import { productFieldSchemas, productSlugField } from '@/lib/forms/product.ts';
import type { AdminProduct } from '@/lib/panel/product-types.ts';

export interface PartyDraft {
  name: string;
  address: string;
  email: string;
}

export type HazardKind = 'none' | 'not-classified' | 'classified';

export interface ImageDraft {
  path: string;
  alt: string;
}

export interface ProductDraft {
  slug: string;
  name: string;
  number: string;
  eanCode: string;
  shortDescription: string;
  description: string;
  producer: string;
  color: string;
  contentAmount: string;
  contentUnit: '' | 'ml' | 'g';
  salesUnit: string;
  netPrice: string;
  vatRate: string;
  stockQuantity: string;
  supplierDays: string;
  mainCategorySlug: string;
  categorySlugs: string[];
  flags: string[];
  images: ImageDraft[];
  published: boolean;
  manufacturer: PartyDraft;
  hasResponsiblePerson: boolean;
  responsiblePerson: PartyDraft;
  warnings: string;
  hazardKind: HazardKind;
  pictograms: GhsPictogram[];
  signalWord: string;
  hazardStatements: string;
  precautionaryStatements: string;
  substances: string;
  supplementalInformation: string;
  ufi: string;
  nominalQuantity: string;
}

const noParty: PartyDraft = { name: '', address: '', email: '' };

/** Grosze as the editor types złoty: `1234` → `12,34`. */
export function zlotyOf(grosze: number): string {
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
}

/** Złoty typed with a comma or a dot (`12,5`, `12.50`, `12`) as grosze, or null when it is not an amount. */
export function groszeOf(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A code list typed with commas, spaces or new lines: `H314, H400` → ['H314', 'H400']. */
export function codesOf(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A slug proposed from a product's name: Polish letters without their marks, words joined by single hyphens. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export function emptyDraft(): ProductDraft {
  return draftOf(null);
}

/** The form's fields of a product as read (or of a new one). */
export function draftOf(product: AdminProduct | null): ProductDraft {
  const hazard = product?.hazard ?? null;
  const classified = hazard?.classified ? hazard : null;
  return {
    slug: product?.slug ?? '',
    name: product?.name ?? '',
    number: product?.number ?? '',
    eanCode: product?.eanCode ?? '',
    shortDescription: product?.shortDescription ?? '',
    description: product?.description ?? '',
    producer: product?.producer ?? '',
    color: product?.color ?? '',
    contentAmount: product?.content ? String(product.content.amount) : '',
    contentUnit: product?.content?.unit ?? '',
    salesUnit: product?.salesUnit ?? 'szt.',
    netPrice: product ? zlotyOf(product.nettoPrice) : '',
    vatRate: String(product?.vatRate ?? 23),
    stockQuantity: String(product?.stock.quantity ?? 0),
    supplierDays: product?.stock.supplierDeliveryDays ? String(product.stock.supplierDeliveryDays) : '',
    mainCategorySlug: product?.mainCategorySlug ?? '',
    categorySlugs: product?.categorySlugs.filter((slug) => slug !== product.mainCategorySlug) ?? [],
    flags: product?.flags ?? [],
    images: product?.images.map((image) => ({ path: image.path, alt: image.alt })) ?? [],
    published: product?.published ?? false,
    manufacturer: product?.safety?.manufacturer ?? noParty,
    hasResponsiblePerson: Boolean(product?.safety?.responsiblePerson),
    responsiblePerson: product?.safety?.responsiblePerson ?? noParty,
    warnings: product?.safety?.warnings.join('\n') ?? '',
    hazardKind: hazard === null ? 'none' : hazard.classified ? 'classified' : 'not-classified',
    pictograms: classified?.pictograms ?? [],
    signalWord: classified?.signalWord ?? '',
    hazardStatements: classified?.hazardStatements.join(', ') ?? '',
    precautionaryStatements: classified?.precautionaryStatements.join(', ') ?? '',
    substances: classified?.substances.join('\n') ?? '',
    supplementalInformation: hazard?.supplementalInformation ?? '',
    ufi: classified?.ufi ?? '',
    nominalQuantity: classified?.nominalQuantity ?? '',
  };
}

/** A whole number typed, or the text itself (so the schema refuses it with its message). */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The API's fields from the form's (not yet validated: the schemas judge them). */
export function fieldsOf(draft: ProductDraft): Record<string, unknown> {
  const party = (value: PartyDraft) => ({ name: value.name, address: value.address, email: value.email });
  const hazard =
    draft.hazardKind === 'none'
      ? null
      : draft.hazardKind === 'not-classified'
        ? { classified: false, supplementalInformation: draft.supplementalInformation }
        : {
            classified: true,
            pictograms: GHS_PICTOGRAMS.filter((code) => draft.pictograms.includes(code)),
            signalWord: (SIGNAL_WORDS as readonly string[]).includes(draft.signalWord) ? draft.signalWord : null,
            hazardStatements: codesOf(draft.hazardStatements),
            precautionaryStatements: codesOf(draft.precautionaryStatements),
            substances: linesOf(draft.substances),
            supplementalInformation: draft.supplementalInformation,
            ufi: draft.ufi.trim() === '' ? null : draft.ufi,
            nominalQuantity: draft.nominalQuantity,
          };
  const net = groszeOf(draft.netPrice);
  return {
    number: draft.number.trim(),
    name: draft.name,
    eanCode: draft.eanCode.trim(),
    description: draft.description,
    shortDescription: draft.shortDescription,
    producer: draft.producer,
    color: draft.color.trim() === '' ? null : draft.color,
    content:
      draft.contentAmount.trim() === '' && draft.contentUnit === ''
        ? null
        : { amount: numberOf(draft.contentAmount), unit: draft.contentUnit || 'ml' },
    salesUnit: draft.salesUnit,
    nettoPrice: net ?? draft.netPrice,
    vatRate: Number(draft.vatRate),
    stock: { quantity: numberOf(draft.stockQuantity), supplierDeliveryDays: draft.supplierDays.trim() === '' ? null : numberOf(draft.supplierDays) },
    mainCategorySlug: draft.mainCategorySlug,
    categorySlugs: draft.categorySlugs.filter((slug) => slug !== draft.mainCategorySlug),
    flags: draft.flags,
    coverImage: draft.images[0]?.path ?? '',
    images: draft.images,
    published: draft.published,
    hazard,
    safety: {
      manufacturer: party(draft.manufacturer),
      responsiblePerson: draft.hasResponsiblePerson ? party(draft.responsiblePerson) : null,
      warnings: linesOf(draft.warnings),
    },
  };
}

type FieldName = keyof typeof productFieldSchemas;

/** The messages of the fields that break their rules, by path (`safety.manufacturer.email`). */
export type FieldProblems = Record<string, string>;

/** The form's own messages on top of the schemas': what only the form knows. */
function formProblems(draft: ProductDraft, fields: Record<string, unknown>): FieldProblems {
  const problems: FieldProblems = {};
  if (typeof fields.nettoPrice === 'string') problems.nettoPrice = 'Podaj cenę netto w złotych, np. 12,50.';
  if (draft.images.length === 0) problems.images = 'Dodaj co najmniej jedno zdjęcie: pierwsze jest zdjęciem głównym.';
  if (draft.mainCategorySlug === '') problems.mainCategorySlug = 'Wybierz kategorię główną.';
  return problems;
}

function problemsOf(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    problems[key] ??= issue.message;
  }
  return problems;
}

/** A message in Polish for a rule whose schema names none. */
const polishFallback = () => 'Nieprawidłowa wartość.';

/**
 * The body of a new product, or the problems by field.
 */
export function createBodyOf(draft: ProductDraft): { body: Record<string, unknown> } | { problems: FieldProblems } {
  const fields = { slug: draft.slug.trim(), ...fieldsOf(draft) };
  const checked = z.strictObject({ slug: productSlugField, ...productFieldSchemas }).safeParse(fields, { error: polishFallback });
  const problems = { ...(checked.success ? {} : problemsOf(checked.error)), ...formProblems(draft, fields) };
  return Object.keys(problems).length > 0 ? { problems } : { body: fields };
}

/** The fields an update sends: those whose value differs from the read's. */
export function changedFieldsOf(draft: ProductDraft, read: ProductDraft): Partial<Record<FieldName, unknown>> {
  const now = fieldsOf(draft);
  const before = fieldsOf(read);
  return Object.fromEntries(Object.entries(now).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])));
}

/** The body of an update (only the changed fields, and the read's time), or the problems by field. */
export function updateBodyOf(
  draft: ProductDraft,
  read: ProductDraft,
  updatedAt: string,
): { body: Record<string, unknown> } | { problems: FieldProblems } | { unchanged: true } {
  const changed = changedFieldsOf(draft, read);
  if (Object.keys(changed).length === 0) return { unchanged: true };
  const checked = z.strictObject(productFieldSchemas).partial().safeParse(changed, { error: polishFallback });
  const own = formProblems(draft, fieldsOf(draft));
  const problems = {
    ...(checked.success ? {} : problemsOf(checked.error)),
    ...Object.fromEntries(Object.entries(own).filter(([field]) => field in changed)),
  };
  return Object.keys(problems).length > 0 ? { problems } : { body: { ...changed, updatedAt } };
}

/** Whether the form differs from the read it started from. */
export function isDirty(draft: ProductDraft, read: ProductDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(read);
}
