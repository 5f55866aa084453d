/**
 * Cart queries on D1. A cart is found through a cart session (`cart_sessions`: the
 * Cart-Session-Id header a browser holds; a login's own, or a guest's) and is created by its
 * first write. Every change is one `batch()` (one transaction): the cart and its session, then
 * one conditional upsert per line, so two parallel adds of a product sum both quantities, and a
 * line is only inserted while the cart has room (MAX_CART_LINES), whatever runs beside it.
 */
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';
import { MAX_CART_LINES } from './schemas.ts';

/** A line as stored, with what the cart read needs of its product and set. */
export interface CartLineRow {
  uuid: string;
  product_id: number;
  product_set_id: number;
  quantity: number;
  unit_net_price: number;
  unit_gross_price: number;
  added_at: string;
  product_name: string;
  product_uuid: string;
  product_active: 0 | 1;
  set_uuid: string | null;
  set_slug: string | null;
  set_name: string | null;
  set_active: 0 | 1 | null;
  /** The product's unit net price in the set, when the set still holds the product. */
  set_net_price: number | null;
}

const linesSelect = `
SELECT ci.uuid, ci.product_id, ci.product_set_id, ci.quantity, ci.unit_net_price, ci.unit_gross_price, ci.added_at,
  p.name AS product_name, p.uuid AS product_uuid, p.is_active AS product_active,
  ps.uuid AS set_uuid, ps.slug AS set_slug, ps.name AS set_name, ps.is_active AS set_active, psi.net_price AS set_net_price
FROM cart_sessions s
JOIN cart_items ci ON ci.cart_id = s.cart_id
JOIN products p ON p.id = ci.product_id
LEFT JOIN product_sets ps ON ps.id = ci.product_set_id
LEFT JOIN product_set_items psi ON psi.set_id = ci.product_set_id AND psi.product_id = ci.product_id
WHERE s.session_id = ?1
ORDER BY ci.id`;

/** The id of the cart a session holds, as a subquery on `?1` (the session id). */
export const CART_OF_SESSION = '(SELECT cart_id FROM cart_sessions WHERE session_id = ?1)';

/** The cart of a session: its public uuid (null when it has none yet) and its lines in the order added. */
export async function readCart(db: D1Database, sessionId: string): Promise<{ uuid: string | null; lines: CartLineRow[] }> {
  const [cart, lines] = await db.batch([
    db.prepare(`SELECT uuid FROM carts WHERE id = ${CART_OF_SESSION}`).bind(sessionId),
    db.prepare(linesSelect).bind(sessionId),
  ]);
  const uuid = (cart?.results[0] as { uuid: string } | undefined)?.uuid ?? null;
  return { uuid, lines: (lines?.results ?? []) as CartLineRow[] };
}

export interface CartSummaryRow {
  cnt: number;
  quantity: number;
}

/** Lines and units of the products still offered: what the header counter shows. */
const summarySql = `
SELECT count(*) AS cnt, coalesce(sum(ci.quantity), 0) AS quantity
FROM cart_sessions s JOIN cart_items ci ON ci.cart_id = s.cart_id JOIN products p ON p.id = ci.product_id AND p.is_active = 1
WHERE s.session_id = ?1`;

export function summaryStatement(db: D1Database, sessionId: string): D1PreparedStatement {
  return db.prepare(summarySql).bind(sessionId);
}

export async function readCartSummary(db: D1Database, sessionId: string): Promise<CartSummaryRow> {
  return (await summaryStatement(db, sessionId).first<CartSummaryRow>()) ?? { cnt: 0, quantity: 0 };
}

/** The cart's identity: who holds it and which transaction last wrote to it. */
export interface CartOwner {
  sessionId: string;
  transactionId: string | undefined;
}

/**
 * Creates the session's cart when it has none, then marks it changed: the first statements of
 * every write batch (a new cart, its session, the mark). Two first writes of one new session at
 * once are two batches, one after the other: the second finds the first's cart.
 */
export function touchCartStatements(db: D1Database, owner: CartOwner, now: string): D1PreparedStatement[] {
  const uuid = crypto.randomUUID();
  return [
    db
      .prepare(
        `INSERT INTO carts (uuid, transaction_id, created_at, updated_at) SELECT ?1, ?3, ?4, ?4
         WHERE NOT EXISTS (SELECT 1 FROM cart_sessions WHERE session_id = ?2)`,
      )
      .bind(uuid, owner.sessionId, owner.transactionId ?? null, now),
    db
      .prepare('INSERT INTO cart_sessions (session_id, cart_id, created_at) SELECT ?2, id, ?3 FROM carts WHERE uuid = ?1')
      .bind(uuid, owner.sessionId, now),
    markCartChangedStatement(db, owner, now),
  ];
}

/** Notes a change of the session's cart: when, and the transaction that made it. */
export function markCartChangedStatement(db: D1Database, owner: CartOwner, now: string): D1PreparedStatement {
  return db
    .prepare(`UPDATE carts SET transaction_id = coalesce(?2, transaction_id), updated_at = ?3 WHERE id = ${CART_OF_SESSION}`)
    .bind(owner.sessionId, owner.transactionId ?? null, now);
}

