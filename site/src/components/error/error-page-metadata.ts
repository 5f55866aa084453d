import type { Metadata } from 'next';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import type { ErrorStatus } from './error-screen.tsx';

/** An error page's metadata: spec §2's exact title, never indexed. */
export function errorPageMetadata(status: ErrorStatus): Metadata {
  return {
    title: { absolute: t(`Error.Title.${status}` as MessageKey) },
    description: t(`Error.Heading.${status}` as MessageKey),
    robots: { index: false, follow: true },
  };
}
