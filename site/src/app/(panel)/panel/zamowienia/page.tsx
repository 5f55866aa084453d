import { OrderList } from '@/components/panel/orders/order-list.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Orders.Heading'), 'panelOrders');

export default function PanelOrdersPage() {
  return <OrderList />;
}
