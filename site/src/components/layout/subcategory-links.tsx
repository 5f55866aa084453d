import { PlainLink } from '@/components/ui/plain-link.tsx';
import type { MenuCategory } from '@/lib/menu-categories.ts';
import { href } from '@/lib/routes.ts';

export const categoryHref = (category: MenuCategory) => href('category', { slug: category.slug });

/** A category's children as list items, each with its own children listed under it. */
export function SubcategoryLinks({
  category,
  childClassName,
  withCounts = false,
}: {
  category: MenuCategory;
  childClassName?: string;
  withCounts?: boolean;
}) {
  return category.children.map((child) => (
    <li key={child.slug}>
      <PlainLink href={categoryHref(child)} className={childClassName}>
        {child.name}
        {withCounts ? <span> ({child.productCount})</span> : null}
      </PlainLink>
      {child.children.length > 0 ? (
        <ul>
          {child.children.map((grandchild) => (
            <li key={grandchild.slug}>
              <PlainLink href={categoryHref(grandchild)}>{grandchild.name}</PlainLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  ));
}
