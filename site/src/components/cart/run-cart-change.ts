'use client';
/**
 * Sends one cart change and tells the shopper what came of it (spec §8): the answer's messages
 * as toasts (successes as success notices, errors and skipped items as warnings), the fallback
 * text when the server said nothing, and the counter and cart read from the answer.
 */
import { showToast } from '@/components/toast/toast-store.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import type { CartUpdate } from '@/lib/api-types.ts';
import { type Notice, noticesOfFailure, noticesOfUpdate } from '@/lib/cart/cart-notices.ts';

function showNotices(notices: readonly Notice[]): void {
  for (const notice of notices) showToast(notice.kind, notice.text);
}

/** The change's answer once shown and applied, or null when the call failed (its warning shown). */
export async function runCartChange(
  send: () => Promise<CartUpdate>,
  fallback: string,
  options: { showSuccess?: boolean } = {},
): Promise<CartUpdate | null> {
  // SWR's module comes with a change, not with the page (decision 027): fetched beside the call.
  const cartData = import('./cart-data.ts');
  try {
    const update = await send();
    const notices = noticesOfUpdate(update, fallback);
    // A caller that says the success its own way (a removal with its undo) keeps only the warnings.
    showNotices(options.showSuccess === false ? notices.filter((notice) => notice.kind !== 'success') : notices);
    await (await cartData).applyCartUpdate(update);
    return update;
  } catch (error) {
    // A 4xx carries the API's Polish message; a network or contract failure has none for people.
    showNotices(noticesOfFailure(error instanceof ApiRequestError ? error.serverMessage : null, fallback));
    if (!(error instanceof ApiRequestError)) console.warn('Cart change failed', error);
    return null;
  }
}
