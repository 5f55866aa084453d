/**
 * The checkout's e-mail address and the shopper's consent to one reminder about the cart
 * (issue 15). The address is kept only with the consent: unticking the box clears both, so the
 * cart holds no address it may not write to. Only an existing cart is changed (the checkout
 * shows its fields only for a cart with items); saving counts as activity, so the reminder's
 * delay starts again.
 */
import { ApiError } from '../errors.ts';
import { CART_OF_SESSION } from './queries.ts';

export interface CartContact {
  email?: string | undefined;
  reminderConsent: boolean;
}

export async function saveCartContact(db: D1Database, sessionId: string, contact: CartContact, now: string) {
  if (contact.reminderConsent && contact.email === undefined) {
    throw new ApiError(422, 'email_required', 'Podaj adres e-mail, na który mamy wysłać przypomnienie.', {
      email: 'Podaj adres e-mail.',
    });
  }
  const email = contact.reminderConsent ? (contact.email ?? null) : null;
  const row = await db
    .prepare(
      `UPDATE carts SET contact_email = ?2, reminder_consent_at = CASE WHEN ?2 IS NULL THEN NULL ELSE ?3 END, updated_at = ?3
       WHERE id = ${CART_OF_SESSION} RETURNING reminder_consent_at IS NOT NULL AS consent`,
    )
    .bind(sessionId, email, now)
    .first<{ consent: 0 | 1 }>();
  return { saved: row !== null, reminderConsent: row?.consent === 1 };
}
