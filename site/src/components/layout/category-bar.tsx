'use client';
/**
 * The desktop category bar with a mega menu per top category. A top category opens its panel on
 * hover, or with its disclosure button for keyboards and screen readers; the panel hides 300 ms
 * after the pointer leaves (spec §9 navbar dropdown delay), at once on Escape, on leaving it with
 * the keyboard and on navigation. Closed panels stay in the HTML, so their links are crawlable.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { PlainLink } from '@/components/ui/plain-link.tsx';
import { t } from '@/lib/i18n/index.ts';
import type { MenuCategory } from '@/lib/menu-categories.ts';
import { NAVBAR_DROPDOWN_HIDE_DELAY_MS } from '@/lib/ui-constants.ts';
import styles from './category-bar.module.css';
import { categoryHref, SubcategoryLinks } from './subcategory-links.tsx';

/** A top category's panel: its subcategories as columns, their own children listed under them. */
function CategoryPanel({ category }: { category: MenuCategory }) {
  return (
    <div className={`container ${styles.panelInner}`}>
      <ul className={styles.panelColumns}>
        <SubcategoryLinks category={category} childClassName={styles.panelHeading} withCounts />
      </ul>
      <PlainLink href={categoryHref(category)} className={styles.panelAll}>
        {t('Header.AllInCategory', { name: category.name })} ({category.productCount})
      </PlainLink>
    </div>
  );
}

export function CategoryBar({ categories }: { categories: readonly MenuCategory[] }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const pathname = usePathname();

  const open = (slug: string) => {
    clearTimeout(hideTimer.current);
    setOpenSlug(slug);
  };
  const close = () => {
    clearTimeout(hideTimer.current);
    setOpenSlug(null);
  };
  const closeLater = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpenSlug(null), NAVBAR_DROPDOWN_HIDE_DELAY_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, a navigation closes the menu.
  useEffect(() => {
    setOpenSlug(null);
  }, [pathname]);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return (
    <nav aria-label={t('Nav.Categories')} className={styles.categoryBar}>
      <ul className={`container ${styles.menu}`}>
        {categories.map((category) => {
          const hasPanel = category.children.length > 0;
          const isOpen = openSlug === category.slug;
          const panelId = `podmenu-${category.slug}`;
          return (
            <li
              key={category.slug}
              className={styles.menuItem}
              data-open={isOpen || undefined}
              onMouseEnter={hasPanel ? () => open(category.slug) : undefined}
              onMouseLeave={hasPanel ? closeLater : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && isOpen) {
                  close();
                  toggles.current.get(category.slug)?.focus();
                }
              }}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              <div className={styles.menuHead}>
                <PlainLink href={categoryHref(category)} className={category.isPromotion ? `${styles.menuLink} ${styles.promo}` : styles.menuLink}>
                  {category.name}
                </PlainLink>
                {hasPanel ? (
                  <button
                    ref={(button) => {
                      if (button) toggles.current.set(category.slug, button);
                    }}
                    type="button"
                    className={styles.menuToggle}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => (isOpen ? close() : open(category.slug))}
                  >
                    <Icon name="chevron-down" size={16} />
                    <span className="visually-hidden">{t('Header.ShowSubcategories', { name: category.name })}</span>
                  </button>
                ) : null}
              </div>
              {hasPanel ? (
                <div id={panelId} className={styles.panel} hidden={!isOpen}>
                  <CategoryPanel category={category} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
