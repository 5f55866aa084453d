import { MilestonesEditor } from '@/components/panel/content/milestones.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Content.Milestones.Heading'), 'panelContentMilestones');

export default function PanelContentMilestonesPage() {
  return <MilestonesEditor />;
}
