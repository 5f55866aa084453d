import { AuditLog } from '@/components/panel/audit/audit-log.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Audit.Heading'), 'panelAudit');

export default function PanelAuditPage() {
  return <AuditLog />;
}
