/**
 * A link with no component to hydrate, for the long lists on every page (lib/runtime/plain-links.ts):
 * the page's runtime follows it with the client router and prefetches its page on intent. For a
 * link that must prefetch in view or report its navigation state, use Next's `<Link>`.
 */
import type { AnchorHTMLAttributes } from 'react';
import { PLAIN_LINK_ATTRIBUTE } from '@/lib/runtime/plain-links.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const MARK = { [PLAIN_LINK_ATTRIBUTE]: '' };

export function PlainLink(props: Props) {
  return <a {...props} {...MARK} />;
}
