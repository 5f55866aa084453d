/**
 * Spec §4: a failed chunk load (a deploy replaced the files an open page still asks for) triggers
 * one full reload, at most once per 60 s, so a chunk that is really gone cannot reload the page in
 * a loop; during a navigation the failure loads the page the shopper was going to, in full. The
 * decision is pure; the page runtime (components/runtime/page-runtime.tsx) feeds it the events.
 */
import { CHUNK_RELOAD_GUARD_MS } from '../ui-constants.ts';

/** The session-storage key of the last reload's time (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_FAILURE_MESSAGE =
  /Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or a rejection's reason) is the bundler's failure to load a chunk. */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_FAILURE_MESSAGE.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE_MESSAGE.test(message));
}

/** Whether a failed resource (a `<script>` or stylesheet `<link>`) is one of the site's chunks. */
export function isChunkUrl(url: string): boolean {
  return /\/_next\/static\/(?:chunks|css)\//.test(url);
}

export type ChunkRecovery = { action: 'navigate'; to: string } | { action: 'reload' } | { action: 'none' };

/**
 * What to do about a chunk failure: load the navigation's target in full, else reload unless the
 * last reload was less than 60 s ago. `lastReloadAt` null: none recorded (or no storage, where a
 * reload could never be limited, so `storageWorks` false means no reload). Offline a chunk fails
 * because the network is cut, not because a deploy replaced it: a reload would swap the page the
 * shopper reads for the offline page (and cut short a navigation the shopper had started), so
 * there is none. A navigation's target is still loaded in full: the service worker answers it with
 * its kept copy or the offline page, at the address the shopper chose.
 */
export function chunkRecovery({
  navigatingTo,
  lastReloadAt,
  now,
  storageWorks = true,
  online = true,
}: {
  navigatingTo: string | null;
  lastReloadAt: number | null;
  now: number;
  storageWorks?: boolean;
  online?: boolean;
}): ChunkRecovery {
  if (navigatingTo) return { action: 'navigate', to: navigatingTo };
  if (!storageWorks || !online) return { action: 'none' };
  if (lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS) return { action: 'reload' };
  return { action: 'none' };
}
