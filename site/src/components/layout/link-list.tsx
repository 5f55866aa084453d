import Link from 'next/link';

export interface NavLink {
  label: string;
  path: string;
}

/**
 * A list of plain links. No prefetching: these lists sit on every page (top bar, content bar,
 * footer, menu) and lead to pages few shoppers open next.
 */
export function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <Link href={link.path} prefetch={false}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
