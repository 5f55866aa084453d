/**
 * Deletes the edge cache's copies of public answers an admin write changed. The edge does the
 * deleting (edge/api-cache.ts `purgeCachedAnswers`) and hands it over in index.ts
 * (`injectCachePurge`), so the API imports nothing of the edge (issue 30); an API that runs
 * without this edge (behind another one's API_ORIGIN) purges nothing and its answers expire.
 * The keys are computed the way the cache computes them (the call's canonical input, per
 * language), so `/products/slug/x` purges what any spelling of that request stored. What cannot
 * be enumerated (every listing page, search, filters) is not purged and expires by its call's
 * `cacheSeconds` (docs/content.md "Content administration and imports"). The Cache API deletes in the data
 * centre that runs the write; other centres keep their copy until it expires the same way.
 */
/** Deletes the cached GET answers of public paths; answers how many copies were stored. */
export type PurgeCachedAnswers = (paths: readonly string[]) => Promise<number>;

let purge: PurgeCachedAnswers | undefined;

/** The edge's purge, handed over once by index.ts. */
export function injectCachePurge(edgePurge: PurgeCachedAnswers): void {
  purge = edgePurge;
}

/** Deletes the cached GET answers of these public paths (with their query, if any) in every language; answers how many were stored. */
export function purgePublicAnswers(paths: readonly string[]): Promise<number> {
  return purge ? purge(paths) : Promise.resolve(0);
}
