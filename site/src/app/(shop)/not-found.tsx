import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { NOT_FOUND_METADATA } from '@/components/error/not-found-metadata.ts';
import { t } from '@/lib/i18n/index.ts';

export const metadata = NOT_FOUND_METADATA;

/** A shop page that finds nothing to show (`notFound()`): the 404 variant with spec §2's message, in the shop's frame. */
export default function NotFound() {
  return <ErrorScreen status={404} message={t('Error.NotFoundMessage')} />;
}
