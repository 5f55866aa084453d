import { CatalogueFlags } from '@/components/panel/catalogue/flags.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Catalogue.Flags'), 'panelFlags');

export default function PanelFlagsPage() {
  return <CatalogueFlags />;
}
