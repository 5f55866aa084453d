/**
 * A product's fields as editors write them (issue 18 and 35): one zod schema per field with the
 * Polish message the panel's product form shows beside it before sending, and the admin API's
 * 400 after (worker/src/api/admin/product-schemas.ts builds its bodies from these). Also the
 * product's safety data: the CLP hazard label (codes checked against the official lists and each
 * other) and the GPSR data. Plain zod, no runtime framework, so the panel's bundle can load it.
 */
import { z } from 'zod';
import { labelProblems } from '../clp/label-rules.ts';
import { GHS_PICTOGRAMS, SIGNAL_WORDS } from '../clp/pictograms.ts';
import { isHazardStatementCode, isPrecautionaryStatementCode } from '../clp/statements.ts';
import { isValidUfi, normalizeUfi } from '../clp/ufi.ts';
import { isValidEan13 } from '../ean.ts';
import { EAN_PATTERN, PRODUCT_NUMBER_PATTERN, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../formats.ts';
import { MEDIA_PATH_MAX_LENGTH, MEDIA_PATH_PATTERN } from '../media-path.ts';
import { EMAIL_PATTERN } from './email.ts';
import './fields.ts';

const required = (what: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? `Podaj ${what}.` : undefined) });
const text = (what: string, min: number, max: number) =>
  z
    .string(required(what))
    .trim()
    .min(min, { error: min > 1 ? `Wpisz co najmniej ${min} znaki.` : `Podaj ${what}.` })
    .max(max, { error: `Wpisz najwyżej ${max} znaków.` });
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Podaj ${what} (liczba całkowita).` })
    .int({ error: `Podaj ${what} (liczba całkowita).` })
    .min(min, { error: `Najmniej ${min}.` })
    .max(max, { error: `Najwyżej ${max}.` });

export const productSlugField = z
  .string()
  .max(SLUG_MAX_LENGTH, { error: `Slug ma najwyżej ${SLUG_MAX_LENGTH} znaków.` })
  .regex(SLUG_PATTERN, { error: 'Slug: małe litery bez polskich znaków, cyfry i pojedyncze myślniki, np. mydlo-w-plynie-5-l.' })
  .describe('Slug: małe litery, cyfry i pojedyncze myślniki.');

export const productNumberField = z
  .string()
  .regex(PRODUCT_NUMBER_PATTERN, { error: 'Numer: wielkie litery, cyfry i myślniki, np. RP-10234.' })
  .describe('Numer produktu, np. `RP-10234`.');

export const mediaPathField = z
  .string()
  .max(MEDIA_PATH_MAX_LENGTH)
  .regex(MEDIA_PATH_PATTERN, { error: 'To nie jest ścieżka pliku w mediach sklepu.' })
  .refine((path) => !path.includes('..'))
  .describe('Ścieżka pliku, np. `products/cz-10306-1.svg`.');

// ---------------------------------------------------------------------------------------------
// Safety: CLP (the hazard label) and GPSR

function uniqueList<T extends z.ZodType<string>>(item: T, max: number, what: string) {
  return z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, `${what} się powtarzają.`);
}

const pictogramField = z.enum(GHS_PICTOGRAMS).describe('Piktogram GHS (CLP załącznik V): GHS01–GHS09.');
const signalWordField = z.enum(SIGNAL_WORDS).describe('Hasło ostrzegawcze (CLP art. 20).');
const hazardCode = z
  .string()
  .trim()
  .refine(isHazardStatementCode, 'Nieznany kod zwrotu H lub EUH (CLP załącznik III); kombinacje łącz znakiem „+”, np. H300+H310.');
const precautionaryCode = z
  .string()
  .trim()
  .refine(isPrecautionaryStatementCode, 'Nieznany kod zwrotu P (CLP załącznik IV); kombinacje łącz znakiem „+”, np. P305+P351+P338.');
const ufiField = z
  .string()
  .trim()
  .refine(isValidUfi, 'To nie jest poprawny UFI: 16 znaków w grupach po 4, ze zgodnym znakiem kontrolnym (CLP załącznik VIII).')
  .transform((value) => normalizeUfi(value) as string)
  .describe('UFI, np. `N1Q0-E0E3-V00Y-8SU1` (wielkość liter i spacje bez znaczenia).');

const classifiedHazard = z.strictObject({
  classified: z.literal(true),
  pictograms: uniqueList(pictogramField, GHS_PICTOGRAMS.length, 'Piktogramy'),
  signalWord: signalWordField.nullable(),
  hazardStatements: uniqueList(hazardCode, 30, 'Zwroty H').min(1, 'Podaj co najmniej jeden zwrot H (sklasyfikowany produkt).'),
  precautionaryStatements: uniqueList(precautionaryCode, 30, 'Zwroty P').default([]),
  substances: z.array(z.string().trim().min(1).max(200)).max(10).default([]).describe('Substancje z etykiety, np. `podchloryn sodu`.'),
  supplementalInformation: z.string().trim().max(2_000).default(''),
  ufi: ufiField.nullable().default(null),
  nominalQuantity: text('ilość nominalną', 1, 40).describe('Ilość nominalna, np. `5 l`, `750 ml`, `10 kg`.'),
});

const notClassifiedHazard = z.strictObject({
  classified: z.literal(false),
  supplementalInformation: z.string().trim().max(2_000).default(''),
});

/** A hazard as the staff write it: the label's codes (checked against the official lists and each other), or "not classified". */
export const hazardInputField = z
  .discriminatedUnion('classified', [classifiedHazard, notClassifiedHazard])
  .superRefine((hazard, context) => {
    if (!hazard.classified) return;
    for (const { field, message } of labelProblems(hazard)) context.addIssue({ code: 'custom', path: [field], message });
  })
  .describe('Klasyfikacja CLP: `classified: true` z elementami oznakowania albo `classified: false` (produkt chemiczny niesklasyfikowany).');

const partyInput = z.strictObject({
  name: text('nazwę', 1, 200),
  address: text('adres', 5, 300).describe('Adres pocztowy w jednej linii, z krajem, np. `ul. Fabryczna 1, 50-001 Wrocław, Polska`.'),
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, { error: 'Podaj poprawny adres e-mail.' }),
});

export const safetyInputField = z
  .strictObject({
    manufacturer: partyInput,
    responsiblePerson: partyInput.nullable().default(null),
    warnings: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
  })
  .describe('Dane GPSR: producent, osoba odpowiedzialna w UE (gdy producent spoza UE), ostrzeżenia.');

export type HazardInput = z.output<typeof hazardInputField>;
export type SafetyInput = z.output<typeof safetyInputField>;

// ---------------------------------------------------------------------------------------------
// The product

/** Every field an editor sets, without defaults (the API's update is their partial). */
export const productFieldSchemas = {
  number: productNumberField,
  name: text('nazwę', 1, 200).describe('Nazwa produktu.'),
  eanCode: z
    .string()
    .regex(EAN_PATTERN, { error: 'Kod EAN-13 ma 13 cyfr.' })
    .refine(isValidEan13, 'Zła cyfra kontrolna kodu EAN-13.')
    .describe('Kod EAN-13 z poprawną cyfrą kontrolną.'),
  description: text('opis', 1, 20_000).describe('Opis (zwykły tekst, akapity rozdzielone pustą linią).'),
  shortDescription: z.string().trim().max(1_000, { error: 'Wpisz najwyżej 1000 znaków.' }),
  producer: text('producenta', 1, 100),
  color: text('kolor', 1, 50).nullable(),
  content: z
    .strictObject({ amount: wholeNumber('zawartość', 1, 1_000_000), unit: z.enum(['ml', 'g']) })
    .nullable()
    .describe('Zawartość jednej sztuki (ml lub g), do ceny za litr lub kilogram; null dla innych towarów.'),
  salesUnit: text('jednostkę sprzedaży', 1, 20).describe('Jednostka sprzedaży, np. `szt.`, `op.`.'),
  nettoPrice: wholeNumber('cenę netto', 1, 100_000_000).describe('Cena jednostkowa netto w groszach (zmiana trafia do historii cen).'),
  vatRate: z
    .union([z.literal(0), z.literal(5), z.literal(8), z.literal(23)], { error: 'Stawka VAT to 0, 5, 8 albo 23%.' })
    .describe('Stawka VAT w procentach: 0, 5, 8 albo 23.'),
  stock: z.strictObject({
    quantity: wholeNumber('stan magazynowy', 0, 10_000_000),
    supplierDeliveryDays: wholeNumber('dni dostawy', 1, 365).nullable().describe('Dni dostawy od dostawcy, gdy brak na stanie; null: brak.'),
  }),
  mainCategorySlug: productSlugField.describe('Slug kategorii głównej (zwykłej, nie „Promocje”).'),
  categorySlugs: z.array(productSlugField).max(20).describe('Slugi dodatkowych kategorii, w których produkt też jest na liście.'),
  flags: z
    .array(z.string().regex(/^[a-z]{1,30}$/))
    .max(10)
    .describe('Kody flag, np. `new`, `bestseller`; flagi `promotion` nie nadaje się ręcznie (wynika z promocji).'),
  coverImage: mediaPathField.describe('Ścieżka zdjęcia głównego w mediach sklepu, np. `products/cz-10306-1.svg`.'),
  images: z
    .array(
      z.strictObject({
        path: mediaPathField,
        alt: text('tekst alternatywny zdjęcia', 1, 200),
      }),
    )
    .max(20, { error: 'Najwyżej 20 zdjęć.' })
    .describe('Galeria w kolejności wyświetlania: ścieżki mediów z tekstem alternatywnym.'),
  published: z.boolean().describe('false: produkt wycofany (niewidoczny w sklepie, zamówienia i zestawy dalej go znają).'),
  hazard: hazardInputField
    .nullable()
    .describe(
      'Klasyfikacja CLP; null: produkt nie jest chemią. W kategorii chemii produkt opublikowany musi ją mieć (albo `classified: false`). Kartę charakterystyki wysyła osobne wywołanie.',
    ),
  safety: safetyInputField,
};

/** A promotion's fields: a net price below the regular one, from–to. */
export const promotionFieldSchemas = {
  nettoPrice: wholeNumber('cenę promocyjną', 1, 100_000_000).describe('Cena promocyjna netto w groszach, niższa od regularnej.'),
  startsAt: z.iso.datetime({ error: 'Podaj początek promocji.' }).describe('Początek promocji (UTC, ISO 8601).'),
  endsAt: z.iso.datetime({ error: 'Podaj koniec promocji.' }).describe('Koniec promocji (UTC, ISO 8601); zakończenie teraz: podaj bieżący czas.'),
};

/** Whether a promotion's end is after its start (when both are given). */
export const hasLaterEnd = (promotion: { startsAt?: string; endsAt?: string }) =>
  !(promotion.startsAt && promotion.endsAt) || Date.parse(promotion.endsAt) > Date.parse(promotion.startsAt);

export const PROMOTION_END_BEFORE_START = 'Koniec promocji musi być po jej początku.';
