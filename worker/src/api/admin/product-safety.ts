/**
 * The product's safety data as the staff write it (issue 34, docs/decisions/042-product-safety.md):
 * - the statements that keep `product_hazards` and `product_safety` as the body says, in the
 *   product write's own batch (products.ts);
 * - the rules a product is checked against after the write as a whole, before anything is
 *   written: a published product has its GPSR data (GPSR art. 19); a published product in a
 *   category of chemicals has its CLP classification or an explicit "not classified" (CLP art. 48
 *   and 48a); a classified product's name and descriptions make none of the claims CLP art. 25
 *   ust. 4 forbids (#lib/clp/claims.ts);
 * - the upload of its safety data sheet (a PDF, REACH art. 31) into the DOCUMENTS bucket.
 */
import { z } from '@hono/zod-openapi';
import { forbiddenClaims } from '#lib/clp/claims.ts';
import { safetyDataSheetKey } from '#lib/safety-data-sheets.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError, notFound } from '../errors.ts';
import { looksLikePdf, sha256Hex } from '../media/file-content.ts';
import { noQuery, slugParams } from '../schemas.ts';
import { ADMIN_CONTENT_TAGS } from './content-schemas.ts';
import { writeContent } from './content-write.ts';
import { type AdminProduct, adminProductSchema, type ProductFields } from './product-schemas.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const productId = '(SELECT id FROM products WHERE slug = ?1)';

/** Statements that write the body's `hazard` and `safety` (when given) of the product `slug`; the sheet is kept. */
export function safetyStatements(db: D1Database, slug: string, fields: Partial<ProductFields>): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  const { hazard, safety } = fields;
  if (hazard === null) statements.push(db.prepare(`DELETE FROM product_hazards WHERE product_id = ${productId}`).bind(slug));
  else if (hazard) {
    const label = hazard.classified
      ? hazard
      : { pictograms: [], signalWord: null, hazardStatements: [], precautionaryStatements: [], substances: [], ufi: null, nominalQuantity: null };
    statements.push(
      db
        .prepare(
          `INSERT INTO product_hazards (product_id, classified, pictograms, signal_word, hazard_statements, precautionary_statements, substances,
             supplemental_information, ufi, nominal_quantity)
           VALUES (${productId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
           ON CONFLICT (product_id) DO UPDATE SET classified = excluded.classified, pictograms = excluded.pictograms,
             signal_word = excluded.signal_word, hazard_statements = excluded.hazard_statements,
             precautionary_statements = excluded.precautionary_statements, substances = excluded.substances,
             supplemental_information = excluded.supplemental_information, ufi = excluded.ufi, nominal_quantity = excluded.nominal_quantity`,
        )
        .bind(
          slug,
          hazard.classified ? 1 : 0,
          JSON.stringify(label.pictograms),
          label.signalWord,
          JSON.stringify(label.hazardStatements),
          JSON.stringify(label.precautionaryStatements),
          JSON.stringify(label.substances),
          hazard.supplementalInformation,
          label.ufi,
          label.nominalQuantity,
        ),
    );
  }
  if (safety) {
    const responsible = safety.responsiblePerson;
    statements.push(
      db
        .prepare(
          `INSERT INTO product_safety (product_id, manufacturer_name, manufacturer_address, manufacturer_email, responsible_name,
             responsible_address, responsible_email, warnings)
           VALUES (${productId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
           ON CONFLICT (product_id) DO UPDATE SET manufacturer_name = excluded.manufacturer_name,
             manufacturer_address = excluded.manufacturer_address, manufacturer_email = excluded.manufacturer_email,
             responsible_name = excluded.responsible_name, responsible_address = excluded.responsible_address,
             responsible_email = excluded.responsible_email, warnings = excluded.warnings`,
        )
        .bind(
          slug,
          safety.manufacturer.name,
          safety.manufacturer.address,
          safety.manufacturer.email,
          responsible?.name ?? null,
          responsible?.address ?? null,
          responsible?.email ?? null,
          JSON.stringify(safety.warnings),
        ),
    );
  }
  return statements;
}

type SafetyView = Pick<AdminProduct, 'name' | 'description' | 'shortDescription' | 'published' | 'mainCategorySlug' | 'categorySlugs' | 'hazard'> & {
  safety: AdminProduct['safety'];
};

const TEXT_FIELDS = ['name', 'description', 'shortDescription'] as const;

