import { NoticePage } from '@/components/shell/notice-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';

export const metadata = {
  ...pageMetadata({
    title: t('Account.PasswordResetRequest.Title'),
    description: t('Account.PasswordResetRequest.Description'),
    path: href('passwordResetRequest'),
  }),
  robots: { index: false, follow: true },
};

export default function PasswordResetRequestPage() {
  return <NoticePage heading={t('Account.PasswordResetRequest.Heading')} message={t('Account.NotYetOpen')} />;
}
