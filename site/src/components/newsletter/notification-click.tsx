'use client';
/**
 * `/powiadomienie/{notificationUuid}/odbiorca/{recipientUuid}/newsletter`: records the click of a
 * newsletter notification (the API keeps the first only) and shows the generic page whatever the
 * answer: the visitor came to read, not to see an error about a tracking link.
 */
import { useEffect } from 'react';
import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { postJson } from '@/lib/api-client.ts';
import { recordNewsletterClick } from '@/lib/generated/response-shapes/recordNewsletterClick.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-shell.ts';

export function NotificationClick({ notificationUuid, recipientUuid }: { notificationUuid: string; recipientUuid: string }) {
  useEffect(() => {
    postJson(`/newsletter/notifications/${notificationUuid}/recipients/${recipientUuid}/clicks`, undefined, recordNewsletterClick).catch(
      (error: unknown) => console.info('Kliknięcie powiadomienia nie zostało zapisane:', error),
    );
  }, [notificationUuid, recipientUuid]);
  return <Notice message={t('Shell.Notification.Body')} />;
}

/** The page: the shell reads the link's parameters from the address, then NotificationClick acts on them. */
export function NotificationClickPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="notification" heading={heading}>
      {(params) => <NotificationClick notificationUuid={params.notificationUuid ?? ''} recipientUuid={params.recipientUuid ?? ''} />}
    </RouteShell>
  );
}
