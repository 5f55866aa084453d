import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';

export const metadata = shellMetadata('Shell.RemoteLogin');

export const generateStaticParams = () => shellStaticParams('remoteLogin');

/** Shell of `remoteLogin` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function RemoteLoginPage() {
  return (
    <RouteShell route="remoteLogin" heading={t('Shell.RemoteLogin.Heading')}>
      <Notice message={t('Shell.LinkExpired')} />
    </RouteShell>
  );
}
