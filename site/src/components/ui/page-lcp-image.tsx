'use client';
/**
 * A page's largest picture (its LCP) in a server component: preloaded by the page's own HTML, and
 * by no other page (issue 36). React's server payload hints each non-lazy picture a server
 * component renders, and the router acts on the hints of every page it prefetches, so a link to
 * this page in view would preload the picture on the page showing the link ("preloaded but not
 * used"). Rendered by a client component, the picture is in no payload, while the server renderer
 * still preloads it in the HTML for its `fetchPriority="high"`. Other non-lazy pictures sit in a
 * `<picture>`, which neither renderer preloads (product-tile.tsx).
 */
import type { ComponentProps } from 'react';

export function PageLcpImage(props: Omit<ComponentProps<'img'>, 'fetchPriority' | 'loading'>) {
  // biome-ignore lint/a11y/useAltText: the caller gives the alt text with the other props.
  return <img {...props} fetchPriority="high" />;
}
