// Turns a Catalogue into SQL: DELETEs (children first) then multi-row INSERTs (parents first),
// with ?1, ?2 … placeholders for D1's prepare().bind(), or inlined as a plain SQL script for
// `wrangler d1 execute --file`. No Node imports: also runs inside workerd in tests.

import type { Catalogue } from './types.ts';

export type SqlParam = string | number | null;

export interface SqlStatement {
  sql: string;
  params: SqlParam[];
}

/** D1 binds at most 100 parameters per statement. */
export const MAX_BOUND_PARAMETERS = 100;
/** D1 rejects statements longer than 100 KB; keep the inlined form well below that. */
export const MAX_STATEMENT_BYTES = 90_000;

interface TableSpec {
  table: string;
  key: keyof Catalogue;
  columns: string[];
}

/** Tables the database keeps in step itself, by triggers (0005_category_lineage_table.sql): the seed writes none. */
export const DERIVED_TABLES: readonly string[] = ['category_lineage'];
/**
 * Tables of what the shop does while it runs, not of the catalogue: the seed neither writes nor
 * clears them, so replacing the catalogue keeps the mail outbox (0006_mail_outbox.sql), the
 * newsletter's subscribers and consents, contact messages and the forms' rate-limit counters
 * (0007_newsletter_contact.sql), the carts (0008_carts.sql; their lines go with the products
 * they hold, ON DELETE CASCADE), and the delivery methods and orders (0009_orders.sql; an order
 * copies what it shows of its products and branch, so it outlives any catalogue), and the
 * customer accounts with their logins, links, history, consents, saved addresses and e-mail
 * changes (0010_customers.sql, 0011_customer_consents.sql, 0012_customer_email_changes.sql), and
 * each order's status history and shipments (0015_order_status_history.sql), and
 * the invoices with their numbering and seller versions (0013_invoices.sql; issued, never changed),
 * and the carts' sessions, the sign-ups awaiting confirmation and the spent form tickets
 * (0018_cart_sessions_sign_ups_tickets.sql), and the staff with their sessions, the audit log, the
 * orders' staff notes and payment notices (0019_staff_and_audit.sql), and each invoice's way
 * through KSeF (0023_ksef_submissions.sql), and the consumers' withdrawals and their refunds
 * (0026_withdrawals.sql, 0027_refunds.sql).
 */
export const OPERATIONAL_TABLES: readonly string[] = [
  'mail_outbox',
  'newsletter_subscribers',
  'newsletter_tokens',
  'consent_texts',
  'newsletter_consents',
  'newsletter_deliveries',
  'contact_messages',
  'rate_limit_hits',
  'carts',
  'cart_items',
  'cart_reminder_optouts',
  'delivery_methods',
  'order_number_sequences',
  'orders',
  'order_packages',
  'order_lines',
  'customers',
  'customer_addresses',
  'auth_sessions',
  'refresh_tokens',
  'customer_tokens',
  'customer_events',
  'customer_email_changes',
  'customer_consents',
  'order_status_changes',
  'order_shipments',
  'invoice_sellers',
  'invoice_number_sequences',
  'invoices',
  'invoice_lines',
  'ksef_submissions',
  'content_changes',
  'rebuild_requests',
  'cart_sessions',
  'customer_sign_ups',
  'spent_form_tickets',
  'staff_members',
  'staff_sessions',
  'staff_login_challenges',
  'audit_log',
  'order_notes',
  'payment_notices',
  'withdrawals',
  'withdrawal_refunds',
  'legal_documents',
];

