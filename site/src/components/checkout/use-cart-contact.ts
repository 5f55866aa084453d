'use client';
/**
 * Sends the checkout's e-mail address with the reminder consent to the cart (issue 15,
 * PUT /carts/contact), debounced, once the address is valid; unticking the box sends the
 * withdrawal, which makes the cart forget the address. One save at a time, in the order made.
 * Nothing is sent for a shopper who never ticked the box and typed no address. A failed save is not shown: the reminder is a courtesy,
 * and the order does not depend on it. The rule (lib/cart/cart-contact.ts) and the call load with
 * the first sending, not with the cart page (decision 027).
 */
import { useEffect, useRef, useState } from 'react';
import type { CheckoutDraft } from '@/lib/checkout/checkout-draft.ts';
import { oneAtATime } from '@/lib/one-at-a-time.ts';

export const CART_CONTACT_DEBOUNCE_MS = 800;

const loadSending = () => Promise.all([import('@/lib/cart/cart-contact.ts'), import('@/lib/cart/cart-reminder-api.ts')]);

export function useCartContact(draft: CheckoutDraft | null): void {
  // The last contact sent, as JSON: the same contact is not sent twice.
  const sent = useRef<string | null>(null);
  // One save at a time: a withdrawal sent while the consent's save is in flight must reach the cart after it.
  const [saves] = useState(oneAtATime);
  const email = draft?.email ?? '';
  const consent = draft?.cartReminder;
  useEffect(() => {
    // No draft yet; or a shopper who never consented and typed nothing, with nothing to withdraw.
    if (consent === undefined || (sent.current === null && !consent && !email)) return;
    const timer = window.setTimeout(() => {
      void saves
        .run(async () => {
          const [{ cartContactOf }, { saveCartContactCall }] = await loadSending();
          const contact = cartContactOf({ email, cartReminder: consent });
          const key = contact ? JSON.stringify(contact) : null;
          if (contact === null || key === sent.current) return;
          sent.current = key;
          await saveCartContactCall(contact);
        })
        .catch(() => {
          sent.current = null;
        });
    }, CART_CONTACT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [email, consent, saves]);
}
