/** InPost parcel lockers for the checkout (issue 36 item 5): the search's query and answer. */
import { z } from '@hono/zod-openapi';
import { LOCKER_SEARCH_PATTERN, lockerSearchField } from '#lib/forms/parcel-locker-search.ts';

export const parcelLockerSearchQuery = z.strictObject({
  q: lockerSearchField.openapi({ pattern: LOCKER_SEARCH_PATTERN, example: '31-042' }),
});

export const parcelLockerSchema = z
  .object({
    code: z.string().describe('Kod Paczkomatu, który przyjmuje zamówienie, np. KRA01M.'),
    street: z.string().describe('Ulica i numer, np. „Karmelicka 12”.'),
    postcode: z.string().describe('Kod pocztowy NN-NNN.'),
    city: z.string(),
    description: z.string().nullable().describe('Gdzie dokładnie stoi, np. „Przy sklepie Żabka”; null, gdy InPost nie podaje.'),
    openingHours: z.string().nullable().describe('Kiedy jest dostępny, np. „24/7”; null, gdy InPost nie podaje.'),
    distanceMeters: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Odległość od szukanego kodu pocztowego w metrach; null przy szukaniu po miejscowości.'),
  })
  .openapi('ParcelLocker');

export const parcelLockerSearchSchema = z
  .object({
    searchedBy: z.enum(['postcode', 'city']).describe('Czym szukano: kodem pocztowym (najbliższe najpierw) czy miejscowością (alfabetycznie).'),
    searched: z.string().describe('Szukany kod pocztowy NN-NNN albo miejscowość tak, jak pyta o nią InPost (np. „Bielsko-Biała”).'),
    items: z.array(parcelLockerSchema),
    hasMore: z.boolean().describe('InPost zna więcej Paczkomatów niż w `items` (w dużej miejscowości): zawęź szukanie kodem pocztowym.'),
  })
  .openapi('ParcelLockerSearch');
