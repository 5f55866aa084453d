'use client';
/**
 * Spec §4 and §8: when even the layout fails, a plain fallback message with a link home. It
 * replaces the root layout, so it brings its own <html> and no shop styles. The error is reported
 * (components/runtime/page-errors.ts, loaded when it happens). Its texts are the fallback's own
 * few (pl-error-fallback.ts), not the dictionary: both root layouts (the shop's and the back
 * office's) share this page, and whatever it imports is loaded by every page of both.
 */
import { useEffect } from 'react';
import { ERROR_FALLBACK_TEXTS } from '@/lib/i18n/pl-error-fallback.ts';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    void import('@/components/runtime/page-errors.ts').then(({ handlePageError }) => handlePageError(error, 'global-error'));
  }, [error]);
  return (
    <html lang="pl">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '3rem 1rem', textAlign: 'center', color: '#17212b' }}>
        <main>
          <h1>{ERROR_FALLBACK_TEXTS.Heading}</h1>
          <p>{ERROR_FALLBACK_TEXTS.Message}</p>
          <p>
            {/* A plain link: the client router may be what failed. */}
            <a href="/" style={{ color: '#0b5cad' }}>
              {ERROR_FALLBACK_TEXTS.Link}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
