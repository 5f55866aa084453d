'use client';
/**
 * The page's runtime, once in the root layout: the navigation progress bar (spec §4, §9) and the
 * window's error listeners (chunk reloads and error reports, page-errors.ts), and the plain links'
 * navigation (plain-links.ts). A navigation starts
 * when a same-origin link to another page is followed and ends when the address changes (the
 * client router's pushState) or the shopper goes back or forward.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isChunkUrl } from '@/lib/runtime/chunk-reload.ts';
import { createNavigationProgress, type ProgressView } from '@/lib/runtime/navigation-progress.ts';
import { markPageHydrated } from '@/lib/runtime/page-hydrated.ts';
import { followedLink, followPlainLinks } from '@/lib/runtime/plain-links.ts';
import { trackPageView } from '@/lib/tracker/track.ts';
import { takeOverEarlyAdds } from '../cart/early-cart-handover.ts';
import { handlePageError, navigation, recoverFromChunkFailure } from './page-errors.ts';
import styles from './page-runtime.module.css';

function paint(bar: HTMLElement, view: ProgressView): void {
  bar.dataset.state = view.visible ? (view.failed ? 'failed' : 'shown') : 'hidden';
  bar.style.transform = `scaleX(${view.width / 100})`;
}

const addressOf = () => window.location.pathname + window.location.search;

export function PageRuntime() {
  const bar = useRef<HTMLDivElement>(null);
  const router = useRouter();
  // The first render committed: taps kept before the script ran may be played now.
  useEffect(markPageHydrated, []);
  // Adds to the cart the head script sent before the page ran go on as the buttons' own.
  useEffect(takeOverEarlyAdds, []);
  // The lists' plain links, followed and prefetched by one set of listeners (plain-links.ts).
  useEffect(() => followPlainLinks(window, router), [router]);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const progress = createNavigationProgress((view) => paint(element, view), {
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (timer) => window.clearTimeout(timer as number),
      now: () => performance.now(),
    });
    navigation.fail = () => progress.fail();
    const finish = () => {
      navigation.target = null;
      progress.finish();
      trackPageView();
    };
    trackPageView();
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event, window.location);
      if (!url) return;
      navigation.target = url.href;
      progress.start();
    };
    const { pushState, replaceState } = window.history;
    const finishingOnChange = (original: History['pushState']): History['pushState'] =>
      function (this: History, ...args) {
        const before = addressOf();
        original.apply(this, args);
        if (addressOf() !== before) finish();
      };
    window.history.pushState = finishingOnChange(pushState);
    window.history.replaceState = finishingOnChange(replaceState);
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        handlePageError(event.error ?? new Error(event.message), 'window');
        return;
      }
      // A resource that failed (these do not bubble; the window sees them while capturing).
      const target = event.target;
      const url =
        target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement && target.rel === 'stylesheet' ? target.href : '';
      if (url && isChunkUrl(url)) recoverFromChunkFailure();
    };
    const onRejection = (event: PromiseRejectionEvent) => handlePageError(event.reason, 'promise');
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', finish);
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', finish);
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      navigation.fail = () => {};
    };
  }, []);
  return <div ref={bar} className={styles.progress} data-navigation-progress="" data-state="hidden" aria-hidden="true" />;
}
