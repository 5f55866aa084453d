/**
 * Breadcrumb state of spec §3 (valtio): on narrow screens a long trail is folded to its parent
 * link, and the shopper opens it. Every new page starts folded.
 */
import { proxy } from 'valtio/vanilla';

export const breadcrumbStore = proxy({ breadcrumbOpen: false });

export function openBreadcrumb(): void {
  breadcrumbStore.breadcrumbOpen = true;
}

export function closeBreadcrumb(): void {
  breadcrumbStore.breadcrumbOpen = false;
}

export function toggleBreadcrumb(): void {
  breadcrumbStore.breadcrumbOpen = !breadcrumbStore.breadcrumbOpen;
}
