'use client';
/**
 * Renders the toast notices (spec §8, §9: top right, 300 px wide, 3000 ms) in one polite live
 * region that is always in the page, so screen readers announce each notice as it arrives.
 * A notice waits while the pointer or the keyboard focus is on it. While the cart sidebar is
 * open the notices never cover it (issue 36): they sit beside it where the window has room, and
 * on a phone, where the sidebar takes the whole width, they wait out of sight (read out all the
 * same) and show for their time once it closes.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { cartSidebarStore } from '@/components/cart/cart-sidebar-store.ts';
import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import { dismissToast, type Toast, toastStore } from './toast-store.ts';
import styles from './toaster.module.css';

/** Room for the sidebar (--cart-sidebar-width, 26rem) and a 300 px toast beside it, with their margins. */
const ROOM_BESIDE_SIDEBAR = '(min-width: 48rem)';

type Placement = 'corner' | 'beside-sidebar' | 'waiting';

/** Where the notices go: the top right corner, or beside the open sidebar, or nowhere yet. */
function usePlacement(isSidebarOpen: boolean): Placement {
  const [hasRoomBeside, setRoomBeside] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(ROOM_BESIDE_SIDEBAR);
    const update = () => setRoomBeside(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  if (!isSidebarOpen) return 'corner';
  return hasRoomBeside ? 'beside-sidebar' : 'waiting';
}

/** `isWaiting`: out of sight, so its time has not begun. */
function ToastItem({ toast, isWaiting }: { toast: Toast; isWaiting: boolean }) {
  const [isHeld, setHeld] = useState(false);
  useEffect(() => {
    if (isHeld || isWaiting) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [isHeld, isWaiting, toast.id, toast.durationMs]);

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
  const placement = usePlacement(sidebarOpen);
  return (
    <section className={styles.region} data-placement={placement} aria-label={t('Toast.Region')} aria-live="polite">
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast as Toast} isWaiting={placement === 'waiting'} />
        ))}
      </ol>
    </section>
  );
}
