/**
 * The staff's product calls (issue 18, docs/content.md "Content administration and imports"): read one
 * product as the editors write it (also an unpublished one), create, update (also unpublish:
 * `published: false`; a product is never deleted, orders and sets refer to it), set the net
 * price (the trigger of migration 0003 records it in the price history the Omnibus rule reads)
 * and add or change promotions. Each write is one batch with its journal rows (content-write.ts).
 */
import { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError, notFound } from '../errors.ts';
import { hazardJsonSql, readHazardJson, safetyJsonSql, toSafety } from '../products/safety-schemas.ts';
import { noQuery, slugParams, slugSchema } from '../schemas.ts';
import { ADMIN_CONTENT_TAGS } from './content-schemas.ts';
import {
  type ContentWrite,
  missingPictures,
  missingValues,
  unchangedSince,
  unknownList,
  unknownReferences,
  updateStatement,
  writeContent,
} from './content-write.ts';
import { checkProductSafety, productSafetyRoutes, safetyStatements } from './product-safety.ts';
import {
  type AdminProduct,
  adminProductSchema,
  DERIVED_FLAG,
  type ProductFields,
  productCreateBody,
  productPriceBody,
  productUpdateBody,
  promotionCreateBody,
  promotionUpdateBody,
} from './product-schemas.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

interface AdminProductRow {
  id: number;
  uuid: string;
  slug: string;
  number: string;
  name: string;
  ean_code: string;
  description: string;
  short_description: string;
  producer: string;
  color: string | null;
  content_amount: number | null;
  content_unit: 'ml' | 'g' | null;
  sales_unit: string;
  net_price: number;
  vat_rate: 0 | 5 | 8 | 23;
  stock: number;
  supplier_delivery_days: number | null;
  main_category_slug: string;
  cover_image: string;
  is_active: number;
  created_at: string;
  updated_at: string;
  categories_json: string;
  flags_json: string;
  images_json: string;
  promotions_json: string;
  history_json: string;
  hazard_json: string | null;
  safety_json: string | null;
}

const adminProductSelect = `
SELECT p.id, p.uuid, p.slug, p.number, p.name, p.ean_code, p.description, p.short_description, p.producer, p.color, p.content_amount,
  p.content_unit, p.sales_unit, p.net_price, p.vat_rate, p.stock, p.supplier_delivery_days, mc.slug AS main_category_slug, p.cover_image,
  p.is_active, p.created_at, p.updated_at,
  (SELECT json_group_array(slug) FROM (SELECT c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id
     WHERE pc.product_id = p.id ORDER BY c.slug)) AS categories_json,
  (SELECT json_group_array(flag_code) FROM (SELECT flag_code FROM product_flags WHERE product_id = p.id ORDER BY flag_code)) AS flags_json,
  (SELECT json_group_array(json_object('path', path, 'alt', alt)) FROM (SELECT path, alt FROM product_images WHERE product_id = p.id ORDER BY position)) AS images_json,
  (SELECT json_group_array(json_object('id', id, 'nettoPrice', net_price, 'startsAt', starts_at, 'endsAt', ends_at))
     FROM (SELECT id, net_price, starts_at, ends_at FROM promotions WHERE product_id = p.id ORDER BY starts_at, id)) AS promotions_json,
  (SELECT json_group_array(json_object('netPrice', net_price, 'validFrom', valid_from))
     FROM (SELECT net_price, valid_from FROM price_history WHERE product_id = p.id ORDER BY valid_from)) AS history_json,
  ${hazardJsonSql} AS hazard_json,
  ${safetyJsonSql} AS safety_json
FROM products p JOIN categories mc ON mc.id = p.main_category_id`;

/** The hazard as the staff wrote it (codes, no texts) and its sheet. */
function toAdminHazard(json: string | null): Pick<AdminProduct, 'hazard' | 'safetyDataSheet'> {
  const hazard = readHazardJson(json);
  if (!hazard) return { hazard: null, safetyDataSheet: null };
  const { classified, safetyDataSheet, supplementalInformation, nominalQuantity, ...label } = hazard;
  if (!classified) return { hazard: { classified: false, supplementalInformation }, safetyDataSheet };
  return { hazard: { classified: true, ...label, supplementalInformation, nominalQuantity: nominalQuantity ?? '' }, safetyDataSheet };
}

