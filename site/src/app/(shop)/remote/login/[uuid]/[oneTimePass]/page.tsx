import { RemoteLoginPage } from '@/components/auth/remote-login.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.RemoteLogin');

export const generateStaticParams = () => shellStaticParams('remoteLogin');

/** Shell of `remoteLogin` (spec §2): logs in with the staff-issued one-time pass, then opens the account. */
export default function RemoteLoginRoute() {
  return <RemoteLoginPage heading={t('Shell.RemoteLogin.Heading')} />;
}
