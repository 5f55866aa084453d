import type { Metadata } from 'next';
import { OfflineScreen } from '@/components/runtime/offline-screen.tsx';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-offline.ts';

/**
 * /offline: what the service worker shows in place of a page it cannot fetch (site/out/sw.js
 * precaches it). Never indexed, not in the sitemaps.
 */
export const metadata: Metadata = {
  title: { absolute: t('Offline.Title') },
  description: t('Offline.Description'),
  robots: { index: false, follow: false },
};

export default function OfflinePage() {
  return <OfflineScreen />;
}
