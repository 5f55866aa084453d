import { NewPasswordPage } from '@/components/auth/new-password.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.PasswordReset');

export const generateStaticParams = () => shellStaticParams('passwordReset');

/** Shell of `passwordReset` (spec §2): one export for every well-formed path; the worker 404s the rest and dead links. */
export default function PasswordResetPage() {
  return <NewPasswordPage heading={t('Shell.PasswordReset.Heading')} />;
}
