import { AuthScreen } from '@/components/auth/auth-screen.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-account.ts';

export const metadata = {
  ...pageMetadata({ title: t('Account.Registration.Title'), description: t('Account.Registration.Description'), path: href('registration') }),
  robots: { index: false, follow: true },
};

/** Spec §2 `/rejestracja`: the same screen as login, with the registration tab selected. */
export default function RegistrationPage() {
  return <AuthScreen />;
}
