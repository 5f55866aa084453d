'use client';
/**
 * The way on from the cart to delivery and payment (issue 36): the checkout (checkout-flow.tsx)
 * owns the steps, the cart's summary box (cart-totals-box.tsx) shows the button, in reach on a
 * phone without scrolling past the quick order. The page's CartCheckout holds it between them;
 * `null` until the checkout has the cart and its draft.
 */
import { createContext, useContext } from 'react';

export interface CheckoutEntry {
  /** Every line can be ordered now. */
  canGoOn: boolean;
  goToDelivery: () => void;
}

export const CheckoutEntryContext = createContext<CheckoutEntry | null>(null);

export function useCheckoutEntry(): CheckoutEntry | null {
  return useContext(CheckoutEntryContext);
}
