import { InvoiceList } from '@/components/panel/invoices/invoice-list.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Invoices.Heading'), 'panelInvoices');

export default function PanelInvoicesPage() {
  return <InvoiceList />;
}
