/**
 * The editors' content forms (issue 35), the same in the panel and in the admin API: a blog post,
 * a content or landing page, a slide, a branch and a milestone of the company's history. Each field
 * carries the Polish message an editor reads beside it, in the browser before sending and from the
 * API's 400 (`error.fields`) after. Plain zod, no runtime imports, so the panel's bundle can load it.
 */
import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../formats.ts';
import { MEDIA_PATH_MAX_LENGTH, MEDIA_PATH_PATTERN } from '../media-path.ts';
import { plural } from '../plural.ts';
import './fields.ts';

const CHARACTERS = { one: 'znak', few: 'znaki', many: 'znaków' };

/** A trimmed text of at most `max` characters; `missing` set makes it required. */
function text(max: number, missing?: string) {
  const trimmed = z.string({ error: missing ?? 'Wpisz tekst.' }).trim();
  const bounded = missing ? trimmed.min(1, { error: missing }) : trimmed;
  return bounded.max(max, { error: `Wpisz najwyżej ${max} ${plural(max, CHARACTERS)}.` });
}

export const contentSlugField = z
  .string({ error: 'Podaj slug.' })
  .min(1, { error: 'Podaj slug.' })
  .max(SLUG_MAX_LENGTH, { error: `Slug ma najwyżej ${SLUG_MAX_LENGTH} znaków.` })
  .regex(SLUG_PATTERN, { error: 'Slug: małe litery bez polskich znaków, cyfry i pojedyncze myślniki, np. jak-myc-rece.' })
  .describe('Slug: małe litery, cyfry i pojedyncze myślniki.');

export const mediaPathField = z
  .string({ error: 'Wybierz plik z mediów.' })
  .min(1, { error: 'Wybierz plik z mediów.' })
  .max(MEDIA_PATH_MAX_LENGTH, { error: 'Ścieżka pliku jest za długa.' })
  .regex(MEDIA_PATH_PATTERN, { error: 'Wybierz plik z mediów (ścieżka jak blog/okladka.svg).' })
  .refine((path) => !path.includes('..'), { error: 'Wybierz plik z mediów (ścieżka jak blog/okladka.svg).' })
  .describe('Ścieżka pliku, np. `products/cz-10306-1.svg`.');

/** The body of a post or a page: Markdown (paragraphs, `## ` headings, lists, tables), as the article renders it. */
const markdownBody = text(30_000, 'Wpisz treść.').describe(
  'Treść w Markdownie: bloki rozdzielone pustą linią; `## ` nagłówek, `- ` punkt listy, tabele z `|`.',
);

export const blogPostFields = {
  title: text(200, 'Podaj tytuł.'),
  lead: text(1_000, 'Podaj zajawkę.'),
  body: markdownBody,
  author: text(100, 'Podaj autora.'),
  categorySlug: contentSlugField.describe('Slug kategorii bloga.'),
  tagSlugs: z.array(contentSlugField, { error: 'Wybierz tagi.' }).max(20, { error: 'Najwyżej 20 tagów.' }).describe('Slugi tagów bloga.'),
  coverImage: mediaPathField.describe('Ścieżka okładki w mediach sklepu.'),
  publishedAt: z.iso
    .datetime({ error: 'Podaj datę i godzinę publikacji.' })
    .describe('Data publikacji (UTC, ISO 8601); wpis z przyszłą datą pojawi się wtedy.'),
  published: z.boolean().describe('false: wpis wycofany (niewidoczny na blogu i w wyszukiwarce).'),
};

export const pageFields = {
  title: text(200, 'Podaj tytuł.'),
  metaDescription: text(300, 'Podaj opis dla wyszukiwarek.').describe('Opis strony dla wyszukiwarek (do 300 znaków).'),
  lead: text(1_000),
  body: markdownBody,
  published: z.boolean().describe('false: strona wycofana (404 w sklepie, poza wyszukiwarką).'),
};

export const slideField = z.strictObject({
  title: text(200, 'Podaj tytuł slajdu.'),
  subtitle: text(300).default(''),
  image: mediaPathField.describe('Ścieżka obrazu w mediach sklepu.'),
  link: z.strictObject({
    url: z
      .string()
      .max(500, { error: 'Adres ma najwyżej 500 znaków.' })
      .regex(/^\/(?:[^\s\\/][^\s\\]*)?$/, { error: 'Podaj adres w sklepie, od ukośnika, np. /promocje.' })
      .describe('Adres w sklepie, od `/` (nie `//`), np. `/promocje`.'),
    label: text(100, 'Podaj napis przycisku.'),
  }),
});

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'Podaj godzinę jak 07:30.' });