/** 422 when the product as it would be after the write breaks a rule of the module's header. */
export async function checkProductSafety(db: D1Database, before: SafetyView | null, body: Partial<ProductFields>): Promise<void> {
  const after = { ...before, ...body } as SafetyView;
  const problems: Record<string, string> = {};
  if (after.published && !after.safety)
    problems.safety = 'Podaj dane producenta i ostrzeżenia (GPSR art. 19): bez nich produktu nie można opublikować.';
  if (after.published && !after.hazard) {
    const slugs = [after.mainCategorySlug, ...(after.categorySlugs ?? [])];
    const chemical = await db
      .prepare('SELECT name FROM categories WHERE holds_chemicals = 1 AND slug IN (SELECT value FROM json_each(?1)) ORDER BY name LIMIT 1')
      .bind(JSON.stringify(slugs))
      .first<{ name: string }>('name');
    if (chemical)
      problems.hazard = `Kategoria „${chemical}” to chemia: podaj klasyfikację CLP produktu albo „classified: false” (niesklasyfikowany), zanim go opublikujesz.`;
  }
  if (after.hazard?.classified)
    for (const field of TEXT_FIELDS) {
      const claims = forbiddenClaims(after[field] ?? '');
      if (claims.length > 0)
        problems[field] =
          `Produkt niebezpieczny nie może być opisany jako: ${claims.join(', ')} (CLP art. 25 ust. 4 i art. 48). Usuń te sformułowania.`;
    }
  if (Object.keys(problems).length > 0)
    throw new ApiError(422, 'product_safety', 'Produkt nie spełnia wymogów bezpieczeństwa produktów; nic nie zapisano.', problems);
}

// ---------------------------------------------------------------------------------------------
// The safety data sheet

/** The largest sheet taken: real ones are 5–30 pages, well under this. */
export const MAX_SAFETY_DATA_SHEET_BYTES = 10 * 1024 * 1024;
const BASE64_BYTES = Math.ceil(MAX_SAFETY_DATA_SHEET_BYTES / 3) * 4;

const sheetBody = z
  .strictObject({
    date: z.iso.date().describe('Data karty (wersji), jak podaje jej sekcja 16 lub nagłówek, np. `2026-03-01`.'),
    pdfBase64: z
      .string()
      .min(8)
      .max(BASE64_BYTES)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Plik musi być zakodowany w base64.')
      .describe(`Plik PDF w base64, do ${MAX_SAFETY_DATA_SHEET_BYTES / 1024 / 1024} MB.`),
  })
  .openapi('AdminSafetyDataSheetRequest');

function decodeBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

const sheetCall = declareCall({
  operationId: 'adminPutSafetyDataSheet',
  method: 'put',
  path: '/products/{slug}/safety-data-sheet',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Wysyła kartę charakterystyki (PDF) produktu z klasyfikacją CLP; zastępuje poprzednią, nowa wersja ma nowy adres.',
  request: { params: slugParams, query: noQuery, body: jsonBody(sheetBody) },
  success: { schema: adminProductSchema, description: 'Produkt z kartą charakterystyki.' },
  errors: {
    ...STAFF_ERRORS,
    404: 'Nie ma produktu o tym slugu.',
    409: 'Produkt nie ma jeszcze klasyfikacji CLP (pole `hazard`); karta należy do produktu chemicznego.',
    422: 'Plik nie jest dokumentem PDF albo jest większy niż 10 MB; nic nie zapisano.',
  },
  // The PDF's base64 (4/3 of 10 MiB) and the JSON around it.
  maxBodyBytes: 14 * 1024 * 1024,
  ...staffCall(ROLES_FOR.content),
});

/**
 * Routes of the module; `readProduct` and `purgePaths` are products.ts's reader and the public
 * answers a product's change purges (passed in, so the two modules do not import each other).
 */
export function productSafetyRoutes(
  readProduct: (db: D1Database, slug: string) => Promise<AdminProduct | null>,
  purgePaths: (slug: string) => string[],
) {
  return createRouter().openapi(sheetCall, async (c) => {
    const { slug } = c.req.valid('param');
    const { date, pdfBase64 } = c.req.valid('json');
    const product = await readProduct(c.env.DB, slug);
    if (!product) throw notFound('Nie ma produktu o tym slugu.');
    const bytes = decodeBase64(pdfBase64);
    if (!bytes || bytes.length > MAX_SAFETY_DATA_SHEET_BYTES || !looksLikePdf(bytes)) {
      const reason = 'To nie jest plik PDF do 10 MB (sprawdzamy zawartość pliku, nie jego nazwę).';
      throw new ApiError(422, 'not_a_pdf', reason, { pdfBase64: reason });
    }
    if (!product.hazard) throw new ApiError(409, 'no_classification', 'Najpierw podaj klasyfikację CLP produktu (pole hazard), potem jego kartę.');
    const key = safetyDataSheetKey(product.name, await sha256Hex(bytes));
    await c.env.DOCUMENTS.put(key, bytes, {
      httpMetadata: { contentType: 'application/pdf', contentDisposition: `inline; filename="${key.split('/').pop()}"` },
    });
    const db = c.env.DB;
    await writeContent(c, staffActorOf(c), {
      statements: [db.prepare(`UPDATE product_hazards SET sds_key = ?2, sds_date = ?3 WHERE product_id = ${productId}`).bind(slug, key, date)],
      changes: [{ kind: 'product', slug, action: 'updated' }],
      audit: { safetyDataSheet: { before: product.safetyDataSheet, after: { key, date } } },
      purge: purgePaths(slug),
    });
    return c.json((await readProduct(db, slug)) as AdminProduct, 200);
  });
}
