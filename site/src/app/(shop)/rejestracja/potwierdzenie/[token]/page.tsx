import { RegistrationConfirmationPage } from '@/components/auth/registration-confirmation.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.RegistrationConfirmation');

export const generateStaticParams = () => shellStaticParams('registrationConfirmation');

/** Shell of `registrationConfirmation` (spec §2): with a token it activates the account, without one it says to check the mailbox. */
export default function RegistrationConfirmationRoute() {
  return <RegistrationConfirmationPage heading={t('Shell.RegistrationConfirmation.Heading')} />;
}
