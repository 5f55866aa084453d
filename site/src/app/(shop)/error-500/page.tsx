import { errorPageMetadata } from '@/components/error/error-page-metadata.ts';
import { ErrorScreen } from '@/components/error/error-screen.tsx';

/** /error-500: served by the worker with status 500 (spec §2, §8). */
export const metadata = errorPageMetadata(500);

export default function Error500Page() {
  return <ErrorScreen status={500} />;
}
