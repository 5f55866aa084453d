import { AbandonedCartPage } from '@/components/cart-recovery/cart-recovery.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.CartLink');

export const generateStaticParams = () => shellStaticParams('abandonedCart');

/** Shell of `abandonedCart` (spec §2): restores the mailed cart into this browser's cart, then opens /koszyk. */
export default function AbandonedCartRoute() {
  return <AbandonedCartPage heading={t('Shell.CartLink.Heading')} />;
}
