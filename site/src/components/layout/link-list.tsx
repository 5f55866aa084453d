import { PlainLink } from '@/components/ui/plain-link.tsx';

export interface NavLink {
  label: string;
  path: string;
}

/**
 * A list of plain links (ui/plain-link.tsx: nothing to hydrate, prefetched on intent): these lists
 * sit on every page (top bar, content bar, footer, menu) and lead to pages few shoppers open next.
 */
export function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <PlainLink href={link.path}>{link.label}</PlainLink>
        </li>
      ))}
    </ul>
  );
}
