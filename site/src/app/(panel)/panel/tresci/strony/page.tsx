import { PageList } from '@/components/panel/content/content-pages.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Content.Pages.Heading'), 'panelContentPages');

export default function PanelContentPagesPage() {
  return <PageList kind="content" />;
}
