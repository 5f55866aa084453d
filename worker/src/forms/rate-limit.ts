/**
 * The forms' rate limits: fixed windows counted in D1 (`rate_limit_hits`), one upsert per key
 * that returns the new count, so two requests at once are both counted. D1 rather than
 * Cloudflare's rate-limiting binding: the binding counts per location and forgets (fine against
 * floods, not for "3 sign-ups per address per hour"), while D1 is one count everywhere and the
 * worker tests see it (docs/decisions/007-form-abuse.md).
 */

export interface RateLimit {
  /** What is counted, e.g. `newsletter:ip:203.0.113.0/24`. */
  key: string;
  limit: number;
  windowMs: number;
}

/** The start of the window a moment falls in, as an ISO string. */
function windowStartOf(now: number, windowMs: number): string {
  return new Date(Math.floor(now / windowMs) * windowMs).toISOString();
}

/**
 * Counts one hit against each limit; answers the seconds to wait when any is exceeded (the hit is
 * counted all the same: hammering does not reset the window), else null.
 */
export async function hitRateLimits(db: D1Database, limits: readonly RateLimit[], now: number): Promise<number | null> {
  const statements = limits.map(({ key, windowMs }) =>
    db
      .prepare(
        `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
      )
      .bind(key, windowStartOf(now, windowMs)),
  );
  const results = await db.batch<{ hits: number }>(statements);
  let waitMs = 0;
  limits.forEach(({ limit, windowMs }, index) => {
    const hits = results[index]?.results[0]?.hits ?? 0;
    if (hits > limit) waitMs = Math.max(waitMs, windowMs - (now % windowMs));
  });
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
}

/**
 * The seconds to wait when any limit is already reached in its window, else null; counts nothing
 * (the failed-login limits count failures only, yet refuse every attempt once reached).
 */
export async function readRateLimits(db: D1Database, limits: readonly RateLimit[], now: number): Promise<number | null> {
  const statements = limits.map(({ key, windowMs }) =>
    db.prepare('SELECT hits FROM rate_limit_hits WHERE key = ?1 AND window_start = ?2').bind(key, windowStartOf(now, windowMs)),
  );
  const results = await db.batch<{ hits: number }>(statements);
  let waitMs = 0;
  limits.forEach(({ limit, windowMs }, index) => {
    if ((results[index]?.results[0]?.hits ?? 0) >= limit) waitMs = Math.max(waitMs, windowMs - (now % windowMs));
  });
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
}

/** Deletes the windows that ended before `now` minus a day (the scheduled handler's housekeeping). */
export async function pruneRateLimits(db: D1Database, now: number): Promise<void> {
  await db
    .prepare('DELETE FROM rate_limit_hits WHERE window_start < ?1')
    .bind(new Date(now - 24 * 60 * 60 * 1000).toISOString())
    .run();
}
