/**
 * What a shopper is told after a cart change (spec §8): each success message as a success notice;
 * each error message, and the skipped items, as warnings; and when the change failed or skipped
 * items without a word from the server, the shop's own `Product.Error.Label.OnProductAddToCart`.
 */
import type { CartUpdate } from '../api-types.ts';

export type NoticeKind = 'success' | 'warning';

export interface Notice {
  kind: NoticeKind;
  text: string;
}

/**
 * Notices of a change's answer; `fallback` is said when something was skipped and nothing explains it.
 * @example noticesOfUpdate({ alertMessages: { success: ['Dodano'], error: [] }, ... }, 'Błąd') // [{ kind: 'success', text: 'Dodano' }]
 */
export function noticesOfUpdate(update: Pick<CartUpdate, 'alertMessages' | 'items'>, fallback: string): Notice[] {
  const notices: Notice[] = [
    ...update.alertMessages.success.map((text): Notice => ({ kind: 'success', text })),
    ...update.alertMessages.error.map((text): Notice => ({ kind: 'warning', text })),
  ];
  const isUnexplainedSkip = update.items.directlyProcessedCnt.skipped > 0 && update.alertMessages.error.length === 0;
  const saidNothing = notices.length === 0 && update.items.directlyProcessedCnt.added === 0;
  if (isUnexplainedSkip || saidNothing) notices.push({ kind: 'warning', text: fallback });
  return notices;
}

/** Notices of a failed call: the server's Polish message when it sent one, else `fallback`. */
export function noticesOfFailure(message: string | null, fallback: string): Notice[] {
  return [{ kind: 'warning', text: message?.trim() ? message : fallback }];
}

/** Whether a change put anything in the cart: what opens the sidebar (spec §4 "on success"). */
export function hasAdded(update: Pick<CartUpdate, 'items'>): boolean {
  return update.items.directlyProcessedCnt.added > 0;
}
