import { PlainLink } from '@/components/ui/plain-link.tsx';
import { t } from '@/lib/i18n/index.ts';
import type { MenuCategory } from '@/lib/menu-categories.ts';
import styles from './mobile-menu.module.css';
import { categoryHref, SubcategoryLinks } from './subcategory-links.tsx';

/** The category tree of the mobile menu, folded with native <details> (no script of its own). */
export function CategoryTree({ categories }: { categories: readonly MenuCategory[] }) {
  return (
    <nav aria-label={t('Nav.MenuCategories')}>
      <ul className={styles.tree}>
        {categories.map((category) => (
          <li key={category.slug}>
            {category.children.length > 0 ? (
              <details>
                <summary>{category.name}</summary>
                <ul>
                  <li>
                    <PlainLink href={categoryHref(category)} className={styles.treeAll}>
                      {t('Header.AllInCategory', { name: category.name })}
                    </PlainLink>
                  </li>
                  <SubcategoryLinks category={category} />
                </ul>
              </details>
            ) : (
              <PlainLink href={categoryHref(category)} className={category.isPromotion ? styles.promo : undefined}>
                {category.name}
              </PlainLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
