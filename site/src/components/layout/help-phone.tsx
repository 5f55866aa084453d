import { Icon } from '@/components/ui/icons.tsx';
import { telHref } from '@/lib/branches.ts';
import { t } from '@/lib/i18n/index.ts';
import { SELLER } from '@/lib/seller.ts';
import '@/lib/i18n/pl-content.ts';

/** The shop's phone for help with buying: the seller's one number (#lib/seller.ts), as `/kontakt` gives it. */
export const SHOP_PHONE_HREF = telHref(SELLER.phone);

export function HelpPhone({ className }: { className?: string }) {
  return (
    <a className={className} href={SHOP_PHONE_HREF}>
      <Icon name="phone" size={22} />
      <span>
        <small>{t('Header.Help')}</small>
        <strong>{SELLER.phone}</strong>
      </span>
    </a>
  );
}
