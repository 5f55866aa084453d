import { CatalogueCategories } from '@/components/panel/catalogue/category-tree.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Catalogue.Categories'), 'panelCatalogue');

export default function PanelCataloguePage() {
  return <CatalogueCategories />;
}
