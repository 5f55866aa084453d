import { NewsletterCancelPage } from '@/components/newsletter/newsletter-cancel.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.NewsletterCancel');

export const generateStaticParams = () => shellStaticParams('newsletterCancel');

/** Shell of `newsletterCancel` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function NewsletterCancelRoute() {
  return <NewsletterCancelPage heading={t('Shell.NewsletterCancel.Heading')} />;
}
