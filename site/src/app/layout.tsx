import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CartSidebar } from '@/components/cart/cart-sidebar.tsx';
import { ConsentBanner } from '@/components/consent/consent-banner.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { NetworkStatus } from '@/components/runtime/network-status.tsx';
import { PageRuntime } from '@/components/runtime/page-runtime.tsx';
import { ServiceWorkerRegistration } from '@/components/runtime/service-worker-registration.tsx';
import { Toaster } from '@/components/toast/toaster.tsx';
import { HydrateApart } from '@/components/ui/hydrate-apart.tsx';
import { CONSENT_HEAD_SCRIPT } from '@/lib/consent/consent.ts';
import { t } from '@/lib/i18n/index.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import { inter } from './fonts.ts';
import './globals.css';
import '@/lib/i18n/pl-content.ts';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: t('Home.Title'), template: `%s | ${t('Shop.Name')}` },
  description: t('Home.Description'),
  // The ICO (written by the build, scripts/build/favicon.ts) for what cannot read SVG icons.
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { url: '/lsb/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
    ],
  },
  manifest: '/lsb/site.webmanifest',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0a2f57',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script may mark <html> (data-consent-given) before React hydrates it.
    <html lang="pl" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (lib/consent/consent.ts), hashed into the page policy by the build. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
      </head>
      <body>
        {/* The header, the page and the footer hydrate one after another, each in short slices. */}
        <HydrateApart>
          <SiteHeader />
        </HydrateApart>
        <main id="tresc">
          <HydrateApart>{children}</HydrateApart>
        </main>
        <HydrateApart>
          <SiteFooter />
        </HydrateApart>
        <CartSidebar />
        <Toaster />
        <PageRuntime />
        <ServiceWorkerRegistration />
        <NetworkStatus />
        <ConsentBanner />
      </body>
    </html>
  );
}
