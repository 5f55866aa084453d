'use client';
/**
 * Sends the checkout's e-mail address with the reminder consent to the cart (issue 15,
 * PUT /carts/contact), debounced, once the address is valid; unticking the box sends the
 * withdrawal, which makes the cart forget the address. Nothing is sent for a shopper who never
 * ticked the box and typed no address. A failed save is not shown: the reminder is a courtesy,
 * and the order does not depend on it.
 */
import { useEffect, useRef } from 'react';
import type { CartContactRequest } from '@/lib/api-types.ts';
import type { CheckoutDraft } from '@/lib/checkout/checkout-draft.ts';
import { normalizedEmail } from '@/lib/forms/email.ts';

export const CART_CONTACT_DEBOUNCE_MS = 800;

/** What the cart should know for this draft; null while the consent waits for a valid address. */
export function cartContactOf(draft: Pick<CheckoutDraft, 'email' | 'cartReminder'>): CartContactRequest | null {
  if (!draft.cartReminder) return { reminderConsent: false };
  const email = normalizedEmail(draft.email);
  return email === null ? null : { email, reminderConsent: true };
}

export function useCartContact(draft: CheckoutDraft | null): void {
  const sent = useRef<string | null>(null);
  const contact = draft ? cartContactOf(draft) : null;
  const key = contact ? JSON.stringify(contact) : null;
  const hasTyped = Boolean(draft?.email);
  useEffect(() => {
    if (key === null || key === sent.current) return;
    // A shopper who never consented and typed nothing has nothing to withdraw.
    if (sent.current === null && !hasTyped && !(JSON.parse(key) as CartContactRequest).reminderConsent) return;
    const timer = window.setTimeout(() => {
      sent.current = key;
      // The call's module loads with the first sending, not with the cart page (decision 027).
      import('@/lib/cart/cart-reminder-api.ts')
        .then(({ saveCartContactCall }) => saveCartContactCall(JSON.parse(key) as CartContactRequest))
        .catch(() => {
          sent.current = null;
        });
    }, CART_CONTACT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key, hasTyped]);
}
