import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import type { MenuCategory } from '@/lib/menu-categories.ts';
import { href } from '@/lib/routes.ts';
import styles from './mobile-menu.module.css';

const categoryHref = (category: MenuCategory) => href('category', { slug: category.slug });

/** The category tree of the mobile menu, folded with native <details> (no script of its own). */
export function CategoryTree({ categories }: { categories: readonly MenuCategory[] }) {
  return (
    <nav aria-label={t('Nav.Categories')}>
      <ul className={styles.tree}>
        {categories.map((category) => (
          <li key={category.slug}>
            {category.children.length > 0 ? (
              <details>
                <summary>{category.name}</summary>
                <ul>
                  <li>
                    <Link href={categoryHref(category)} className={styles.treeAll}>
                      {t('Header.AllInCategory', { name: category.name })}
                    </Link>
                  </li>
                  {category.children.map((child) => (
                    <li key={child.slug}>
                      <Link href={categoryHref(child)}>{child.name}</Link>
                      {child.children.length > 0 ? (
                        <ul>
                          {child.children.map((grandchild) => (
                            <li key={grandchild.slug}>
                              <Link href={categoryHref(grandchild)}>{grandchild.name}</Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <Link href={categoryHref(category)} className={category.isPromotion ? styles.promo : undefined}>
                {category.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