function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    uuid: row.uuid,
    slug: row.slug,
    number: row.number,
    name: row.name,
    eanCode: row.ean_code,
    description: row.description,
    shortDescription: row.short_description,
    producer: row.producer,
    color: row.color,
    content: row.content_amount !== null && row.content_unit !== null ? { amount: row.content_amount, unit: row.content_unit } : null,
    salesUnit: row.sales_unit,
    nettoPrice: row.net_price,
    vatRate: row.vat_rate,
    stock: { quantity: row.stock, supplierDeliveryDays: row.supplier_delivery_days },
    mainCategorySlug: row.main_category_slug,
    categorySlugs: JSON.parse(row.categories_json) as string[],
    flags: JSON.parse(row.flags_json) as string[],
    coverImage: row.cover_image,
    images: JSON.parse(row.images_json) as { path: string; alt: string }[],
    published: row.is_active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    promotions: JSON.parse(row.promotions_json) as AdminProduct['promotions'],
    priceHistory: JSON.parse(row.history_json) as AdminProduct['priceHistory'],
    ...toAdminHazard(row.hazard_json),
    safety: toSafety(row.safety_json),
  };
}

/** The product as editors write it, published or not; null for an unknown slug. */
export async function readAdminProduct(db: D1Database, slug: string): Promise<AdminProduct | null> {
  const row = await db.prepare(`${adminProductSelect} WHERE p.slug = ?1`).bind(slug).first<AdminProductRow>();
  return row ? toAdminProduct(row) : null;
}

async function existingProduct(db: D1Database, slug: string): Promise<AdminProduct> {
  const product = await readAdminProduct(db, slug);
  if (!product) throw notFound('Nie ma produktu o tym slugu.');
  return product;
}

/** 422 when the body names categories, flags or media the shop does not have (one field each). */
async function checkReferences(db: D1Database, fields: Partial<ProductFields>): Promise<void> {
  const problems: Record<string, string> = {};
  const categorySlugs = [...(fields.mainCategorySlug ? [fields.mainCategorySlug] : []), ...(fields.categorySlugs ?? [])];
  const [missingCategories, missingFlags, missingMedia] = await Promise.all([
    missingValues(db, 'categories', 'slug', categorySlugs, "t.kind = 'regular'"),
    missingValues(db, 'flags', 'code', fields.flags ?? [], `t.code <> '${DERIVED_FLAG}'`),
    missingPictures(db, [...(fields.coverImage ? [fields.coverImage] : []), ...(fields.images ?? []).map((image) => image.path)]),
  ]);
  if (fields.mainCategorySlug && missingCategories.includes(fields.mainCategorySlug))
    problems.mainCategorySlug = `Nie ma zwykłej kategorii o slugu ${fields.mainCategorySlug}.`;
  const extra = (fields.categorySlugs ?? []).filter((slug) => missingCategories.includes(slug));
  if (extra.length > 0) problems.categorySlugs = unknownList('Nieznane kategorie (albo kategoria „Promocje”, która sama dobiera produkty)', extra);
  if (missingFlags.length > 0) problems.flags = unknownList('Nieznane flagi (flaga promotion wynika z promocji)', missingFlags);
  if (fields.coverImage && missingMedia.includes(fields.coverImage))
    problems.coverImage = `Nie ma w mediach obrazu ${fields.coverImage} (PDF nie jest obrazem).`;
  const images = (fields.images ?? []).map((image) => image.path).filter((path) => missingMedia.includes(path));
  if (images.length > 0) problems.images = unknownList('Nie ma w mediach obrazów (PDF nie jest obrazem)', images);
  if (Object.keys(problems).length > 0) throw unknownReferences(problems);
}

/** Statements that replace the product's extra categories, flags and gallery with those given. */
function replaceListsStatements(db: D1Database, slug: string, fields: Partial<ProductFields>): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  const productId = '(SELECT id FROM products WHERE slug = ?1)';
  if (fields.categorySlugs) {
    statements.push(
      db.prepare(`DELETE FROM product_categories WHERE product_id = ${productId}`).bind(slug),
      db
        .prepare(
          `INSERT INTO product_categories (product_id, category_id)
           SELECT p.id, c.id FROM products p JOIN categories c ON c.slug IN (SELECT value FROM json_each(?2)) AND c.id <> p.main_category_id
           WHERE p.slug = ?1`,
        )
        .bind(slug, JSON.stringify(fields.categorySlugs)),
    );
  } else if (fields.mainCategorySlug) {
    // A new main category is not also an extra one.
    statements.push(
      db
        .prepare(
          `DELETE FROM product_categories WHERE product_id = ${productId} AND category_id = (SELECT main_category_id FROM products WHERE slug = ?1)`,
        )
        .bind(slug),
    );
  }
  if (fields.flags) {
    statements.push(
      db.prepare(`DELETE FROM product_flags WHERE product_id = ${productId}`).bind(slug),
      db
        .prepare(`INSERT INTO product_flags (product_id, flag_code) SELECT ${productId}, value FROM (SELECT DISTINCT value FROM json_each(?2))`)
        .bind(slug, JSON.stringify(fields.flags)),
    );
  }
  if (fields.images) {
    statements.push(
      db.prepare(`DELETE FROM product_images WHERE product_id = ${productId}`).bind(slug),
      db
        .prepare(
          `INSERT INTO product_images (product_id, position, path, alt)
           SELECT ${productId}, key, json_extract(value, '$.path'), json_extract(value, '$.alt') FROM json_each(?2)`,
        )
        .bind(slug, JSON.stringify(fields.images)),
    );
  }
  return statements;
}

