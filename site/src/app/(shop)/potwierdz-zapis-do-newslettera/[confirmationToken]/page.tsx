import { NewsletterConfirmPage } from '@/components/newsletter/newsletter-confirm.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.NewsletterConfirm');

export const generateStaticParams = () => shellStaticParams('newsletterConfirm');

/** Shell of `newsletterConfirm` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function NewsletterConfirmRoute() {
  return <NewsletterConfirmPage heading={t('Shell.NewsletterConfirm.Heading')} />;
}
