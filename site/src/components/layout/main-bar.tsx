import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import { CartButton } from './cart-button.tsx';
import { Logo } from './logo.tsx';
import { MenuButton } from './menu-button.tsx';
import styles from './site-header.module.css';
import { SHOP_PHONE_HREF } from './top-bar.tsx';

/** Logo, the search box's place, the sales line and the cart. */
export function MainBar() {
  return (
    <div className={`container ${styles.mainBar}`}>
      <MenuButton />
      <Logo className={styles.logo} withTagline />
      {/* The search box (issue 5) is mounted here; the slot keeps its final size so nothing shifts. */}
      <div className={styles.searchSlot} data-slot="search" />
      <a className={styles.help} href={SHOP_PHONE_HREF}>
        <Icon name="phone" size={22} />
        <span>
          <small>{t('Header.Help')}</small>
          <strong>{t('Shop.Phone')}</strong>
        </span>
      </a>
      <CartButton />
    </div>
  );
}
