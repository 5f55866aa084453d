/**
 * Toast notices (spec §8 success and warning notices; §9: 3000 ms, 300 px, top right) as valtio
 * state: any code can show one, the toaster in the layout renders them. A notice with an action
 * ("Cofnij") stays longer, and every notice waits while the pointer or focus is on it (WCAG 2.2.1).
 */
import { proxy, ref } from 'valtio/vanilla';
import type { NoticeKind } from '@/lib/cart/cart-notices.ts';

/** Spec §9: a toast shows for 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** A toast with an action gives the shopper time to reach it. */
export const ACTION_TOAST_DURATION_MS = 8000;

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: NoticeKind;
  text: string;
  durationMs: number;
  action: ToastAction | null;
}

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;

/** Shows a notice and answers its id (to dismiss it early). */
export function showToast(kind: NoticeKind, text: string, action: ToastAction | null = null): number {
  const id = nextId++;
  const durationMs = action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;
  toastStore.toasts.push({ id, kind, text, durationMs, action: action ? ref(action) : null });
  return id;
}

export function dismissToast(id: number): void {
  toastStore.toasts = toastStore.toasts.filter((toast) => toast.id !== id);
}
