'use client';
/** The footer's "Ustawienia plików cookie": reopens the consent banner (issue 16). */
import { openConsentBanner } from '@/lib/consent/consent-store.ts';
import { t } from '@/lib/i18n/index.ts';

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentBanner}>
      {t('Footer.CookieSettings')}
    </button>
  );
}