/** The public answers that show a product itself: its page and the first page of the product list (its listings: `categoryListings`). */
function productPurgePaths(slug: string): string[] {
  return [`/api/public/v1/products/slug/${slug}`, '/api/public/v1/products'];
}

function categoriesOf(product: Pick<ProductFields, 'mainCategorySlug' | 'categorySlugs'>): string[] {
  return [product.mainCategorySlug, ...product.categorySlugs];
}

/** The write of a new product: the row, its first price point, its lists. */
export function createProductWrite(db: D1Database, body: ProductFields & { slug: string }, now: Date): ContentWrite {
  const at = now.toISOString();
  const { slug } = body;
  return {
    statements: [
      db
        .prepare(
          `INSERT INTO products (uuid, number, slug, name, ean_code, description, short_description, producer, color, content_amount, content_unit,
             sales_unit, net_price, vat_rate, stock, supplier_delivery_days, main_category_id, cover_image, is_active, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, (SELECT id FROM categories WHERE slug = ?17), ?18, ?19, ?20, ?20)`,
        )
        .bind(
          crypto.randomUUID(),
          body.number,
          slug,
          body.name,
          body.eanCode,
          body.description,
          body.shortDescription,
          body.producer,
          body.color,
          body.content?.amount ?? null,
          body.content?.unit ?? null,
          body.salesUnit,
          body.nettoPrice,
          body.vatRate,
          body.stock.quantity,
          body.stock.supplierDeliveryDays,
          body.mainCategorySlug,
          body.coverImage,
          body.published ? 1 : 0,
          at,
        ),
      // The trigger of migration 0003 records changes; the first price is recorded here.
      db
        .prepare('INSERT INTO price_history (product_id, net_price, valid_from) SELECT id, net_price, ?2 FROM products WHERE slug = ?1')
        .bind(slug, at),
      ...replaceListsStatements(db, slug, body),
      ...safetyStatements(db, slug, body),
    ],
    changes: [{ kind: 'product', slug, action: 'created' }],
    purge: productPurgePaths(slug),
    categoryListings: categoriesOf(body),
  };
}

/** The write of changed fields of an existing product (`before`). */
export function updateProductWrite(db: D1Database, before: AdminProduct, body: Partial<ProductFields>, now: Date): ContentWrite {
  const { slug } = before;
  const row = updateStatement(db, 'products', 'slug = ?1', [slug], {
    number: body.number,
    name: body.name,
    ean_code: body.eanCode,
    description: body.description,
    short_description: body.shortDescription,
    producer: body.producer,
    color: body.color,
    content_amount: body.content === undefined ? undefined : (body.content?.amount ?? null),
    content_unit: body.content === undefined ? undefined : (body.content?.unit ?? null),
    sales_unit: body.salesUnit,
    net_price: body.nettoPrice,
    vat_rate: body.vatRate,
    stock: body.stock?.quantity,
    supplier_delivery_days: body.stock === undefined ? undefined : body.stock.supplierDeliveryDays,
    cover_image: body.coverImage,
    is_active: body.published === undefined ? undefined : body.published ? 1 : 0,
    updated_at: now.toISOString(),
  });
  const mainCategory = body.mainCategorySlug
    ? db
        .prepare('UPDATE products SET main_category_id = (SELECT id FROM categories WHERE slug = ?2) WHERE slug = ?1')
        .bind(slug, body.mainCategorySlug)
    : null;
  const unpublished = body.published === false && before.published;
  const after = { mainCategorySlug: body.mainCategorySlug ?? before.mainCategorySlug, categorySlugs: body.categorySlugs ?? before.categorySlugs };
  return {
    statements: [
      ...(row ? [row] : []),
      ...(mainCategory ? [mainCategory] : []),
      ...replaceListsStatements(db, slug, body),
      ...safetyStatements(db, slug, body),
    ],
    changes: [{ kind: 'product', slug, action: unpublished ? 'unpublished' : 'updated' }],
    audit: changedFields(before, body),
    purge: productPurgePaths(slug),
    categoryListings: [...categoriesOf(before), ...categoriesOf(after)],
  };
}

