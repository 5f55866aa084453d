import { NotificationClick } from '@/components/newsletter/notification-click.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';

export const metadata = shellMetadata('Shell.Notification');

export const generateStaticParams = () => shellStaticParams('notification');

/** Shell of `notification` (spec §2): records the click, shows the generic page; the worker 404s malformed paths. */
export default function NotificationPage() {
  return (
    <RouteShell route="notification" heading={t('Shell.Notification.Heading')}>
      {(params) => <NotificationClick notificationUuid={params.notificationUuid ?? ''} recipientUuid={params.recipientUuid ?? ''} />}
    </RouteShell>
  );
}
