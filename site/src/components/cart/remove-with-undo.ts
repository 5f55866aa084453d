'use client';
/**
 * Removing from the cart with a way back: the line (or a set's lines) goes at once, and a toast
 * says so with "Cofnij", which puts it back as it was (PUT adds a missing line with its quantity;
 * a set is added again as that many sets).
 */
import { showToast } from '@/components/toast/toast-store.ts';
import type { CartUpdate } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { runCartChange } from './run-cart-change.ts';
import '@/lib/i18n/pl-cart-lines.ts';

interface Removal {
  name: string;
  remove: () => Promise<CartUpdate>;
  /** What puts it back; null when it cannot be put back as it was. */
  restore: (() => Promise<CartUpdate>) | null;
}

/** Puts back what was removed, and says so. */
async function restoreRemoved(restore: () => Promise<CartUpdate>, name: string): Promise<void> {
  const restored = await runCartChange(restore, t('Cart.ChangeError'), { showSuccess: false });
  if (restored) showToast('success', t('Cart.Restored', { name }));
}

/** Removes, then offers the undo; answers whether the removal went through. */
export async function removeWithUndo({ name, remove, restore }: Removal): Promise<boolean> {
  const update = await runCartChange(remove, t('Cart.ChangeError'), { showSuccess: false });
  if (!update) return false;
  const undo = restore ? { label: t('Cart.Undo'), run: () => void restoreRemoved(restore, name) } : null;
  showToast('success', t('Cart.Removed', { name }), undo);
  return true;
}
