/**
 * What the page does with an error that reaches it (spec §4, §8): a chunk that failed to load
 * reloads the page, or loads the navigation's target in full (lib/runtime/chunk-reload.ts);
 * anything else is reported (lib/error-reports/report.ts). The window's listeners
 * (page-runtime.tsx) and the error boundaries (app/error.tsx, app/global-error.tsx) both call it.
 */
import { reportError } from '@/lib/error-reports/report.ts';
import { CHUNK_RELOAD_KEY, chunkRecovery, isChunkLoadFailure } from '@/lib/runtime/chunk-reload.ts';

/** The navigation under way, as the progress bar knows it (set by page-runtime.tsx). */
export const navigation: { target: string | null; fail: () => void } = { target: null, fail: () => {} };

function sessionClock(): { last: number | null; record: (at: number) => void } | null {
  try {
    const stored = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    return {
      last: Number.isFinite(stored) && stored > 0 ? stored : null,
      record: (at) => sessionStorage.setItem(CHUNK_RELOAD_KEY, String(at)),
    };
  } catch {
    return null;
  }
}

/** Reloads (or loads the navigation's target) after a chunk failure when the 60 s rule allows; answers whether it did. */
export function recoverFromChunkFailure(): boolean {
  const clock = sessionClock();
  const now = Date.now();
  const recovery = chunkRecovery({
    navigatingTo: navigation.target,
    lastReloadAt: clock?.last ?? null,
    now,
    storageWorks: clock !== null,
    online: navigator.onLine,
  });
  if (recovery.action === 'none') return false;
  clock?.record(now);
  if (recovery.action === 'navigate') {
    navigation.fail();
    window.location.assign(recovery.to);
  } else {
    window.location.reload();
  }
  return true;
}

/** An error that reached the page: a chunk failure recovers (or is reported when it may not), the rest is reported. */
export function handlePageError(error: unknown, where: string): void {
  if (isChunkLoadFailure(error) && recoverFromChunkFailure()) return;
  reportError(error, where);
}
