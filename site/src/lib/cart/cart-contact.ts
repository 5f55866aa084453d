/**
 * What the cart should know of the checkout's address for the abandoned-cart reminder (issue 15,
 * PUT /carts/contact): the address, trimmed and in lowercase, only with the consent; without it,
 * the withdrawal that makes the cart forget the address.
 */
import type { CartContactRequest } from '../api-types.ts';
import type { CheckoutDraft } from '../checkout/checkout-draft.ts';
import { normalizedEmail } from '../forms/email.ts';

/** What the cart should know for this draft; null while the consent waits for a valid address. */
export function cartContactOf(draft: Pick<CheckoutDraft, 'email' | 'cartReminder'>): CartContactRequest | null {
  if (!draft.cartReminder) return { reminderConsent: false };
  const email = normalizedEmail(draft.email);
  return email === null ? null : { email, reminderConsent: true };
}
