import { PanelLogin } from '@/components/panel/login/panel-login.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Login.Heading'), 'panelLogin');

export default function PanelLoginPage() {
  return <PanelLogin />;
}
