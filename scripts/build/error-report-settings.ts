/**
 * The browser's error-report settings the build inlines (site/src/lib/error-reports/report.ts,
 * docs/browser-runtime.md "Error reports"): NEXT_PUBLIC_SENTRY_DSN as given (empty turns reports off); when unset,
 * a build from the local D1 reports to the local stand-in through the worker's tunnel, a build
 * from API_ORIGIN reports nothing. The release is NEXT_PUBLIC_RELEASE or the commit built.
 */
import { execFileSync } from 'node:child_process';
import { LOCAL_SENTRY_DSN } from '../../site/src/lib/error-reports/dsn.ts';

function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function errorReportSettings(env: NodeJS.ProcessEnv, apiOrigin: string | undefined): Record<string, string> {
  return {
    NEXT_PUBLIC_SENTRY_DSN: env.NEXT_PUBLIC_SENTRY_DSN ?? (apiOrigin ? '' : LOCAL_SENTRY_DSN),
    NEXT_PUBLIC_RELEASE: env.NEXT_PUBLIC_RELEASE || currentCommit(),
  };
}
