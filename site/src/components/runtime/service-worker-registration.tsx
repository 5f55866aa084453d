'use client';
/**
 * Spec §7: the service worker (site/out/sw.js, written by the build) is registered at the site
 * root with scope `/` when the browser supports it; any failure is ignored (spec §8). It waits
 * for the `load` event so it never competes with the page's own files, and then for an idle moment:
 * registering costs a phone's main thread about 30 ms (4× slower CPU), which made the task of the
 * effects it ran among a long one (issue 36).
 */
import { useEffect } from 'react';

/** Where a service worker may run: https, or this machine for development and tests. */
export function mayRegisterServiceWorker(location: { protocol: string; hostname: string }): boolean {
  return location.protocol === 'https:' || location.hostname === 'localhost' || location.hostname === '127.0.0.1';
}

function register(): void {
  // updateViaCache 'none': every update check asks the server for sw.js past the HTTP cache.
  navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
}

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || !mayRegisterServiceWorker(window.location)) return;
    // Safari has no idle callbacks: a task of its own, then.
    const hasIdleCallbacks = typeof (window as Partial<Window>).requestIdleCallback === 'function';
    let idle: number | undefined;
    const registerWhenIdle = () => {
      idle = hasIdleCallbacks ? window.requestIdleCallback(register, { timeout: 2_000 }) : window.setTimeout(register, 0);
    };
    if (document.readyState === 'complete') registerWhenIdle();
    else window.addEventListener('load', registerWhenIdle, { once: true });
    return () => {
      window.removeEventListener('load', registerWhenIdle);
      if (idle === undefined) return;
      if (hasIdleCallbacks) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return null;
}
