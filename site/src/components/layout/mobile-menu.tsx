'use client';
/**
 * The category menu of phones and tablets, and of desktops once the header is fixed: a modal
 * dialog (focus stays inside, Escape closes it, a tap beside it or on a link closes it too) with
 * the category tree and the company's pages.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import type { MenuCategory } from '@/lib/menu-categories.ts';
import { CategoryTree } from './category-tree.tsx';
import { closeMenu, headerStore } from './header-store.ts';
import { LinkList, type NavLink } from './link-list.tsx';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  categories: readonly MenuCategory[];
  /** The company's pages under the tree. */
  links: readonly NavLink[];
}

export function MobileMenu({ categories, links }: MobileMenuProps) {
  const { menuOpen } = useSnapshot(headerStore);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (menuOpen && !dialog.open) dialog.showModal();
    if (!menuOpen && dialog.open) dialog.close();
  }, [menuOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only adds closing by a tap on the backdrop or a link.
    <dialog
      ref={dialogRef}
      id="menu-mobilne"
      className={styles.drawer}
      aria-labelledby="menu-mobilne-tytul"
      onClose={closeMenu}
      onClick={(event) => {
        // A tap on the backdrop, or on a link (also one to the page already open), closes the menu.
        if (event.target === event.currentTarget || (event.target as Element).closest('a')) closeMenu();
      }}
    >
      <div className={styles.drawerHeader}>
        <h2 id="menu-mobilne-tytul">{t('Header.Menu')}</h2>
        <button type="button" className={styles.drawerClose} onClick={closeMenu}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{t('Header.CloseMenu')}</span>
        </button>
      </div>
      <CategoryTree categories={categories} />
      <LinkList className={styles.drawerLinks} links={links} />
    </dialog>
  );
}
