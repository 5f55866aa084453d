import { Icon } from '@/components/ui/icons.tsx';
import { IntentPrefetchLink } from '@/components/ui/intent-prefetch-link.tsx';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { HelpPhone } from './help-phone.tsx';
import { Logo } from './logo.tsx';
import styles from './site-header.module.css';
import '@/lib/i18n/pl-content.ts';

/** The cart layout's only bar (spec §4): the logo, a word on safety, help and the way back. */
export function CartMainBar() {
  return (
    <div className={`container ${styles.cartMainBar}`}>
      <Logo className={styles.logo} />
      <p className={styles.secure}>
        <Icon name="lock" size={18} />
        <span>{t('Header.SecureCheckout')}</span>
      </p>
      <HelpPhone className={styles.help} />
      <IntentPrefetchLink href={href('home')} className={styles.backToShop}>
        <Icon name="chevron-left" size={18} />
        {t('Header.BackToShop')}
      </IntentPrefetchLink>
    </div>
  );
}
