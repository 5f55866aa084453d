import { NewsletterResignForm } from '@/components/newsletter/newsletter-resign-form.tsx';
import routeShell from '@/components/shell/route-shell.module.css';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-newsletter.ts';

export const metadata = {
  ...pageMetadata({ title: t('Newsletter.Resign.Title'), description: t('Newsletter.Resign.Description'), path: href('newsletterResign') }),
  robots: { index: false, follow: true },
};

/** `/newsletter/rezygnacja`: unsubscribing by address (a one-click link goes to a subscribed address). */
export default function NewsletterResignPage() {
  return (
    <section className={`container ${routeShell.shell}`} aria-labelledby="rezygnacja">
      <h1 id="rezygnacja">{t('Newsletter.Resign.Heading')}</h1>
      <NewsletterResignForm />
    </section>
  );
}
