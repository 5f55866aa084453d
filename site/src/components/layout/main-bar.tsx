import { SearchBox } from '@/components/search/search-box.tsx';
import { AccountLink } from './account-link.tsx';
import { CartButton } from './cart-button.tsx';
import { HelpPhone } from './help-phone.tsx';
import { Logo } from './logo.tsx';
import { MenuButton } from './menu-button.tsx';
import styles from './site-header.module.css';

/** Logo, the search box's place, the sales line, the account and the cart. */
export function MainBar() {
  return (
    <div className={`container ${styles.mainBar}`}>
      <MenuButton />
      <Logo className={styles.logo} withTagline />
      {/* The slot keeps the search box's final size, so nothing shifts. */}
      <div className={styles.searchSlot} data-slot="search">
        <SearchBox />
      </div>
      <HelpPhone className={styles.help} />
      <AccountLink />
      <CartButton />
    </div>
  );
}
