'use client';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-offline.ts';

/** Loads the page the visitor asked for again (the address bar still names it, not /offline). */
export function RetryButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {t('Offline.Retry')}
    </button>
  );
}
