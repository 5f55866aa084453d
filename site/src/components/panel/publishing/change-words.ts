/**
 * A waiting change in words (issue 35): „cena: Ręcznik ZZ …, 45,99 zł → 46,99 zł netto”. The
 * journal's row names the thing and each field its write changed with before and after (the
 * audit row of the same write); this says it as an editor would.
 */
import { formatPrice } from '@/lib/money.ts';
import type { ContentChange } from '@/lib/panel/panel-types.ts';

/** The Polish name of what changed, by the API's field. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  nettoPrice: 'cena',
  name: 'nazwa',
  title: 'tytuł',
  number: 'numer',
  eanCode: 'EAN',
  description: 'opis',
  shortDescription: 'krótki opis',
  lead: 'wstęp',
  body: 'treść',
  producer: 'producent',
  vatRate: 'stawka VAT',
  stock: 'stan magazynu',
  published: 'publikacja',
  images: 'zdjęcia',
  coverImage: 'zdjęcie główne',
  categorySlugs: 'kategorie',
  mainCategorySlug: 'kategoria główna',
  flags: 'oznaczenia',
  hazard: 'dane CLP',
  safety: 'dane GPSR',
  color: 'kolor',
  content: 'pojemność',
  salesUnit: 'jednostka sprzedaży',
  slides: 'slajdy',
  hours: 'godziny otwarcia',
  parentSlug: 'kategoria nadrzędna',
  position: 'kolejność',
};

const KIND_LABELS: Readonly<Record<string, string>> = {
  product: 'produkt',
  category: 'kategoria',
  'product-set': 'zestaw',
  'blog-post': 'wpis na blogu',
  branch: 'oddział',
  page: 'strona',
  slider: 'slider',
  media: 'plik',
  milestone: 'historia firmy',
  flag: 'oznaczenie',
};

/** A short form of a value: money in złoty, yes/no, a quoted short text, else „zmienione”. */
function valueWords(field: string, value: unknown): string | null {
  if (field === 'nettoPrice' && typeof value === 'number') return formatPrice(value);
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'number') return String(value);
  if (field === 'stock' && value && typeof value === 'object' && 'quantity' in value) return `${(value as { quantity: number }).quantity} szt.`;
  if (typeof value === 'string' && value.length <= 60) return `„${value}”`;
  return null;
}

/** One field's change: „cena: 45,99 zł → 46,99 zł netto”, or „opis zmieniony”. */
function fieldWords({ field, before, after }: ContentChange['fields'][number]): string {
  const label = FIELD_LABELS[field] ?? field;
  const from = valueWords(field, before);
  const to = valueWords(field, after);
  if (from === null || to === null) return `${label}: zmieniono`;
  return `${label}: ${from} → ${to}${field === 'nettoPrice' ? ' netto' : ''}`;
}

/**
 * The change as a sentence.
 * @example changeWords({ kind: 'product', action: 'updated', name: 'Ręcznik ZZ', fields: [{ field: 'nettoPrice', before: 4599, after: 4699 }] })
 * // 'produkt „Ręcznik ZZ”: cena: 45,99 zł → 46,99 zł netto'
 */
export function changeWords(change: Pick<ContentChange, 'kind' | 'action' | 'name' | 'slug' | 'fields'>): string {
  const thing = `${KIND_LABELS[change.kind] ?? change.kind} „${change.name ?? change.slug}”`;
  if (change.action === 'created') return `nowy ${thing}`;
  if (change.action === 'unpublished') return `${thing}: wycofany z publikacji`;
  if (change.fields.length === 0) return `${thing}: zmieniono`;
  return `${thing}: ${change.fields.map(fieldWords).join('; ')}`;
}
