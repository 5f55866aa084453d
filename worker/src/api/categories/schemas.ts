/** The category tree, and the facets and listing of one category (issue 5). */
import { z } from '@hono/zod-openapi';
import { emptyFilters, parseCategoryFilters } from '#lib/category-filters.ts';
import { productSummarySchema } from '../products/schemas.ts';
import { categoryRefSchema, numberedPageOf } from '../schemas.ts';

export const categoryKindSchema = z.enum(['regular', 'promotions']);

const categoryNodeBase = categoryRefSchema.extend({
  description: z.string(),
  kind: categoryKindSchema,
  productCount: z.number().int().nonnegative().describe('Aktywne produkty tej kategorii i jej podkategorii.'),
});

export type CategoryNodeShape = z.output<typeof categoryNodeBase> & { children: CategoryNodeShape[] };

/** One category of the tree with its children (recursive). */
export const categoryNodeSchema: z.ZodType<CategoryNodeShape> = categoryNodeBase
  .extend({ children: z.array(z.lazy(() => categoryNodeSchema)) })
  .openapi('CategoryNode');

/** One value of a facet: a slug of the filter grammar, its label and how many products it gives. */
export const facetOptionSchema = z
  .object({
    value: z.string(),
    label: z.string(),
    count: z.number().int().nonnegative().describe('Produkty widoczne po dodaniu tej wartości do pozostałych filtrów.'),
    selected: z.boolean(),
  })
  .openapi('FacetOption');

/** A gross price range in whole złoty; an open end is null. */
export const priceRangeOptionSchema = z
  .object({ min: z.number().int().nullable(), max: z.number().int().nullable(), count: z.number().int().nonnegative(), selected: z.boolean() })
  .openapi('PriceRangeOption');

export const categoryFacetsSchema = z
  .object({
    producers: z.array(facetOptionSchema),
    colors: z.array(facetOptionSchema),
    capacities: z.array(facetOptionSchema),
    flags: z.array(facetOptionSchema),
    priceRanges: z.array(priceRangeOptionSchema),
    available: z.object({ count: z.number().int().nonnegative(), selected: z.boolean() }).describe('Produkty, które można kupić teraz.'),
  })
  .openapi('CategoryFacets');

export const categoryFacetsResponseSchema = z
  .object({
    category: categoryRefSchema.extend({ kind: categoryKindSchema }),
    filters: z.string().describe('Kanoniczny segment filtrów żądania (pusty, gdy nic nie wybrano).'),
    total: z.number().int().nonnegative().describe('Produkty wybrane przez filtry.'),
    facets: categoryFacetsSchema,
  })
  .openapi('CategoryFacetsResponse');

export const categoryListingResponseSchema = categoryFacetsResponseSchema
  .extend({
    breadcrumb: z.array(categoryRefSchema).describe('Ścieżka od korzenia do kategorii.'),
    description: z.string(),
    products: numberedPageOf(productSummarySchema),
  })
  .openapi('CategoryListingResponse');

/** `?filters=`: the path segment of `/kategoria/{slug}/{filters}` (site/src/lib/category-filters.ts). */
export const listingQuery = z.strictObject({
  filters: z
    .string()
    .max(400)
    .optional()
    .transform((segment, context) => {
      const filters = segment ? parseCategoryFilters(segment) : emptyFilters();
      if (!filters) {
        context.addIssue({ code: 'custom', message: 'Nieprawidłowe filtry: nieznany klucz, zła wartość lub powtórzony filtr.' });
        return z.NEVER;
      }
      return filters;
    })
    .describe(
      'Segment filtrów ścieżki `/kategoria/{slug}/{filtry}`: grupy rozdzielone `_`: `producent-`, `kolor-`, `pojemnosc-`, `flaga-` ze slugami ' +
        'rozdzielonymi `.`; `cena-{od}-{do}`, `cena-od-{n}`, `cena-do-{n}` w złotych brutto; `dostepne`; `sortuj-` (`popularnosc`, ' +
        '`cena-rosnaco`, `cena-malejaco`, `nazwa`, `nowosci`); `strona-{n}`. Każda grupa najwyżej raz; wartość, której nie ma żaden ' +
        'produkt kategorii, to 404.',
    )
    .openapi({ example: 'producent-katrin.merida_cena-10-50_dostepne_sortuj-cena-rosnaco_strona-2' }),
});
