import { NoticePage } from '@/components/shell/notice-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';

export const metadata = {
  ...pageMetadata({ title: t('Newsletter.Resign.Title'), description: t('Newsletter.Resign.Description'), path: href('newsletterResign') }),
  robots: { index: false, follow: true },
};

export default function NewsletterResignPage() {
  return <NoticePage heading={t('Newsletter.Resign.Heading')} message={t('Newsletter.Resign.Body')} />;
}
