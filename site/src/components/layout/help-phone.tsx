import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-content.ts';

/** The shop's phone for help with buying. */
export const SHOP_PHONE_HREF = `tel:${t('Shop.Phone').replace(/\s/g, '')}`;

export function HelpPhone({ className }: { className?: string }) {
  return (
    <a className={className} href={SHOP_PHONE_HREF}>
      <Icon name="phone" size={22} />
      <span>
        <small>{t('Header.Help')}</small>
        <strong>{t('Shop.Phone')}</strong>
      </span>
    </a>
  );
}
