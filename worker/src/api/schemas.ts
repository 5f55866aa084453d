/**
 * Schemas more than one call shares: the error body, images, category references, list
 * envelopes, paging and path parameters. Each resource's own models sit in its folder
 * (`products/schemas.ts`, ...). The site's and the scripts' types are inferred from these
 * (site/src/lib/api-types.ts), never restated.
 */
import { z } from '@hono/zod-openapi';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, UUID_PATTERN } from '#lib/formats.ts';

/** Error body of every 4xx and 5xx: a Polish message for people, a stable code for programs. */
export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stały kod błędu dla programów, np. `not_found`, `invalid_input`.'),
      message: z.string().describe('Komunikat po polsku dla człowieka.'),
      fields: z.record(z.string(), z.string()).optional().describe('Komunikat przy każdym błędnym polu (ścieżka pola → komunikat).'),
    }),
  })
  .openapi('Error');

/** A URL slug: lowercase ASCII letters, digits and single hyphens. */
export const slugSchema = z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN).describe('Slug: małe litery, cyfry i pojedyncze myślniki.');

/** A UUID v4 as the shop writes it: lowercase (an uppercase one would find nothing, so it is refused). */
export const uuidSchema = z.string().regex(UUID_PATTERN).describe('UUID v4 małymi literami.');

/** Path parameter `{slug}`. */
export const slugParams = z.strictObject({ slug: slugSchema });

/** An ISO 8601 time in UTC. */
export const timestampSchema = z.string().describe('Czas UTC w formacie ISO 8601.');

/** An amount of money in grosze (1 zł = 100 gr). */
export const grosze = z.number().int().describe('Kwota w groszach.');

export const imageSchema = z
  .object({
    src: z.string().describe('Adres pliku względem sklepu, np. `/media/products/x-1.svg`.'),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .openapi('Image');

export const categoryRefSchema = z.object({ uuid: z.string(), slug: z.string(), name: z.string() }).openapi('CategoryRef');

/** `{ items }`: a whole list in one answer. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** A page of a long list; pass `nextCursor` back as `cursor` until it is null. */
export function pagedListOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Kursor następnej strony (parametr `cursor`), null na ostatniej stronie.'),
  });
}

/** One numbered page of a longer list (search results, filtered category listings). */
export function numberedPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive().describe('Numer strony od 1.'),
    pageSize: z.number().int().positive(),
    pageCount: z.number().int().positive().describe('Co najmniej 1, także dla pustej listy.'),
  });
}

/**
 * Paging of long lists. For lists ordered by id `cursor` is the last id of the previous page
 * (keyset); for lists ordered otherwise it is the number of rows already read (offset). Numbers
 * are plain decimal digits: `0x10`, `1e2` and `+5` are refused, so one page has one spelling.
 */
export const pagingQuery = z.strictObject({
  cursor: z
    .string()
    .regex(/^(?:0|[1-9]\d{0,14})$/)
    .optional()
    .describe('Kursor z `nextCursor` poprzedniej strony.'),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(500))
    .optional()
    .transform((limit) => limit ?? 100)
    .describe('Liczba pozycji na stronie, od 1 do 500 (domyślnie 100).'),
});

/** A query that takes no parameters: any parameter is an error (and no way around the cache). */
export const noQuery = z.strictObject({});

/** The next cursor of a page ordered by id: the last id when the page was full. */
export function nextCursorOf(ids: readonly number[], limit: number): string | null {
  const last = ids.at(-1);
  return ids.length === limit && last !== undefined ? String(last) : null;
}

/** The next cursor of an offset-paged list: rows read so far when the page was full. */
export function nextOffsetCursor(offset: number, received: number, limit: number): string | null {
  return received === limit ? String(offset + limit) : null;
}