/** Every table of the schema the seed writes, parents before children. */
export const TABLES: readonly TableSpec[] = [
  { table: 'media', key: 'media', columns: ['path', 'content_type', 'body', 'width', 'height', 'updated_at'] },
  {
    table: 'categories',
    key: 'categories',
    columns: ['id', 'uuid', 'slug', 'name', 'description', 'parent_id', 'position', 'kind', 'holds_chemicals', 'updated_at'],
  },
  { table: 'flags', key: 'flags', columns: ['code', 'slug', 'name', 'position'] },
  {
    table: 'products',
    key: 'products',
    columns: [
      'id',
      'uuid',
      'number',
      'slug',
      'name',
      'ean_code',
      'description',
      'short_description',
      'producer',
      'color',
      'content_amount',
      'content_unit',
      'sales_unit',
      'net_price',
      'vat_rate',
      'stock',
      'supplier_delivery_days',
      'main_category_id',
      'cover_image',
      'is_active',
      'created_at',
      'updated_at',
    ],
  },
  {
    table: 'product_hazards',
    key: 'productHazards',
    columns: [
      'product_id',
      'classified',
      'pictograms',
      'signal_word',
      'hazard_statements',
      'precautionary_statements',
      'substances',
      'supplemental_information',
      'ufi',
      'nominal_quantity',
      'sds_key',
      'sds_date',
    ],
  },
  {
    table: 'product_safety',
    key: 'productSafety',
    columns: [
      'product_id',
      'manufacturer_name',
      'manufacturer_address',
      'manufacturer_email',
      'responsible_name',
      'responsible_address',
      'responsible_email',
      'warnings',
    ],
  },
  { table: 'product_images', key: 'productImages', columns: ['product_id', 'position', 'path', 'alt'] },
  { table: 'product_categories', key: 'productCategories', columns: ['product_id', 'category_id'] },
  { table: 'product_flags', key: 'productFlags', columns: ['product_id', 'flag_code'] },
  { table: 'price_history', key: 'priceHistory', columns: ['product_id', 'net_price', 'valid_from'] },
  { table: 'promotions', key: 'promotions', columns: ['id', 'product_id', 'net_price', 'starts_at', 'ends_at'] },
  {
    table: 'product_sets',
    key: 'productSets',
    columns: ['id', 'uuid', 'slug', 'name', 'description', 'cover_image', 'is_active', 'updated_at'],
  },
  {
    table: 'product_set_items',
    key: 'productSetItems',
    columns: ['set_id', 'product_id', 'position', 'quantity', 'net_price'],
  },
  { table: 'blog_categories', key: 'blogCategories', columns: ['id', 'slug', 'name', 'description', 'position'] },
  { table: 'blog_tags', key: 'blogTags', columns: ['id', 'slug', 'name'] },
  {
    table: 'blog_posts',
    key: 'blogPosts',
    columns: ['id', 'uuid', 'slug', 'title', 'lead', 'body', 'author', 'category_id', 'cover_image', 'published_at', 'updated_at'],
  },
  { table: 'blog_post_tags', key: 'blogPostTags', columns: ['post_id', 'tag_id'] },
  {
    table: 'branches',
    key: 'branches',
    columns: [
      'id',
      'uuid',
      'slug',
      'name',
      'kind',
      'street',
      'postal_code',
      'city',
      'phone',
      'email',
      'lat',
      'lng',
      'opening_hours',
      'description',
      'position',
    ],
  },
  {
    table: 'pages',
    key: 'pages',
    columns: ['id', 'uuid', 'slug', 'kind', 'title', 'meta_description', 'lead', 'body', 'updated_at'],
  },
  { table: 'milestones', key: 'milestones', columns: ['id', 'year', 'title', 'description', 'position'] },
  { table: 'departments', key: 'departments', columns: ['id', 'slug', 'name', 'description', 'phone', 'email', 'position'] },
  { table: 'sliders', key: 'sliders', columns: ['id', 'slug', 'name'] },
  {
    table: 'slides',
    key: 'slides',
    columns: ['slider_id', 'position', 'title', 'subtitle', 'image', 'link_url', 'link_label'],
  },
];

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** UTF-8 length of a string (close enough for surrogate pairs: 4 bytes per pair). */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) bytes += code >= 0x800 && (code < 0xd800 || code > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

function paramSize(value: SqlParam): number {
  if (typeof value === 'string') return utf8Length(value) + 2 + (value.split('\n').length - 1) * 16;
  return value === null ? 4 : String(value).length;
}

/**
 * DELETE FROM every table (children first, so re-seeding a filled database is clean), then
 * INSERT all rows (parents first), several rows per statement: at most 100 bound parameters and
 * about 90 KB of inlined SQL each.
 */
export function catalogueToStatements(c: Catalogue): SqlStatement[] {
  const statements: SqlStatement[] = [];
  for (let i = TABLES.length - 1; i >= 0; i--) {
    statements.push({ sql: `DELETE FROM ${(TABLES[i] as TableSpec).table}`, params: [] });
  }
  for (const spec of TABLES) {
    const rows = c[spec.key] as unknown as Record<string, unknown>[];
    const fields = spec.columns.map(camel);
    const rowsPerStatement = Math.floor(MAX_BOUND_PARAMETERS / spec.columns.length);
    const head = `INSERT INTO ${spec.table} (${spec.columns.join(', ')}) VALUES `;
    let params: SqlParam[] = [];
    let rowCount = 0;
    let bytes = head.length;
    const flush = () => {
      if (rowCount === 0) return;
      const width = spec.columns.length;
      const tuples: string[] = [];
      for (let r = 0; r < rowCount; r++) {
        const slots: string[] = [];
        for (let k = 1; k <= width; k++) slots.push(`?${r * width + k}`);
        tuples.push(`(${slots.join(', ')})`);
      }
      statements.push({ sql: head + tuples.join(', '), params });
      params = [];
      rowCount = 0;
      bytes = head.length;
    };
    rows.forEach((row, index) => {
      const values: SqlParam[] = fields.map((field, k) => {
        const value = row[field];
        if (value === undefined) {
          throw new Error(`${spec.table} row ${index}: missing field ${field} for column ${spec.columns[k]}`);
        }
        if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
          throw new Error(`${spec.table} row ${index}: ${field} is a ${typeof value}, expected string, number or null`);
        }
        return value;
      });
      const rowBytes = values.reduce<number>((sum, v) => sum + paramSize(v) + 2, 4);
      if (rowCount >= rowsPerStatement || (rowCount > 0 && bytes + rowBytes > MAX_STATEMENT_BYTES)) flush();
      params.push(...values);
      rowCount++;
      bytes += rowBytes;
    });
    flush();
  }
  // The seeded catalogue is the one its export shows: every active product has its page live
  // (migration 0031; a build's report sets it from then on).
  statements.push({ sql: 'UPDATE products SET page_live = is_active', params: [] });
  return statements;
}

