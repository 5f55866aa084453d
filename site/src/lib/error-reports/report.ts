/**
 * Error reports from the browser (issue 16, spec §7 "error reports go to an error-reporting
 * service (production, trace sample rate 0.2)"): with the build's NEXT_PUBLIC_SENTRY_DSN set,
 * the first error loads @sentry/browser (its own chunk: pages that have not failed never fetch
 * it) and every error is reported through the shop's own tunnel, `/monitoring` (the worker
 * forwards to the project of its SENTRY_DSN: no third-party origin in the page policy, no
 * visitor IP at Sentry), scrubbed of personal data (scrub.ts, loaded with the SDK). Without a
 * DSN, nothing loads.
 */
import { ERROR_REPORT_TUNNEL_PATH } from './dsn.ts';

type SentryBrowser = typeof import('@sentry/browser');

/** The public DSN of the browser's reports (empty: reports off). */
const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN ?? '';
/** Spec §7: the share of page loads traced. */
export const TRACES_SAMPLE_RATE = 0.2;

let sentry: Promise<SentryBrowser | null> | null = null;

function loadSentry(): Promise<SentryBrowser | null> {
  sentry ??= Promise.all([import('@sentry/browser'), import('./scrub.ts')])
    .then(([Sentry, { scrubEvent }]) => {
      Sentry.init({
        dsn: DSN,
        tunnel: ERROR_REPORT_TUNNEL_PATH,
        release: process.env.NEXT_PUBLIC_RELEASE || undefined,
        environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || 'production',
        tracesSampleRate: TRACES_SAMPLE_RATE,
        // Nothing about the person: no user fields, cookies, headers, bodies or query values (scrub.ts filters the rest).
        dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
        // The page's own listeners (components/runtime/page-runtime.tsx) report what reaches the
        // window; Sentry's would report it a second time.
        integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
        beforeSend: (event) => scrubEvent(event),
        beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
      });
      return Sentry;
    })
    // A report that cannot be sent is not worth a second error (spec §8: only logged).
    .catch((error: unknown) => {
      console.warn('Raport błędu nie został wysłany:', error);
      return null;
    });
  return sentry;
}

/** Whether this build reports errors. */
export const errorReportsEnabled = DSN !== '';

/** Reports an error (once Sentry has loaded); a no-op without a DSN. `where` tags its origin. */
export function reportError(error: unknown, where: string): void {
  if (!errorReportsEnabled) return;
  void loadSentry().then((Sentry) => Sentry?.captureException(error, { tags: { where } }));
}
