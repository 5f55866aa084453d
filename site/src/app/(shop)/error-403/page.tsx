import { errorPageMetadata } from '@/components/error/error-page-metadata.ts';
import { ErrorScreen } from '@/components/error/error-screen.tsx';

/** /error-403: served by the worker with status 403 (spec §2, §8). */
export const metadata = errorPageMetadata(403);

export default function Error403Page() {
  return <ErrorScreen status={403} />;
}
