import type { Metadata } from 'next';
import { NewsletterThanks } from '@/components/newsletter/newsletter-thanks.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-newsletter.ts';

export const metadata: Metadata = pageMetadata({
  title: t('Newsletter.Thanks.Title'),
  description: t('Newsletter.Thanks.Description'),
  path: href('newsletterThanks'),
});

export default function NewsletterThanksPage() {
  return <NewsletterThanks />;
}
