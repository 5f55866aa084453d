import { AuthScreen } from '@/components/auth/auth-screen.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-account.ts';

export const metadata = {
  ...pageMetadata({ title: t('Account.Login.Title'), description: t('Account.Login.Description'), path: href('login') }),
  robots: { index: false, follow: true },
};

/** Spec §2 `/logowanie`: the login and registration screen with the login tab selected. */
export default function LoginPage() {
  return <AuthScreen />;
}
