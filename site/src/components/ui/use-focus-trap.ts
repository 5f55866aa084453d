'use client';
/**
 * Keeps keyboard focus inside a modal panel while it is shown (WCAG 2.1.2 with aria-modal): focus
 * moves into the panel, Tab and Shift+Tab cycle through its controls, Escape calls `onEscape`, and
 * focus goes back to where it was when the panel goes away, or to `returnFocus()`'s element when
 * the opener lost focus meanwhile (a button disabled while it loaded).
 */
import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

export function useFocusTrap(
  panelRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  returnFocus: () => HTMLElement | null = () => null,
): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = returnFocus();
    const before = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    (focusablesIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusablesIn(panel);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (before?.isConnected) before.focus();
    };
  }, [panelRef, onEscape, returnFocus]);
}
