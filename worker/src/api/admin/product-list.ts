/**
 * The back office's product list (issue 35, docs/content.md "The product screens"): search by
 * name, number or EAN, filters by category (with its subcategories, the shop's own membership
 * rule), flag, stock, publication and missing data, 50 a page; each row says what the product
 * lacks, by the same SQL that filters on it.
 */
import { grossFromNet } from '#lib/money.ts';
import {
  MISSING_DATA,
  type MissingData,
  PRODUCT_LIST_PAGE_SIZE,
  type ProductListQuery,
  productListQuerySchema,
  type StockState,
  stockStateOf,
} from '#lib/panel/product-filters.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { categoryListingsSql } from '../categories/membership.ts';
import { createRouter, declareCall } from '../contract.ts';
import { ADMIN_CONTENT_TAGS } from './content-schemas.ts';
import { adminProductListSchema } from './product-schemas.ts';
import { STAFF_ERRORS, staffCall } from './require-staff.ts';
import { AFTER_PREFIX, add, clause, type Where } from './sql-conditions.ts';

/** Each kind of missing data as one SQL condition on the product `p`: the filter and the row's list read the same. */
const MISSING_SQL: Readonly<Record<MissingData, string>> = {
  images: 'NOT EXISTS (SELECT 1 FROM product_images WHERE product_id = p.id)',
  description: "(trim(p.description) = '' OR trim(p.short_description) = '')",
  gpsr: 'NOT EXISTS (SELECT 1 FROM product_safety WHERE product_id = p.id)',
  // The rule of product-safety.ts `checkProductSafety`: a product listed in a chemicals category needs its CLP data.
  clp: `NOT EXISTS (SELECT 1 FROM product_hazards WHERE product_id = p.id)
    AND EXISTS (SELECT 1 FROM categories hc WHERE hc.holds_chemicals = 1
      AND (hc.id = p.main_category_id OR hc.id IN (SELECT category_id FROM product_categories WHERE product_id = p.id)))`,
};

const STOCK_SQL: Readonly<Record<StockState, string>> = {
  'in-stock': 'p.stock > 0',
  supplier: 'p.stock = 0 AND p.supplier_delivery_days IS NOT NULL',
  out: 'p.stock = 0 AND p.supplier_delivery_days IS NULL',
};

interface ProductListRow {
  slug: string;
  number: string;
  name: string;
  ean_code: string;
  net_price: number;
  vat_rate: 0 | 5 | 8 | 23;
  stock: number;
  supplier_delivery_days: number | null;
  is_active: number;
  main_category_name: string;
  cover_image: string;
  updated_at: string;
  missing_json: string;
}

function whereOf(query: ProductListQuery, now: string): Where {
  const where: Where = { sql: [], values: [] };
  if (query.q) {
    const text = query.q;
    const upper = text.toUpperCase();
    add(
      where,
      '(instr(lower(p.name), lower(?)) > 0 OR (p.number >= ? AND p.number < ?) OR (p.ean_code >= ? AND p.ean_code < ?))',
      text,
      upper,
      `${upper}${AFTER_PREFIX}`,
      text,
      `${text}${AFTER_PREFIX}`,
    );
  }
  if (query.category)
    add(
      where,
      `p.id IN (SELECT product_id FROM (${categoryListingsSql({ now: '?', categoryId: '(SELECT id FROM categories WHERE slug = ?)', view: 'all' })}))`,
      // The `?` in the order the listing's SQL names them: the category in its two regular branches, then the promotions' moment twice and the category.
      query.category,
      query.category,
      now,
      now,
      query.category,
    );
  if (query.flag) add(where, 'EXISTS (SELECT 1 FROM product_flags WHERE product_id = p.id AND flag_code = ?)', query.flag);
  if (query.stock) add(where, STOCK_SQL[query.stock]);
  if (query.published) add(where, query.published === 'yes' ? 'p.is_active = 1' : 'p.is_active = 0');
  if (query.missing) add(where, MISSING_SQL[query.missing]);
  return where;
}

/** The page of products the query asks for, by name, with how many match. */
export async function listAdminProducts(db: D1Database, query: ProductListQuery, now: Date): Promise<{ rows: ProductListRow[]; total: number }> {
  const where = whereOf(query, now.toISOString());
  const page = Number(query.page ?? 1);
  const missing = MISSING_DATA.map((kind) => `CASE WHEN ${MISSING_SQL[kind]} THEN '${kind}' END`).join(', ');
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT p.slug, p.number, p.name, p.ean_code, p.net_price, p.vat_rate, p.stock, p.supplier_delivery_days, p.is_active,
           mc.name AS main_category_name, p.cover_image, p.updated_at,
           (SELECT json_group_array(value) FROM json_each(json_array(${missing})) WHERE value IS NOT NULL) AS missing_json
         FROM products p JOIN categories mc ON mc.id = p.main_category_id ${clause(where)}
         ORDER BY p.name, p.id LIMIT ${PRODUCT_LIST_PAGE_SIZE} OFFSET ${(page - 1) * PRODUCT_LIST_PAGE_SIZE}`,
      )
      .bind(...where.values),
    db.prepare(`SELECT count(*) AS total FROM products p ${clause(where)}`).bind(...where.values),
  ]);
  return { rows: (rows?.results ?? []) as ProductListRow[], total: (count?.results[0] as { total: number } | undefined)?.total ?? 0 };
}

const listCall = declareCall({
  operationId: 'adminListProducts',
  method: 'get',
  path: '/products',
  tags: ADMIN_CONTENT_TAGS,
  summary:
    'Produkty sklepu (także wycofane), po nazwie: szukanie po nazwie, numerze lub EAN; filtry kategorii (z podkategoriami), flagi, stanu, publikacji i brakujących danych.',
  request: { query: productListQuerySchema.openapi('AdminProductListQuery') },
  success: { schema: adminProductListSchema, description: 'Strona listy produktów.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

export const adminProductListRoutes = createRouter().openapi(listCall, async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await listAdminProducts(c.env.DB, query, new Date());
  return c.json(
    {
      products: rows.map((row) => {
        const stock = { quantity: row.stock, supplierDeliveryDays: row.supplier_delivery_days };
        return {
          slug: row.slug,
          number: row.number,
          name: row.name,
          eanCode: row.ean_code,
          nettoPrice: row.net_price,
          vatRate: row.vat_rate,
          grossPrice: grossFromNet(row.net_price, row.vat_rate),
          stock,
          stockState: stockStateOf(stock),
          published: row.is_active === 1,
          mainCategoryName: row.main_category_name,
          coverImage: row.cover_image,
          updatedAt: row.updated_at,
          missing: JSON.parse(row.missing_json) as MissingData[],
        };
      }),
      total,
      page: Number(query.page ?? 1),
      pageCount: Math.max(1, Math.ceil(total / PRODUCT_LIST_PAGE_SIZE)),
    },
    200,
  );
});
