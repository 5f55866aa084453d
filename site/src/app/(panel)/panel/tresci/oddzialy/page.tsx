import { BranchList } from '@/components/panel/content/branches.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Content.Branches.Heading'), 'panelContentBranches');

export default function PanelContentBranchesPage() {
  return <BranchList />;
}
