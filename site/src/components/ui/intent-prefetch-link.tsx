'use client';
/**
 * A link that prefetches its page when the visitor shows intent (pointer over it, focus, touch),
 * not when it scrolls into view: for the links on every page's first screen (the header's home
 * and cart, the breadcrumb trail), whose viewport prefetch would fetch those routes' payloads and
 * scripts on every page load (issue 17: about 60 KiB on a product page, the cart route's form
 * code among it, and 10 KiB for the breadcrumb's parents). Next's
 * "hover-triggered prefetch" pattern; a click without intent (a script, a keyboard shortcut)
 * still navigates, fetching the page then.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

export function IntentPrefetchLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
