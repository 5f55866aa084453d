import { CustomerList } from '@/components/panel/customers/customer-list.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Customers.Heading'), 'panelCustomers');

export default function PanelCustomersPage() {
  return <CustomerList />;
}
