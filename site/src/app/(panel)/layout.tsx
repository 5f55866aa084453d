import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts.ts';
import { EarlyTapsScript } from '@/components/runtime/early-taps-script.tsx';
import { t } from '@/lib/i18n/index.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import '@/app/globals.css';
import '@/lib/i18n/pl-panel.ts';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: t('Panel.Title'),
  description: t('Panel.Description'),
  robots: { index: false, follow: false },
  icons: { icon: [{ url: '/lsb/favicon.svg', type: 'image/svg+xml', sizes: 'any' }] },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0a2f57' };

/**
 * The back office's root layout (issue 31): its own document, with none of the shop's frame,
 * cart, consent banner, tracking or service worker; the shop's root layout is app/(shop)/layout.tsx.
 * Like the shop's, it keeps taps and forms sent before its script runs (the login's too).
 */
export default function PanelRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl" className={inter.variable}>
      <head>
        <EarlyTapsScript />
      </head>
      <body>{children}</body>
    </html>
  );
}
