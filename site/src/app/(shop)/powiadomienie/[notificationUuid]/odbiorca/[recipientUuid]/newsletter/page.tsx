import { NotificationClickPage } from '@/components/newsletter/notification-click.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.Notification');

export const generateStaticParams = () => shellStaticParams('notification');

/** Shell of `notification` (spec §2): records the click, shows the generic page; the worker 404s malformed paths. */
export default function NotificationPage() {
  return <NotificationClickPage heading={t('Shell.Notification.Heading')} />;
}
