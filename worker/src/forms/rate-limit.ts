/**
 * The rate limits of the forms and the logins: fixed windows counted in D1 (`rate_limit_hits`),
 * one upsert per key that returns the new count, so two requests at once are both counted. D1 rather than
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

/** The windows a reservation counted in, to give back an attempt that turned out not to count. */
export interface Reservation {
  counted: readonly { key: string; windowStart: string }[];
}

export type ReservationResult = { reservation: Reservation } | { waitSeconds: number };

/**
 * Counts one attempt against each limit, but only where the limit still has room: each count is
 * ONE conditional upsert (`hits < limit`), so however many requests arrive at once, no more than
 * `limit` of them are ever counted, and only a counted request goes on (the failed-login limits,
 * issue 29: reading the count first and adding to it later let 60 parallel guesses through).
 * When any limit is full, the counts this call made are given back and the seconds to wait are
 * answered.
 */
export async function reserveRateLimits(db: D1Database, limits: readonly RateLimit[], now: number): Promise<ReservationResult> {
  const windows = limits.map(({ key, windowMs }) => ({ key, windowStart: windowStartOf(now, windowMs) }));
  const results = await db.batch<{ hits: number }>(
    limits.map(({ limit }, index) =>
      db
        .prepare(
          `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES (?1, ?2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 WHERE hits < ?3 RETURNING hits`,
        )
        .bind(windows[index]?.key, windows[index]?.windowStart, limit),
    ),
  );
  const counted = windows.filter((_, index) => (results[index]?.results.length ?? 0) > 0);
  if (counted.length === limits.length) return { reservation: { counted } };
  await releaseRateLimits(db, { counted });
  let waitMs = 0;
  limits.forEach(({ windowMs }, index) => {
    if ((results[index]?.results.length ?? 0) === 0) waitMs = Math.max(waitMs, windowMs - (now % windowMs));
  });
  return { waitSeconds: Math.ceil(waitMs / 1000) };
}

/** Gives back the attempt a reservation counted (a right password is no failure). */
export async function releaseRateLimits(db: D1Database, { counted }: Reservation): Promise<void> {
  if (counted.length === 0) return;
  // A window at one hit goes (hits is never 0), then the others lose one: in this order, in one batch.
  await db.batch(
    counted.flatMap(({ key, windowStart }) => [
      db.prepare('DELETE FROM rate_limit_hits WHERE key = ?1 AND window_start = ?2 AND hits = 1').bind(key, windowStart),
      db.prepare('UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = ?1 AND window_start = ?2 AND hits > 1').bind(key, windowStart),
    ]),
  );
}

/** The statement that forgets every window of the keys equal to `key` or starting with `keyPrefix`. */
export function clearRateLimitsStatement(db: D1Database, { key, keyPrefix }: { key: string; keyPrefix: string }): D1PreparedStatement {
  return db.prepare('DELETE FROM rate_limit_hits WHERE key = ?1 OR substr(key, 1, length(?2)) = ?2').bind(key, keyPrefix);
}

/** Deletes the windows that ended before `now` minus a day (the scheduled handler's housekeeping). */
export async function pruneRateLimits(db: D1Database, now: number): Promise<void> {
  await db
    .prepare('DELETE FROM rate_limit_hits WHERE window_start < ?1')
    .bind(new Date(now - 24 * 60 * 60 * 1000).toISOString())
    .run();
}
