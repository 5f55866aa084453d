import { DeskCustomer } from '@/components/panel/customers/desk-customer.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Customers.Heading'));

export const generateStaticParams = () => shellStaticParams('panelCustomer');

/** Shell of `panelCustomer`: one export for every customer; the page reads the customer's UUID from the address. */
export default function PanelCustomerShellPage() {
  return <DeskCustomer />;
}
