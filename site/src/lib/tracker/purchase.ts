/**
 * The purchase event (spec §7: transactionId, userId, products) is pushed on the order's page, 3 s
 * after it shows (spec §9), not on the checkout that leaves for it (or for the payment page) at
 * once: the checkout keeps the event for that one order in `sessionStorage`, and the order page
 * sends it once.
 */
import type { TrackerEvent } from './data-layer.ts';
import { track } from './track.ts';

const PURCHASE_KEY = 'tracker-purchase';

type PurchaseEvent = Extract<TrackerEvent, { event: 'purchase' }>;

/** Keeps the event of the order just placed until its page shows. */
export function rememberPurchase(orderUuid: string, event: PurchaseEvent): void {
  try {
    sessionStorage.setItem(PURCHASE_KEY, JSON.stringify({ orderUuid, event }));
  } catch {
    // No storage: the purchase goes untracked, which is what a tracker failure does (spec §8).
  }
}

/** Sends the kept event when this is its order's page, once. */
export function trackRememberedPurchase(orderUuid: string): void {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) ?? 'null') as { orderUuid?: string; event?: PurchaseEvent } | null;
    if (kept?.orderUuid !== orderUuid || kept.event?.event !== 'purchase') return;
    sessionStorage.removeItem(PURCHASE_KEY);
    track(kept.event);
  } catch (error) {
    console.warn('Zdarzenie zakupu nie zostało wysłane:', error);
  }
}
