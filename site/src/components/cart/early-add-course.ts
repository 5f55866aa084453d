/**
 * An add the early-cart script sent, finished as the button's own (use-add-to-cart.ts): the
 * answer read against the call's contract, its notices shown, the counter and cart set from it,
 * and the sidebar opened when something was added. A lost answer (the network) says the button's
 * failure text.
 */
import { earlyAddAnswer } from '@/lib/cart/cart-api.ts';
import { hasAdded } from '@/lib/cart/cart-notices.ts';
import type { EarlyAdd } from '@/lib/cart/early-cart-marks.ts';
import { t } from '@/lib/i18n/index.ts';
import { loadCartSidebar } from './cart-sidebar.tsx';
import { openCartSidebar } from './cart-sidebar-store.ts';
import { runCartChange } from './run-cart-change.ts';

export async function finishEarlyAdd(add: EarlyAdd): Promise<void> {
  void loadCartSidebar();
  const response = await add.answer;
  const update = await runCartChange(
    () => (response ? earlyAddAnswer(response) : Promise.reject(new TypeError('The early add had no answer'))),
    t('Product.Error.Label.OnProductAddToCart'),
  );
  if (update && hasAdded(update)) openCartSidebar(add.button);
}
