'use client';
/**
 * Spec §4 and §8: when even the layout fails, a plain fallback message with a link home. It
 * replaces the root layout, so it brings its own <html> and no shop styles. The error is reported
 * (components/runtime/page-errors.ts).
 */
import { useEffect } from 'react';
import { handlePageError } from '@/components/runtime/page-errors.ts';
import { t } from '@/lib/i18n/index.ts';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => handlePageError(error, 'global-error'), [error]);
  return (
    <html lang="pl">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '3rem 1rem', textAlign: 'center', color: '#17212b' }}>
        <main>
          <h1>{t('Error.Fallback.Heading')}</h1>
          <p>{t('Error.Fallback.Message')}</p>
          <p>
            {/* A plain link: the client router may be what failed. */}
            <a href="/" style={{ color: '#0b5cad' }}>
              {t('Error.Fallback.Link')}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