/** A SQL literal: NULL, a number as is, or a single-quoted string ('' escaping, newlines via char()). */
export function sqlLiteral(value: SqlParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`cannot write ${value} as an SQL literal`);
    return String(value);
  }
  const quoted = `'${value.replace(/'/g, "''")}'`;
  if (!/[\r\n]/.test(value)) return quoted;
  // Keep every statement on one line: line breaks become char(10) / char(13), joined by ||.
  const parts = value
    .split(/(\r|\n)/)
    .filter((part) => part !== '')
    .map((part) => (part === '\n' ? 'char(10)' : part === '\r' ? 'char(13)' : `'${part.replace(/'/g, "''")}'`));
  return concatenation(parts);
}

/** SQLite refuses an expression deeper than 100; a flat chain of || is as deep as it is long. */
const FLAT_CONCATENATION = 64;

/**
 * `a||b||c` for a few parts; for more, the same parts grouped in halves, `(a||b)||(c||d)`, so that
 * a text of many lines (the terms) stays a few levels deep.
 */
function concatenation(parts: readonly string[]): string {
  if (parts.length <= FLAT_CONCATENATION) return parts.join('||');
  const half = Math.ceil(parts.length / 2);
  return `(${concatenation(parts.slice(0, half))})||(${concatenation(parts.slice(half))})`;
}

/** One statement with its params inlined, ending in ';' (no line break). */
export function statementToSqlLine({ sql, params }: SqlStatement): string {
  const inlined = sql.replace(/\?(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new RangeError(`placeholder ?${n} has no parameter in: ${sql.slice(0, 80)}`);
    return sqlLiteral(params[index] as SqlParam);
  });
  return `${inlined};`;
}

/** The statements as a script: params inlined, one statement per line, each ending in ';'. */
export function statementsToSqlScript(statements: readonly SqlStatement[]): string {
  return `${statements.map(statementToSqlLine).join('\n')}\n`;
}
