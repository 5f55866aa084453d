'use client';
import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import { headerStore, openMenu } from './header-store.ts';
import styles from './site-header.module.css';

/** Opens the category menu on phones and tablets, and on desktops once the header is fixed. */
export function MenuButton() {
  const { menuOpen } = useSnapshot(headerStore);
  return (
    <button
      type="button"
      className={styles.menuButton}
      onClick={openMenu}
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      aria-controls="menu-mobilne"
    >
      <Icon name="menu" size={24} />
      <span>{t('Header.Menu')}</span>
    </button>
  );
}
