import { CartButton } from './cart-button.tsx';
import { HelpPhone } from './help-phone.tsx';
import { Logo } from './logo.tsx';
import { MenuButton } from './menu-button.tsx';
import styles from './site-header.module.css';

/** Logo, the search box's place, the sales line and the cart. */
export function MainBar() {
  return (
    <div className={`container ${styles.mainBar}`}>
      <MenuButton />
      <Logo className={styles.logo} withTagline />
      {/* The search box (issue 5) is mounted here; the slot keeps its final size so nothing shifts. */}
      <div className={styles.searchSlot} data-slot="search" />
      <HelpPhone className={styles.help} />
      <CartButton />
    </div>
  );
}
