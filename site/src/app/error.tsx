'use client';
/**
 * Spec §4: an error while showing a page swaps it for the error screen, the 500 variant (the
 * error itself goes to the error-report service with the browser runtime; the screen never shows
 * its details).
 */
import { ErrorScreen } from '@/components/error/error-screen.tsx';

export default function PageError() {
  return <ErrorScreen status={500} />;
}