const productParams = slugParams;
const promotionParams = z.strictObject({
  slug: slugSchema,
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .describe('Numer promocji z odczytu produktu.'),
});

const readCall = declareCall({
  operationId: 'adminGetProduct',
  method: 'get',
  path: '/products/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Produkt w postaci, w jakiej go zapisuje obsługa (także wycofany), z promocjami.',
  request: { params: productParams, query: noQuery },
  success: { schema: adminProductSchema, description: 'Produkt.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma produktu o tym slugu.' },
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreateProduct',
  method: 'post',
  path: '/products',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje produkt (z kategoriami, flagami, stanem i zdjęciami z mediów); pierwsza cena trafia do historii cen.',
  request: { query: noQuery, body: jsonBody(productCreateBody) },
  success: { schema: adminProductSchema, description: 'Produkt dodany.' },
  errors: {
    ...STAFF_ERRORS,
    409: 'Slug, numer albo kod EAN ma już inny produkt; nic nie zapisano.',
    422: 'Nieznana kategoria, flaga albo plik mediów, albo brak danych bezpieczeństwa produktu (GPSR, CLP) lub zakazane sformułowania (pole `fields` mówi które); nic nie zapisano.',
  },
  maxBodyBytes: 64 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdateProduct',
  method: 'patch',
  path: '/products/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola produktu; `published: false` wycofuje go ze sklepu (nigdy nie jest usuwany). Podane listy zastępują dotychczasowe.',
  request: { params: productParams, query: noQuery, body: jsonBody(productUpdateBody) },
  success: { schema: adminProductSchema, description: 'Produkt po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: 'Nie ma produktu o tym slugu.',
    409: 'Numer albo kod EAN ma już inny produkt, albo ktoś zapisał produkt po odczycie z updatedAt; nic nie zapisano.',
    422: 'Nieznana kategoria, flaga albo plik mediów, albo brak danych bezpieczeństwa produktu (GPSR, CLP) lub zakazane sformułowania; nic nie zapisano.',
  },
  maxBodyBytes: 64 * 1024,
  ...staffCall(ROLES_FOR.content),
});

const priceCall = declareCall({
  operationId: 'adminSetProductPrice',
  method: 'put',
  path: '/products/{slug}/price',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Ustawia cenę netto produktu; zmiana trafia do historii cen, z której liczona jest najniższa cena z 30 dni (Omnibus).',
  request: { params: productParams, query: noQuery, body: jsonBody(productPriceBody) },
  success: { schema: adminProductSchema, description: 'Produkt z nową ceną.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma produktu o tym slugu.', 409: 'Ktoś zapisał produkt po odczycie z updatedAt; nic nie zapisano.' },
  maxBodyBytes: 1024,
  ...staffCall(ROLES_FOR.content),
});

const createPromotionCall = declareCall({
  operationId: 'adminCreatePromotion',
  method: 'post',
  path: '/products/{slug}/promotions',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje promocję produktu (cena netto niższa od regularnej, od–do).',
  request: { params: productParams, query: noQuery, body: jsonBody(promotionCreateBody) },
  success: { schema: adminProductSchema, description: 'Produkt z promocjami.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma produktu o tym slugu.', 422: 'Cena promocyjna nie jest niższa od regularnej; nic nie zapisano.' },
  maxBodyBytes: 1024,
  ...staffCall(ROLES_FOR.content),
});

const updatePromotionCall = declareCall({
  operationId: 'adminUpdatePromotion',
  method: 'patch',
  path: '/products/{slug}/promotions/{id}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia promocję produktu; zakończenie jej teraz to `endsAt` równe bieżącemu czasowi.',
  request: { params: promotionParams, query: noQuery, body: jsonBody(promotionUpdateBody) },
  success: { schema: adminProductSchema, description: 'Produkt z promocjami.' },
  errors: {
    ...STAFF_ERRORS,
    404: 'Nie ma takiego produktu albo ta promocja nie jest jego.',
    422: 'Koniec nie jest po początku albo cena nie jest niższa od regularnej; nic nie zapisano.',
  },
  maxBodyBytes: 1024,
  ...staffCall(ROLES_FOR.content),
});

/** The "Promocje" categories, whose listings follow running promotions. */
async function promotionCategorySlugs(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT slug FROM categories WHERE kind = 'promotions'").all<{ slug: string }>();
  return results.map((row) => row.slug);
}

