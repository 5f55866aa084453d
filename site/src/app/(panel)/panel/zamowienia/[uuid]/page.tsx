import { DeskOrder } from '@/components/panel/orders/desk-order.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Orders.Heading'));

export const generateStaticParams = () => shellStaticParams('panelOrder');

/** Shell of `panelOrder`: one export for every order; the page reads the order's UUID from the address. */
export default function PanelOrderShellPage() {
  return <DeskOrder />;
}
