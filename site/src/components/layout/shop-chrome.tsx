/**
 * The shop's frame around a page: header, main, footer and the runtime pieces every shop page has
 * (cart sidebar, toasts, page runtime, service worker, network status, consent banner), inside the
 * shop's document (shop-document.tsx); the back office (app/(panel)) has a frame of its own and
 * none of this.
 */
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

export function ShopChrome({ children }: { children: ReactNode }) {
  return (
    <>
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
    </>
  );
}
