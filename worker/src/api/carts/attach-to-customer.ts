/**
 * A customer's cart at login (issues 14 and 29): the browser's guest cart joins the customer's
 * cart, and the login gets a cart session of its own: a fresh id bound to the login, which the
 * edge writes into the browser's cart cookie (the `Cart-Session-Id` answer header). The id the
 * browser held before ends here, whoever made it, so an id planted in the browser before login
 * never reaches the customer's cart; the customer's other devices keep their own ids to the same
 * cart. Lines of the same product and origin add up (capped at 9999, spec §9); the guest cart is
 * then deleted. With no cart yet, the guest cart (or a new, empty one) becomes the customer's,
 * and every id of the guest cart ends. A password change hands the browser a fresh id the same
 * way (account/routes.ts).
 */
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';

interface CartRow {
  id: number;
  customer_id: number | null;
}

/**
 * Joins the session's guest cart to the customer's and opens the login's own cart session;
 * answers its id, which the browser uses from now on.
 */
export async function cartSessionForLogin(
  db: D1Database,
  customerId: number,
  authSessionUuid: string,
  sentSessionId: string | undefined,
  now: string,
): Promise<string> {
  const [own, sent] = await Promise.all([
    db.prepare('SELECT id, customer_id FROM carts WHERE customer_id = ?1 ORDER BY updated_at DESC LIMIT 1').bind(customerId).first<CartRow>(),
    sentSessionId
      ? db
          .prepare('SELECT c.id, c.customer_id FROM cart_sessions s JOIN carts c ON c.id = s.cart_id WHERE s.session_id = ?1')
          .bind(sentSessionId)
          .first<CartRow>()
      : Promise.resolve(null),
  ]);
  const guestCart = sent && sent.customer_id === null ? sent : null;
  const sessionId = crypto.randomUUID();
  const newCartUuid = crypto.randomUUID();
  // The cart the login holds: the customer's own, else the guest cart, else a new one (by its uuid).
  const cartId = own?.id ?? guestCart?.id ?? null;
  const statements: D1PreparedStatement[] = [];
  if (own) {
    if (guestCart) statements.push(...mergeStatements(db, own.id, guestCart.id, now));
  } else if (guestCart) {
    statements.push(
      db.prepare('UPDATE carts SET customer_id = ?2, updated_at = ?3 WHERE id = ?1 AND customer_id IS NULL').bind(guestCart.id, customerId, now),
      // Every id of the guest cart ends: the browser's, and any copy of it elsewhere.
      db.prepare('DELETE FROM cart_sessions WHERE cart_id = ?1').bind(guestCart.id),
    );
  } else {
    statements.push(
      db.prepare('INSERT INTO carts (uuid, customer_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)').bind(newCartUuid, customerId, now),
    );
  }
  if (sentSessionId) statements.push(db.prepare('DELETE FROM cart_sessions WHERE session_id = ?1').bind(sentSessionId));
  statements.push(
    db
      .prepare(
        `INSERT INTO cart_sessions (session_id, cart_id, auth_session_id, created_at)
         SELECT ?1, coalesce(?4, (SELECT id FROM carts WHERE uuid = ?5)), (SELECT id FROM auth_sessions WHERE uuid = ?2), ?3`,
      )
      .bind(sessionId, authSessionUuid, now, cartId, newCartUuid),
  );
  await db.batch(statements);
  return sessionId;
}

/** The guest cart's lines added to the customer's, then the guest cart gone (its sessions with it). */
function mergeStatements(db: D1Database, ownCartId: number, guestCartId: number, now: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO cart_items (uuid, cart_id, product_id, product_set_id, quantity, unit_net_price, unit_gross_price, added_at, updated_at)
         SELECT ?3 || substr(ci.uuid, 9), ?1, ci.product_id, ci.product_set_id, ci.quantity, ci.unit_net_price, ci.unit_gross_price, ci.added_at, ?4
         FROM cart_items ci WHERE ci.cart_id = ?2 AND true
         ON CONFLICT (cart_id, product_id, product_set_id) DO UPDATE SET
           quantity = min(${MAX_PRODUCT_QUANTITY}, cart_items.quantity + excluded.quantity), updated_at = excluded.updated_at`,
      )
      .bind(ownCartId, guestCartId, crypto.randomUUID().slice(0, 8), now),
    db.prepare('DELETE FROM carts WHERE id = ?1').bind(guestCartId),
    db.prepare('UPDATE carts SET updated_at = ?2 WHERE id = ?1').bind(ownCartId, now),
  ];
}
