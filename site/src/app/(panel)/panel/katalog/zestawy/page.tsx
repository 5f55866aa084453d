import { CatalogueProductSets } from '@/components/panel/catalogue/product-sets.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Catalogue.Sets'), 'panelProductSets');

export default function PanelProductSetsPage() {
  return <CatalogueProductSets />;
}
