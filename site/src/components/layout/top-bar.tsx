import { Icon } from '@/components/ui/icons.tsx';
import { PlainLink } from '@/components/ui/plain-link.tsx';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { SELLER } from '@/lib/seller.ts';
import { SHOP_PHONE_HREF } from './help-phone.tsx';
import type { NavLink } from './link-list.tsx';
import styles from './site-header.module.css';
import '@/lib/i18n/pl-content.ts';

/** The company's pages beside the shop. */
export function companyLinks(): NavLink[] {
  return [
    { label: t('Nav.Branches'), path: href('branches') },
    { label: t('Nav.Blog'), path: href('blog') },
    { label: t('Nav.Contact'), path: href('contact') },
  ];
}

export function TopBar() {
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topBarInner}`}>
        <p className={styles.topBarText}>{t('Shop.TopBar')}</p>
        <ul className={styles.topBarLinks}>
          <li>
            <a href={SHOP_PHONE_HREF}>
              <Icon name="phone" size={16} />
              {SELLER.phone}
            </a>
          </li>
          {companyLinks().map((link) => (
            <li key={link.path} className={styles.topBarPage}>
              <PlainLink href={link.path}>{link.label}</PlainLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
