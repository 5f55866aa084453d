import { Dashboard } from '@/components/panel/dashboard.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Dashboard.Heading'), 'panel');

export default function PanelDashboardPage() {
  return <Dashboard />;
}
