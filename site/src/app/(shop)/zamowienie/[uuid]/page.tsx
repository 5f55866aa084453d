import { OrderPage } from '@/components/order/order-pages.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.Order');

export const generateStaticParams = () => shellStaticParams('order');

/** Shell of `order` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function OrderShellPage() {
  return <OrderPage route="order" heading={t('Shell.Order.Heading')} />;
}
