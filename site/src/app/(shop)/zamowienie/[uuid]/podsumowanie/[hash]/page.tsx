import { OrderPage } from '@/components/order/order-pages.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.Order');

export const generateStaticParams = () => shellStaticParams('orderSummary');

/** Shell of `orderSummary` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function OrderSummaryPage() {
  return <OrderPage route="orderSummary" heading={t('Shell.Order.Heading')} />;
}
