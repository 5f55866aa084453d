import { NoticePage } from '@/components/shell/notice-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';

export const metadata = {
  ...pageMetadata({ title: t('Account.Registration.Title'), description: t('Account.Registration.Description'), path: href('registration') }),
  robots: { index: false, follow: true },
};

export default function RegistrationPage() {
  return <NoticePage heading={t('Account.Registration.Heading')} message={t('Account.NotYetOpen')} />;
}
