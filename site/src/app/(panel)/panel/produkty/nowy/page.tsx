import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { ProductEditorPage } from '@/components/panel/products/product-editor-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Products.NewHeading'), 'panelProductNew');

export default function PanelNewProductPage() {
  return <ProductEditorPage slug={null} />;
}
