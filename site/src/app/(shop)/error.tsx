'use client';
/**
 * Spec §4: an error while showing a page swaps it for the error screen, the 500 variant; the
 * error itself is reported (or, a chunk that failed to load, reloads the page:
 * components/runtime/page-errors.ts); the screen never shows its details.
 */
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { handlePageError } from '@/components/runtime/page-errors.ts';
import { trackPageView } from '@/lib/tracker/track.ts';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    handlePageError(error, 'error-boundary');
    // Spec §2: an error page records a page view of type `other`.
    trackPageView('other');
  }, [error]);
  return <ErrorScreen status={500} />;
}
