import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { ProductList } from '@/components/panel/products/product-list.tsx';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Products.Heading'), 'panelProducts');

export default function PanelProductsPage() {
  return <ProductList />;
}
