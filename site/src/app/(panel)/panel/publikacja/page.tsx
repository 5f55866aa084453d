import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { Publishing } from '@/components/panel/publishing/publishing.tsx';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Publishing.Heading'), 'panelPublishing');

export default function PanelPublishingPage() {
  return <Publishing />;
}
