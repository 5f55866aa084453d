'use client';
/**
 * The header's behaviour (spec §2, §4): it shows the bars of the current layout, applies each
 * route's header and closes the cart sidebar on every route change, scrolls to the top unless the
 * browser restores a position (back/forward), tracks phone/tablet viewports, and turns fixed when
 * the header scrolls out of view. The bars themselves are rendered on the server and passed in.
 */
import { usePathname } from 'next/navigation';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { barsOf, type HeaderLayout, headerVariantOfPath, isHeaderVariant } from '@/lib/header-layout.ts';
import { t } from '@/lib/i18n/index.ts';
import { MOBILE_HEADER_MAX_PX } from '@/lib/ui-constants.ts';
import { headerStore, restoreHeader, setHeaderConfig, setMobile } from './header-store.ts';
import { applyRouteChange } from './route-change.ts';
import styles from './site-header.module.css';

interface HeaderFrameProps {
  topBar: ReactNode;
  mainBar: ReactNode;
  cartMainBar: ReactNode;
  categoryBar: ReactNode;
  contentBars: Record<Exclude<HeaderLayout, 'cart'>, ReactNode>;
  /** The mobile menu dialog. */
  children: ReactNode;
}

/** Fixed once the whole header has scrolled above the viewport; back when any of it shows. */
function syncFixed(header: HTMLElement | null): void {
  if (!header) return;
  const isAbove = header.getBoundingClientRect().bottom <= 0;
  if (isAbove) setHeaderConfig('fixed');
  else if (headerStore.isFixed) restoreHeader();
}

function useFixedOnScroll(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const observer = new IntersectionObserver(() => syncFixed(header));
    observer.observe(header);
    return () => observer.disconnect();
  }, [headerRef]);
}

function useMobileViewport(): void {
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_HEADER_MAX_PX}px)`);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
}

function useRouteChange(pathname: string, headerRef: RefObject<HTMLElement | null>): void {
  const isFirstPath = useRef(true);
  const isHistoryNavigation = useRef(false);
  useEffect(() => {
    const onPopState = () => {
      isHistoryNavigation.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useEffect(() => {
    applyRouteChange(pathname, window.location.search);
    // Spec §2: scroll to the top unless a position is saved (the browser restores it on back/forward).
    if (!isFirstPath.current && !isHistoryNavigation.current) window.scrollTo(0, 0);
    isFirstPath.current = false;
    isHistoryNavigation.current = false;
    requestAnimationFrame(() => syncFixed(headerRef.current));
  }, [pathname, headerRef]);
}

/**
 * The layout of the first render. The build rendered the header for the page's own route; in the
 * browser the address can name another route with the same HTML (the 404 page, served for
 * `/produkt/gone`, was built for no route at all), so hydration takes the layout the HTML holds.
 */
function firstLayout(pathname: string): HeaderLayout {
  if (typeof document !== 'undefined') {
    const rendered = document.querySelector<HTMLElement>('header[data-header-variant]')?.dataset.headerVariant;
    if (rendered && isHeaderVariant(rendered) && rendered !== 'fixed') return rendered;
  }
  return headerVariantOfPath(pathname);
}

export function HeaderFrame({ topBar, mainBar, cartMainBar, categoryBar, contentBars, children }: HeaderFrameProps) {
  const pathname = usePathname();
  const header = useSnapshot(headerStore);
  const headerRef = useRef<HTMLElement>(null);
  useMobileViewport();
  useFixedOnScroll(headerRef);
  useRouteChange(pathname, headerRef);

  // Until the browser applied the route's header, render the one the page was built with, so
  // hydration matches; the route's own header follows in an effect.
  const [initialLayout] = useState(() => firstLayout(pathname));
  const layout = header.isReady ? header.currentHeaderConfig : initialLayout;
  const bars = barsOf(layout);
  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-header-variant={layout}
      data-header-fixed={header.isFixed}
      data-fixed-mobile={header.fixedMobile}
    >
      <a className={styles.skip} href="#tresc">
        {t('Shop.SkipToContent')}
      </a>
      {bars.topBar ? topBar : null}
      {bars.mainBar || bars.cartMainBar ? (
        // The slot keeps the bar's height in the page while the bar itself docks at the top.
        <div className={styles.dockSlot}>
          <div className={styles.dock}>{bars.mainBar ? mainBar : cartMainBar}</div>
        </div>
      ) : null}
      {bars.categoryBar ? categoryBar : null}
      {layout !== 'cart' && bars.contentBar ? contentBars[layout] : null}
      {children}
    </header>
  );
}
