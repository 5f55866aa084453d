/**
 * Plain links (components/ui/plain-link.tsx): `<a>` elements with no component of their own, for
 * the long lists every page carries (the header's category bar and menu, the footer, the product
 * tiles). A Next `<Link>` is a component React hydrates, with its hooks and, when it prefetches in
 * view, a prefetch address and an intersection observer each: the header's 88 category links were
 * one long task of their own on a 4× slower phone (issue 36). These cost nothing to hydrate; one
 * set of listeners on the document (`followPlainLinks`, in the page's runtime) does what `<Link>`
 * does for each:
 * - a click the page has not handled goes to the client router instead of loading the page anew;
 * - the page is prefetched when the shopper shows intent (the pointer over the link, focus, a
 *   touch), as `IntentPrefetchLink` does for the header's own links.
 * Before the page's script runs, a plain link is a link: the browser loads the page.
 */

/** The attribute that marks a plain link. */
export const PLAIN_LINK_ATTRIBUTE = 'data-plain-link';

/** What of a click decides whether it leaves for another page of the shop. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What of a link decides it: its resolved address, its target window and whether it downloads. */
export interface ClickedLink {
  href: string;
  target: string;
  isDownload: boolean;
}

/** The page the click happens on. */
export type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/**
 * The address a click follows in this tab to another page of the shop, if it does: a plain left
 * click on a link of this origin, not a download, not into another window, not to the API and not
 * to the page it is on (a jump within the page is the browser's).
 */
export function followedAddress(click: LinkClick, link: ClickedLink, here: Here): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (link.isDownload || (link.target !== '' && link.target !== '_self')) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || url.pathname.startsWith('/api/')) return null;
  return url.pathname + url.search === here.pathname + here.search ? null : url;
}

/** The link under an event's target: the element itself or its nearest ancestor matching `selector`. */
function anchorOf(target: EventTarget | null, selector: string): ClickedLink | null {
  const anchor = target instanceof Element ? target.closest(selector) : null;
  return anchor instanceof HTMLAnchorElement ? { href: anchor.href, target: anchor.target, isDownload: anchor.hasAttribute('download') } : null;
}

/** `followedAddress` for a click on the page: null when it is on no link (of those `selector` matches). */
export function followedLink(event: MouseEvent, here: Here, selector = 'a[href]'): URL | null {
  const link = anchorOf(event.target, selector);
  return link ? followedAddress(event, link, here) : null;
}

/** The part of Next's router plain links use. */
export interface PlainLinkRouter {
  push(href: string): void;
  prefetch(href: string): void;
}

const PLAIN_LINK = `a[${PLAIN_LINK_ATTRIBUTE}][href]`;

/** The plain link under an event's target, as an address of this origin; null for any other. */
function plainLinkAddress(target: EventTarget | null, here: Here): string | null {
  const link = anchorOf(target, PLAIN_LINK);
  if (!link) return null;
  const url = new URL(link.href, here.href);
  return url.origin === here.origin ? url.pathname + url.search : null;
}

/**
 * Follows the document's plain links with the router and prefetches their pages on intent; returns
 * the function that stops. The click is read on the window, after React's handlers on the
 * document: a click a component handled (and prevented) is left alone.
 */
export function followPlainLinks(win: Window, router: PlainLinkRouter): () => void {
  const prefetched = new Set<string>();
  const onIntent = (event: Event) => {
    const address = plainLinkAddress(event.target, win.location);
    if (address === null || prefetched.has(address)) return;
    prefetched.add(address);
    router.prefetch(address);
  };
  const onClick = (event: MouseEvent) => {
    const url = followedLink(event, win.location, PLAIN_LINK);
    if (!url) return;
    event.preventDefault();
    router.push(url.pathname + url.search + url.hash);
  };
  const doc = win.document;
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });
  win.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    doc.removeEventListener('touchstart', onIntent);
    win.removeEventListener('click', onClick);
  };
}
