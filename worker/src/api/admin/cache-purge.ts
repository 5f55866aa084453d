/**
 * Deletes the edge cache's copies (edge/api-cache.ts) of public answers an admin write changed.
 * The keys are computed the way the cache computes them (the call's canonical input, per
 * language), so `/products/slug/x` purges what any spelling of that request stored. What cannot
 * be enumerated (every listing page, search, filters) is not purged and expires by its call's
 * `cacheSeconds` (README "Content administration and imports"). The Cache API deletes in the data
 * centre that runs the write; other centres keep their copy until it expires the same way.
 */
import { LOCALES } from '#lib/i18n/locales.ts';
import { cacheKeyOf } from '../../edge/api-cache.ts';
import { canonicalInputOf, matchDeclaredCall } from '../declared-calls.ts';

/** Deletes the cached GET answers of these public paths (with their query, if any) in every language; answers how many were stored. */
export async function purgePublicAnswers(paths: readonly string[]): Promise<number> {
  const keys: Request[] = [];
  for (const path of new Set(paths)) {
    const url = new URL(path, 'https://edge-cache.invalid');
    const matched = matchDeclaredCall('GET', url.pathname);
    if (!matched || matched.call.cacheSeconds <= 0) continue;
    const canonical = canonicalInputOf(matched, url);
    if (canonical !== null) keys.push(...LOCALES.map((language) => cacheKeyOf(canonical, language)));
  }
  const deleted = await Promise.all(keys.map((key) => caches.default.delete(key)));
  return deleted.filter(Boolean).length;
}
