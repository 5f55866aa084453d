import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { ProductShell } from '@/components/panel/products/product-editor-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Products.Heading'));

export const generateStaticParams = () => shellStaticParams('panelProduct');

/** Shell of `panelProduct`: one export for every product; the form reads the product's slug from the address. */
export default function PanelProductShellPage() {
  return <ProductShell />;
}
