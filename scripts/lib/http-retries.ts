/**
 * One HTTP request of a script, tried again when the server fails it (5xx, 429) or the connection
 * does: a remote shop may answer 503 while it deploys, and the local D1 answers SQLITE_BUSY (as
 * 500) while another local process (the dev server, `wrangler d1 execute`) writes the same file. Any
 * other 4xx is the caller's own mistake and fails at once, as does the last failed attempt. The
 * build's pull (api-source.ts) and a publish's reports (publish-run.ts) both go through it.
 */

/** Waits before the second, third and fourth attempt. */
export const RETRY_DELAYS_MS = [250, 1000, 3000] as const;

type Attempt = { response: Response } | { response?: undefined; retryable: boolean; failure: string };

/** `label` names the request in the messages (`GET /api/public/v1/flags`). */
export async function requestWithRetries(
  send: () => Promise<Response>,
  label: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome: Attempt = await send().then<Attempt, Attempt>(
      async (response) =>
        response.ok
          ? { response }
          : {
              retryable: response.status >= 500 || response.status === 429,
              failure: `${label} answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`,
            },
      (error: unknown) => ({ retryable: true, failure: `${label} failed: ${error instanceof Error ? error.message : String(error)}` }),
    );
    if (outcome.response) return outcome.response;
    const delay = delays[attempt];
    if (!outcome.retryable || delay === undefined) throw new Error(outcome.failure);
    console.warn(`  ${outcome.failure}; trying again in ${delay} ms`);
    await wait(delay);
  }
}
