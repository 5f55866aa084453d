import { PageEditor } from '@/components/panel/content/content-pages.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Content.Pages.Heading'), 'panelContentPage');

export default function PanelContentPageEditorPage() {
  return <PageEditor />;
}
