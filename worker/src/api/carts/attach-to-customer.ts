/**
 * A customer's cart follows them (issue 14): at login the browser's guest cart joins the
 * customer's cart, and the browser is told the customer's cart session id, which the edge writes
 * into its cart cookie, so every device the customer logs in on holds the same cart. Lines of the
 * same product and origin add up (capped at 9999, spec §9); the guest cart is then deleted. With
 * no cart yet, the guest cart (or a new, empty one) becomes the customer's.
 */
import { MAX_PRODUCT_QUANTITY } from '#lib/quantity.ts';

interface CartRow {
  id: number;
  session_id: string;
  customer_id: number | null;
}

/** Joins the session's guest cart to the customer's; answers the cart session id the browser should use from now on. */
export async function attachCartToCustomer(db: D1Database, customerId: number, sessionId: string | undefined, now: string): Promise<string> {
  const [own, guest] = await Promise.all([
    db
      .prepare('SELECT id, session_id, customer_id FROM carts WHERE customer_id = ?1 ORDER BY updated_at DESC LIMIT 1')
      .bind(customerId)
      .first<CartRow>(),
    sessionId
      ? db.prepare('SELECT id, session_id, customer_id FROM carts WHERE session_id = ?1').bind(sessionId).first<CartRow>()
      : Promise.resolve(null),
  ]);
  const guestCart = guest && guest.customer_id === null ? guest : null;
  if (own && guestCart) {
    await db.batch([
      db
        .prepare(
          `INSERT INTO cart_items (uuid, cart_id, product_id, product_set_id, quantity, unit_net_price, unit_gross_price, added_at, updated_at)
           SELECT ?3 || substr(ci.uuid, 9), ?1, ci.product_id, ci.product_set_id, ci.quantity, ci.unit_net_price, ci.unit_gross_price, ci.added_at, ?4
           FROM cart_items ci WHERE ci.cart_id = ?2 AND true
           ON CONFLICT (cart_id, product_id, product_set_id) DO UPDATE SET
             quantity = min(${MAX_PRODUCT_QUANTITY}, cart_items.quantity + excluded.quantity), updated_at = excluded.updated_at`,
        )
        .bind(own.id, guestCart.id, crypto.randomUUID().slice(0, 8), now),
      db.prepare('DELETE FROM carts WHERE id = ?1').bind(guestCart.id),
      db.prepare('UPDATE carts SET updated_at = ?2 WHERE id = ?1').bind(own.id, now),
    ]);
    return own.session_id;
  }
  if (own) return own.session_id;
  if (guestCart) {
    await db.prepare('UPDATE carts SET customer_id = ?2 WHERE id = ?1 AND customer_id IS NULL').bind(guestCart.id, customerId).run();
    return guestCart.session_id;
  }
  // No cart of theirs anywhere: an empty one, under a new session id if this browser's belongs to another customer.
  const ownSession = guest === null && sessionId ? sessionId : crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO carts (uuid, session_id, customer_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)
       ON CONFLICT (session_id) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), ownSession, customerId, now)
    .run();
  return ownSession;
}
