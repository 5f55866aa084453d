'use client';
/**
 * Cloudflare Turnstile's widget, only when the build set TURNSTILE_SITE_KEY (site-config.ts):
 * its script is loaded once, on the first form that shows it, and the widget hands its token to
 * the form. Without a site key it renders nothing.
 */
import { useEffect, useRef } from 'react';
import { TURNSTILE_ORIGIN, TURNSTILE_SITE_KEY } from '@/lib/site-config.ts';

interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: { sitekey: string; language: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => string;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptLoading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

export function TurnstileWidget({ onToken }: { onToken: (token: string | undefined) => void }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!TURNSTILE_SITE_KEY || !element.current) return;
    let widgetId: string | undefined;
    let api: TurnstileApi | undefined;
    const target = element.current;
    loadTurnstile()
      .then((loaded) => {
        api = loaded;
        widgetId = loaded.render(target, {
          sitekey: TURNSTILE_SITE_KEY,
          language: 'pl',
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(undefined),
        });
      })
      .catch(() => onToken(undefined));
    return () => {
      if (api && widgetId) api.remove(widgetId);
    };
  }, [onToken]);
  if (!TURNSTILE_SITE_KEY) return null;
  // Turnstile's managed widget is 65 px tall: reserved, so nothing shifts when it appears.
  return <div ref={element} style={{ minHeight: 65, marginBottom: 12 }} />;
}
