/**
 * The shop's document: `<html>` with the language and fonts, the consent, early-consent and early-taps scripts in `<head>`, and
 * the shop's frame (header, main, footer, runtime pieces: shop-chrome.tsx) around a page. The
 * shop's root layout (app/(shop)/layout.tsx) and the global 404 page (app/global-not-found.tsx)
 * both render it; the back office has a root layout of its own (app/(panel)/layout.tsx), so none
 * of this reaches it and none of the panel reaches a shopper.
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts.ts';
import { EARLY_CART_SCRIPT } from '@/lib/cart/early-cart.ts';
import { CONSENT_HEAD_SCRIPT } from '@/lib/consent/consent.ts';
import { EARLY_CONSENT_SCRIPT } from '@/lib/consent/early-consent.ts';
import { t } from '@/lib/i18n/index.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import { EarlyTapsScript } from '../runtime/early-taps-script.tsx';
import { ShopChrome } from './shop-chrome.tsx';
import '@/app/globals.css';
import '@/lib/i18n/pl-content.ts';

export const shopMetadata: Metadata = {
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

export const shopViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0a2f57',
};

export function ShopDocument({ children }: { children: ReactNode }) {
  return (
    // The head script may mark <html> (data-consent-given) before React hydrates it.
    <html lang="pl" className={inter.variable} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: this is the (shop) root layout's document; in the App Router a root layout writes <head> itself, the rule only knows app/layout files. */}
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (lib/consent/consent.ts), hashed into the page policy by the build. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (lib/consent/early-consent.ts), hashed into the page policy by the build; before the early-taps script, so that it sees the banner's choices first. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CONSENT_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (lib/cart/early-cart.ts), hashed into the page policy by the build; before the early-taps script, so that it sends the adds it sees itself. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CART_SCRIPT }} />
        <EarlyTapsScript />
      </head>
      <body>
        <ShopChrome>{children}</ShopChrome>
      </body>
    </html>
  );
}
