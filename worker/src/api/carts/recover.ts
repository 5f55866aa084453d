/**
 * Restoring a cart from a link (issue 15, docs/decisions/018-cart-recovery.md). Both links COPY
 * the product lines and quantities of the cart they name into the visitor's own cart (the
 * Cart-Session-Id the browser sends), never hand over the other cart's session, contact or
 * customer; the copy replaces the quantities of lines the visitor already has, so following a
 * link twice changes nothing the second time.
 *
 * - The abandoned-cart link (`/koszyk/{cartUuid}/porzucony/{token}`): the token must be the one
 *   mailed for that cart (its SHA-256 stored on the cart) and not expired; it keeps working until
 *   it expires or the cart is ordered (emptied), so a second click, or a click on another device,
 *   restores the cart again.
 * - The transaction link (`/koszyk/odzyskaj/{transactionUuid}`, the ad tracker's `cartUrl`, spec
 *   §7): a third party may hold it, so it restores only a guest's cart written with that
 *   transaction in the last CART_TRANSACTION_RECOVERY_DAYS days and never ordered, and every
 *   refusal is the same 404, which does not tell whether such a cart exists.
 */
import type { CartUpdate } from '#lib/api-types.ts';
import { hashToken } from '../../auth/one-time-tokens.ts';
import { ApiError } from '../errors.ts';
import type { CartOwner } from './queries.ts';
import { type PlannedLine, writeLines } from './write-lines.ts';

/** How far back a transaction link reaches. */
export const CART_TRANSACTION_RECOVERY_DAYS = 30;

export const recoveryMessages = {
  restored: 'Przywróciliśmy produkty z Twojego koszyka.',
  linkNotFound: 'Ten link do koszyka jest nieprawidłowy albo wygasł. Produkty znajdziesz w sklepie.',
  linkExpired: 'Link z przypomnienia wygasł. Produkty znajdziesz w sklepie.',
  cartOrdered: 'Ten koszyk został już zamówiony albo opróżniony, więc nie ma czego przywracać.',
  transactionNotFound: 'Nie znaleźliśmy koszyka do przywrócenia z tego linku. Produkty znajdziesz w sklepie.',
} as const;

interface SourceCart {
  id: number;
  uuid: string;
}

interface SourceLineRow {
  product_uuid: string;
  name: string;
  product_set_id: number;
  quantity: number;
  unit_net_price: number;
  unit_gross_price: number;
}

/** The lines of a cart as a plan that sets the same quantities in the visitor's cart. */
async function copyPlan(db: D1Database, source: SourceCart) {
  const { results } = await db
    .prepare(
      `SELECT p.uuid AS product_uuid, p.name, ci.product_set_id, ci.quantity, ci.unit_net_price, ci.unit_gross_price
       FROM cart_items ci JOIN products p ON p.id = ci.product_id WHERE ci.cart_id = ?1 ORDER BY ci.id`,
    )
    .bind(source.id)
    .all<SourceLineRow>();
  const lines: PlannedLine[] = results.map((row) => ({
    askedUuid: row.product_uuid,
    productUuid: row.product_uuid,
    productSetId: row.product_set_id,
    quantity: row.quantity,
    requested: row.quantity,
    unitNetPrice: row.unit_net_price,
    unitGrossPrice: row.unit_gross_price,
    name: row.name,
  }));
  return { lines, skipped: [], increase: false, successMessage: recoveryMessages.restored };
}

/** Whether an order was placed from the cart (its lines are then gone as well). */
const NOT_ORDERED = 'NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_uuid = c.uuid) AND EXISTS (SELECT 1 FROM cart_items ci WHERE ci.cart_id = c.id)';

/** The abandoned-cart link: checks the token against the named cart, then copies its lines. */
export async function recoverAbandonedCart(db: D1Database, owner: CartOwner, cartUuid: string, token: string, now: string): Promise<CartUpdate> {
  const cart = await db
    .prepare(
      `SELECT c.id, c.uuid, c.abandonment_token_expires_at AS expires_at, (${NOT_ORDERED}) AS is_open
       FROM carts c WHERE c.uuid = ?1 AND c.abandonment_token_hash = ?2`,
    )
    .bind(cartUuid, await hashToken(token))
    .first<SourceCart & { expires_at: string | null; is_open: 0 | 1 }>();
  if (!cart) throw new ApiError(404, 'recovery_link_not_found', recoveryMessages.linkNotFound);
  if (cart.expires_at === null || cart.expires_at <= now) throw new ApiError(404, 'recovery_link_expired', recoveryMessages.linkExpired);
  if (!cart.is_open) throw new ApiError(404, 'cart_ordered', recoveryMessages.cartOrdered);
  return writeLines(db, owner, now, () => copyPlan(db, cart));
}

/** The transaction link: the newest guest cart of that transaction, recent and not ordered, copied. */
export async function recoverTransactionCart(db: D1Database, owner: CartOwner, transactionUuid: string, now: string): Promise<CartUpdate> {
  const since = new Date(Date.parse(now) - CART_TRANSACTION_RECOVERY_DAYS * 86_400_000).toISOString();
  const cart = await db
    .prepare(
      `SELECT c.id, c.uuid FROM carts c
       WHERE c.transaction_id = ?1 AND c.customer_id IS NULL AND c.updated_at >= ?2 AND ${NOT_ORDERED}
       ORDER BY c.updated_at DESC LIMIT 1`,
    )
    .bind(transactionUuid, since)
    .first<SourceCart>();
  if (!cart) throw new ApiError(404, 'cart_not_found', recoveryMessages.transactionNotFound);
  return writeLines(db, owner, now, () => copyPlan(db, cart));
}

/**
 * The reminder's opt-out link: with the token mailed for the cart (expired or not: a way to stop
 * reminders must keep working), the cart's address stops getting reminders: the withdrawal is
 * recorded, and every cart of that address not yet reminded forgets the address and the consent.
 */
export async function withdrawReminderConsent(db: D1Database, cartUuid: string, token: string, now: string): Promise<{ withdrawn: true }> {
  const cart = await db
    .prepare('SELECT contact_email FROM carts WHERE uuid = ?1 AND abandonment_token_hash = ?2')
    .bind(cartUuid, await hashToken(token))
    .first<{ contact_email: string | null }>();
  if (!cart) throw new ApiError(404, 'recovery_link_not_found', recoveryMessages.linkNotFound);
  if (cart.contact_email === null) return { withdrawn: true };
  await db.batch([
    db
      .prepare(
        'INSERT INTO cart_reminder_optouts (email, created_at) VALUES (?1, ?2) ON CONFLICT (email) DO UPDATE SET created_at = excluded.created_at',
      )
      .bind(cart.contact_email, now),
    db
      .prepare('UPDATE carts SET contact_email = NULL, reminder_consent_at = NULL WHERE contact_email = ?1 AND reminder_sent_at IS NULL')
      .bind(cart.contact_email),
  ]);
  return { withdrawn: true };
}