/** One line to write: a product alone (`productSetId` 0) or with a set, and the unit prices shown. */
export interface LineWrite {
  productUuid: string;
  productSetId: number;
  quantity: number;
  unitNetPrice: number;
  unitGrossPrice: number;
}

/**
 * Adds a line or changes its quantity, in one conditional statement: a new line only while the
 * cart has fewer than MAX_CART_LINES lines; an existing one gets `quantity` added (capped at
 * 9999) when `increase`, else replaced. Returns the line's quantity, or no row when refused.
 */
export function upsertLineStatement(db: D1Database, sessionId: string, line: LineWrite, increase: boolean, now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cart_items (uuid, cart_id, product_id, product_set_id, quantity, unit_net_price, unit_gross_price, added_at, updated_at)
       SELECT ?1, s.cart_id, p.id, ?4, ?5, ?6, ?7, ?8, ?8 FROM cart_sessions s, products p
       WHERE s.session_id = ?2 AND p.uuid = ?3
         AND ((SELECT count(*) FROM cart_items WHERE cart_id = s.cart_id) < ?9
           OR EXISTS (SELECT 1 FROM cart_items WHERE cart_id = s.cart_id AND product_id = p.id AND product_set_id = ?4))
       ON CONFLICT (cart_id, product_id, product_set_id) DO UPDATE SET
         quantity = CASE WHEN ?10 THEN min(?11, cart_items.quantity + excluded.quantity) ELSE excluded.quantity END,
         unit_net_price = excluded.unit_net_price, unit_gross_price = excluded.unit_gross_price, updated_at = excluded.updated_at
       RETURNING quantity`,
    )
    .bind(
      crypto.randomUUID(),
      sessionId,
      line.productUuid,
      line.productSetId,
      line.quantity,
      line.unitNetPrice,
      line.unitGrossPrice,
      now,
      MAX_CART_LINES,
      increase ? 1 : 0,
      MAX_PRODUCT_QUANTITY,
    );
}

/** Which lines a removal takes: one product bought alone, every line of one set, or all. */
export type LineSelection = { productUuid: string } | { setUuid: string } | 'all';

function selectionSql(selection: LineSelection): { where: string; value: string | null } {
  if (selection === 'all') return { where: '', value: null };
  if ('productUuid' in selection)
    return { where: 'AND product_set_id = 0 AND product_id = (SELECT id FROM products WHERE uuid = ?2)', value: selection.productUuid };
  return { where: 'AND product_set_id = (SELECT id FROM product_sets WHERE uuid = ?2)', value: selection.setUuid };
}

/** Removes the selected lines of the session's cart, returning the removed lines' product names. */
export function deleteLinesStatement(db: D1Database, sessionId: string, selection: LineSelection): D1PreparedStatement {
  const { where, value } = selectionSql(selection);
  const statement = db.prepare(
    `DELETE FROM cart_items WHERE cart_id = ${CART_OF_SESSION} ${where}
     RETURNING (SELECT name FROM products WHERE id = cart_items.product_id) AS name`,
  );
  return value === null ? statement.bind(sessionId) : statement.bind(sessionId, value);
}

/** The session's lines as (product, set) keys with their quantities: what a write checks first. */
export async function readLineKeys(db: D1Database, sessionId: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT p.uuid AS product_uuid, ci.product_set_id, ci.quantity
       FROM cart_items ci JOIN products p ON p.id = ci.product_id WHERE ci.cart_id = ${CART_OF_SESSION}`,
    )
    .bind(sessionId)
    .all<{ product_uuid: string; product_set_id: number; quantity: number }>();
  return new Map(results.map((row) => [lineKey(row.product_uuid, row.product_set_id), row.quantity]));
}

/** The key of a line: its product and the set it came with (0: bought alone). */
export function lineKey(productUuid: string, productSetId: number): string {
  return `${productUuid}:${productSetId}`;
}

/** Names of products by uuid, offered or not: how a skipped product is named to the shopper. */
export async function readProductNames(db: D1Database, uuids: readonly string[]): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map();
  const { results } = await db
    .prepare('SELECT uuid, name FROM products WHERE uuid IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(uuids))
    .all<{ uuid: string; name: string }>();
  return new Map(results.map((row) => [row.uuid, row.name]));
}

/** An active set as the cart adds it: its items with their quantity and unit net price in the set. */
export interface SetForCart {
  id: number;
  name: string;
  items: { productId: number; name: string; quantity: number; netPrice: number }[];
}

export async function readActiveSet(db: D1Database, uuid: string): Promise<SetForCart | null> {
  const row = await db
    .prepare(
      `SELECT s.id, s.name,
         (SELECT json_group_array(json_object('productId', i.product_id, 'name', i.name, 'quantity', i.quantity, 'netPrice', i.net_price))
            FROM (SELECT psi.product_id, p.name, psi.quantity, psi.net_price FROM product_set_items psi JOIN products p ON p.id = psi.product_id
                  WHERE psi.set_id = s.id ORDER BY psi.position) i) AS items_json
       FROM product_sets s WHERE s.uuid = ?1 AND s.is_active = 1`,
    )
    .bind(uuid)
    .first<{ id: number; name: string; items_json: string }>();
  return row ? { id: row.id, name: row.name, items: JSON.parse(row.items_json) as SetForCart['items'] } : null;
}
