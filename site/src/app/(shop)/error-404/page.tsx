import { errorPageMetadata } from '@/components/error/error-page-metadata.ts';
import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { t } from '@/lib/i18n/index.ts';

/** /error-404: served by the worker with status 404 (spec §2, §8). */
export const metadata = errorPageMetadata(404);

export default function Error404Page() {
  return <ErrorScreen status={404} message={t('Error.NotFoundMessage')} />;
}