/** One opening-hours rule: the same hours on each of `days`; it closes after it opens. */
export const openingHoursField = z
  .strictObject({
    days: z
      .array(z.enum(WEEKDAYS, { error: 'Nieznany dzień tygodnia.' }))
      .min(1, { error: 'Wybierz co najmniej jeden dzień.' })
      .max(7),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((hours) => hours.opens < hours.closes, { error: 'Godzina zamknięcia musi być późniejsza niż otwarcia.', path: ['closes'] });

export const branchFields = {
  name: text(200, 'Podaj nazwę oddziału.'),
  kind: z.enum(['head_office', 'logistics_centre', 'production_plant', 'sales_office'], { error: 'Wybierz rodzaj oddziału.' }),
  address: z.strictObject({
    street: text(200, 'Podaj ulicę i numer.'),
    postalCode: z
      .string()
      .regex(/^\d{2}-\d{3}$/, { error: 'Kod pocztowy jak 50-001.' })
      .describe('Kod pocztowy, np. `50-001`.'),
    city: text(100, 'Podaj miejscowość.'),
  }),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{7,20}$/, { error: 'Podaj numer telefonu, np. +48 71 123 45 67.' }),
  email: z.email({ error: 'Podaj poprawny adres e-mail.' }).max(200, { error: 'Adres e-mail ma najwyżej 200 znaków.' }),
  location: z.strictObject({
    lat: z
      .number({ error: 'Podaj szerokość geograficzną liczbą.' })
      .min(-90, { error: 'Szerokość geograficzna leży między -90 a 90.' })
      .max(90, { error: 'Szerokość geograficzna leży między -90 a 90.' }),
    lng: z
      .number({ error: 'Podaj długość geograficzną liczbą.' })
      .min(-180, { error: 'Długość geograficzna leży między -180 a 180.' })
      .max(180, { error: 'Długość geograficzna leży między -180 a 180.' }),
  }),
  openingHours: z
    .array(openingHoursField)
    .max(7)
    .refine((rules) => new Set(rules.flatMap((rule) => rule.days)).size === rules.flatMap((rule) => rule.days).length, {
      error: 'Każdy dzień tygodnia może mieć tylko jedne godziny.',
    }),
  description: text(5_000),
  position: z.number().int().min(0).max(10_000),
  published: z.boolean().describe('false: oddział wycofany (niewidoczny w sklepie i przy odbiorze osobistym).'),
};

export const milestoneFields = {
  year: z
    .number({ error: 'Podaj rok liczbą.' })
    .int({ error: 'Podaj rok liczbą całkowitą.' })
    .min(1800, { error: 'Podaj rok od 1800.' })
    .max(2200, { error: 'Podaj rok do 2200.' }),
  title: text(200, 'Podaj tytuł.'),
  description: text(2_000, 'Podaj opis.'),
  image: mediaPathField.nullable().describe('Ścieżka obrazu w mediach sklepu albo null (bez obrazu).'),
  position: z.number().int().min(0).max(10_000).describe('Miejsce na osi czasu (rosnąco); przy równych – rok.'),
};

/** The milestone form as the panel sends it to create one. */
export const milestoneCreateSchema = z.strictObject({
  ...milestoneFields,
  image: milestoneFields.image.default(null),
  position: milestoneFields.position.default(0),
});

/** The Polish names of the weekdays, Monday first (the panel's hour rows). */
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  Monday: 'Poniedziałek',
  Tuesday: 'Wtorek',
  Wednesday: 'Środa',
  Thursday: 'Czwartek',
  Friday: 'Piątek',
  Saturday: 'Sobota',
  Sunday: 'Niedziela',
};

/**
 * A slug proposed from a title: Polish letters without their marks, lowercase, words joined by hyphens.
 * @example slugFromTitle('Jak myć ręce – poradnik') // 'jak-myc-rece-poradnik'
 */
export function slugFromTitle(title: string): string {
  return title
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
