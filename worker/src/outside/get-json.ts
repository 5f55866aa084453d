/**
 * One GET of an outside service's JSON with a timeout, for the adapters that ask public APIs
 * without a key (the VAT registers, InPost's parcel lockers): never throws, says why it could not.
 */

/** How an adapter reaches its service: the Worker's fetch unless a test passes another, and how long it waits. */
export interface OutsideCallOptions {
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs: number;
}

/**
 * The service's JSON, or why there is none: a network error, a timeout, a status other than 200
 * (with the service's own error text when it gave one) or a body that is not JSON.
 * @example
 * const answer = await getOutsideJson('https://wl-api.mf.gov.pl/api/search/nip/…', { timeoutMs: 5000 });
 * if (!answer.ok) return { status: 'unavailable', reason: answer.reason };
 */
export async function getOutsideJson(
  url: string,
  { fetch: send = (request) => fetch(request), timeoutMs }: OutsideCallOptions,
): Promise<{ ok: true; body: unknown } | { ok: false; reason: string }> {
  try {
    const response = await send(new Request(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }));
    const text = await response.text();
    if (response.status !== 200) return { ok: false, reason: `HTTP ${response.status} ${text.slice(0, 200)}`.trim() };
    return { ok: true, body: JSON.parse(text) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: `no answer within ${timeoutMs} ms` };
    if (name === 'SyntaxError') return { ok: false, reason: 'the answer is not JSON' };
    return { ok: false, reason: `network: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200) };
  }
}
