/** Requests for worker tests that go through the assets router, as a browser's would. */
import { SELF } from 'cloudflare:test';
import { fileRunGuard } from './isolation.ts';

export const ORIGIN = 'http://shop.test';

/** Throws once a later test file has started: a timed-out test of this file stops here (isolation.ts). */
const stillThisFile = fileRunGuard();

/** A request that does not follow redirects, so tests see the 301 or 302 itself. */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  stillThisFile();
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
}

/** The path of a redirect's Location, with its query. */
export function locationOf(response: Response): string | null {
  const location = response.headers.get('Location');
  if (location === null) return null;
  const url = new URL(location, ORIGIN);
  return url.origin === ORIGIN ? `${url.pathname}${url.search}` : location;
}

/** What Next's client router asks for to navigate to a page (static export). */
export function payloadRequest(path: string): Promise<Response> {
  return request(path === '/' ? '/index.txt' : `${path}.txt`, { headers: { RSC: '1' } });
}
