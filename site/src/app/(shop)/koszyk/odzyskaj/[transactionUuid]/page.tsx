import { TransactionCartPage } from '@/components/cart-recovery/cart-recovery.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.CartLink');

export const generateStaticParams = () => shellStaticParams('abandonmentCartTransaction');

/** Shell of `abandonmentCartTransaction` (spec §2): copies that transaction's guest cart into this browser's cart, then opens /koszyk. */
export default function TransactionCartRoute() {
  return <TransactionCartPage heading={t('Shell.CartLink.Heading')} />;
}