function checkPromotionPrice(nettoPrice: number | undefined, regular: number): void {
  if (nettoPrice !== undefined && nettoPrice >= regular) {
    const reason = `Cena promocyjna musi być niższa od regularnej (${regular} gr netto).`;
    throw new ApiError(422, 'promotion_not_lower', reason, { nettoPrice: reason });
  }
}

export const adminProductRoutes = createRouter()
  .openapi(readCall, async (c) => c.json(await existingProduct(c.env.DB, c.req.valid('param').slug), 200))
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    await checkReferences(c.env.DB, body);
    await checkProductSafety(c.env.DB, null, body);
    await writeContent(c, staffActorOf(c), createProductWrite(c.env.DB, body, new Date()));
    return c.json(await existingProduct(c.env.DB, body.slug), 200);
  })
  .openapi(updateCall, async (c) => {
    const { slug } = c.req.valid('param');
    const body = c.req.valid('json');
    const before = await existingProduct(c.env.DB, slug);
    await checkReferences(c.env.DB, body);
    await checkProductSafety(c.env.DB, before, body);
    const { updatedAt, ...fields } = body;
    await writeContent(c, staffActorOf(c), {
      ...updateProductWrite(c.env.DB, before, fields, new Date()),
      unchanged: unchangedSince('products', 'slug = ?', [slug], updatedAt),
    });
    return c.json(await existingProduct(c.env.DB, slug), 200);
  })
  .openapi(priceCall, async (c) => {
    const { slug } = c.req.valid('param');
    const before = await existingProduct(c.env.DB, slug);
    const { nettoPrice, updatedAt } = c.req.valid('json');
    await writeContent(c, staffActorOf(c), {
      ...updateProductWrite(c.env.DB, before, { nettoPrice }, new Date()),
      unchanged: unchangedSince('products', 'slug = ?', [slug], updatedAt),
    });
    return c.json(await existingProduct(c.env.DB, slug), 200);
  })
  .openapi(createPromotionCall, async (c) => {
    const { slug } = c.req.valid('param');
    const body = c.req.valid('json');
    const before = await existingProduct(c.env.DB, slug);
    checkPromotionPrice(body.nettoPrice, before.nettoPrice);
    const db = c.env.DB;
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare('INSERT INTO promotions (product_id, net_price, starts_at, ends_at) SELECT id, ?2, ?3, ?4 FROM products WHERE slug = ?1')
          .bind(slug, body.nettoPrice, new Date(body.startsAt).toISOString(), new Date(body.endsAt).toISOString()),
      ],
      changes: [{ kind: 'product', slug, action: 'updated' }],
      audit: { promotionAdded: { nettoPrice: body.nettoPrice, startsAt: body.startsAt, endsAt: body.endsAt, regularNettoPrice: before.nettoPrice } },
      purge: productPurgePaths(slug),
      categoryListings: [...categoriesOf(before), ...(await promotionCategorySlugs(db))],
    });
    return c.json(await existingProduct(db, slug), 200);
  })
  .openapi(updatePromotionCall, async (c) => {
    const { slug, id } = c.req.valid('param');
    const body = c.req.valid('json');
    const before = await existingProduct(c.env.DB, slug);
    const promotion = before.promotions.find((candidate) => candidate.id === Number(id));
    if (!promotion) throw notFound('Ten produkt nie ma promocji o tym numerze.');
    checkPromotionPrice(body.nettoPrice, before.nettoPrice);
    const startsAt = body.startsAt ? new Date(body.startsAt).toISOString() : promotion.startsAt;
    const endsAt = body.endsAt ? new Date(body.endsAt).toISOString() : promotion.endsAt;
    if (endsAt <= startsAt) {
      const reason = 'Koniec promocji musi być po jej początku.';
      throw new ApiError(422, 'promotion_period', reason, { endsAt: reason });
    }
    const db = c.env.DB;
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare(
            'UPDATE promotions SET net_price = ?2, starts_at = ?3, ends_at = ?4 WHERE id = ?1 AND product_id = (SELECT id FROM products WHERE slug = ?5)',
          )
          .bind(Number(id), body.nettoPrice ?? promotion.nettoPrice, startsAt, endsAt, slug),
      ],
      changes: [{ kind: 'product', slug, action: 'updated' }],
      audit: { promotion: { id: Number(id), ...changedFields(promotion, { nettoPrice: body.nettoPrice, startsAt, endsAt }) } },
      purge: productPurgePaths(slug),
      categoryListings: [...categoriesOf(before), ...(await promotionCategorySlugs(db))],
    });
    return c.json(await existingProduct(db, slug), 200);
  })
  .route('/', productSafetyRoutes(readAdminProduct, productPurgePaths));
