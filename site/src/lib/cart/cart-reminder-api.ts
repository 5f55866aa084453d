/**
 * The abandoned-cart reminder's calls (issue 15): the checkout's address with the reminder
 * consent, the mailed links that bring a cart back, and the reminder's opt-out.
 */
import { postJson, putJson } from '../api-client.ts';
import type { CartContact, CartContactRequest, CartReminderWithdrawal, CartUpdate } from '../api-types.ts';
import { recoverAbandonedCart } from '../generated/response-shapes/recoverAbandonedCart.ts';
import { recoverTransactionCart } from '../generated/response-shapes/recoverTransactionCart.ts';
import { saveCartContact } from '../generated/response-shapes/saveCartContact.ts';
import { withdrawCartReminderConsent } from '../generated/response-shapes/withdrawCartReminderConsent.ts';

/** The checkout's address with the reminder consent; without the consent the cart forgets the address. */
export function saveCartContactCall(body: CartContactRequest): Promise<CartContact> {
  return putJson('/carts/contact', body, saveCartContact);
}

/** The abandoned-cart link: copies the mailed cart's lines into this browser's cart. */
export function recoverAbandonedCartCall(cartUuid: string, token: string): Promise<CartUpdate> {
  return postJson(`/carts/recoveries/${encodeURIComponent(cartUuid)}`, { token }, recoverAbandonedCart);
}

/** The reminder's opt-out link. */
export function withdrawCartReminderCall(cartUuid: string, token: string): Promise<CartReminderWithdrawal> {
  return postJson(`/carts/reminder-withdrawals/${encodeURIComponent(cartUuid)}`, { token }, withdrawCartReminderConsent);
}

/** The transaction link (the ad tracker's `cartUrl`): copies that guest cart's lines into this browser's cart. */
export function recoverTransactionCartCall(transactionUuid: string): Promise<CartUpdate> {
  return postJson('/carts/transaction-recoveries', { transactionUuid }, recoverTransactionCart);
}
