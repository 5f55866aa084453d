import { PackingSlip } from '@/components/panel/orders/packing-slip.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Order.PackingSlip'));

export const generateStaticParams = () => shellStaticParams('panelPackingSlip');

/** Shell of `panelPackingSlip`: the printable list of one order. */
export default function PanelPackingSlipShellPage() {
  return <PackingSlip />;
}
