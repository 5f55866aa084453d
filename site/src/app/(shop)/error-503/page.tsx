import { errorPageMetadata } from '@/components/error/error-page-metadata.ts';
import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { ServiceProbe } from '@/components/error/service-probe.tsx';

/** /error-503: served by the worker with status 503; reloads home once the shop answers again. */
export const metadata = errorPageMetadata(503);

export default function Error503Page() {
  return (
    <>
      <ErrorScreen status={503} />
      <ServiceProbe />
    </>
  );
}
