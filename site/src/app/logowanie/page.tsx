import { NoticePage } from '@/components/shell/notice-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';

export const metadata = {
  ...pageMetadata({ title: t('Account.Login.Title'), description: t('Account.Login.Description'), path: href('login') }),
  robots: { index: false, follow: true },
};

export default function LoginPage() {
  return <NoticePage heading={t('Account.Login.Heading')} message={t('Account.NotYetOpen')} />;
}
