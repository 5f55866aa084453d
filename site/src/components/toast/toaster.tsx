'use client';
/**
 * Renders the toast notices (spec §8, §9: top right, 300 px wide, 3000 ms) in one polite live
 * region that is always in the page, so screen readers announce each notice as it arrives.
 * A notice waits while the pointer or the keyboard focus is on it. While the cart sidebar is
 * open the notices sit below its heading row, never over its close button.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { cartSidebarStore } from '@/components/cart/cart-sidebar-store.ts';
import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import { dismissToast, type Toast, toastStore } from './toast-store.ts';
import styles from './toaster.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const [isHeld, setHeld] = useState(false);
  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [isHeld, toast.id, toast.durationMs]);

  return (
    <li
      className={`${styles.toast} ${styles[toast.kind]}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>{toast.text}</p>
      {toast.action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.run();
            dismissToast(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)}>
        <Icon name="close" size={16} />
        <span className="visually-hidden">{t('Toast.Close')}</span>
      </button>
    </li>
  );
}

export function Toaster() {
  const { toasts } = useSnapshot(toastStore);
  const { sidebarOpen } = useSnapshot(cartSidebarStore);
  return (
    <section className={styles.region} data-below-sidebar-head={sidebarOpen} aria-label={t('Toast.Region')} aria-live="polite">
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast as Toast} />
        ))}
      </ol>
    </section>
  );
}
