import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { StaffMembers } from '@/components/panel/staff/staff-members.tsx';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Staff.Heading'), 'panelStaff');

export default function PanelStaffPage() {
  return <StaffMembers />;
}
