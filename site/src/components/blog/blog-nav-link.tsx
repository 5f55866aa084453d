'use client';
/**
 * A link in the blog's side navigation that marks the list being read: `aria-current="page"` on
 * its first page, `"true"` on its later pages. The blog layout stays mounted across blog pages,
 * so the mark follows the address.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export function BlogNavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href ? 'page' : pathname.startsWith(`${href}/strona/`) ? 'true' : undefined;
  return (
    <Link href={href} className={className} aria-current={current}>
      {children}
    </Link>
  );
}
