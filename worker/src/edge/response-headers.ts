/**
 * The last word on every response the worker makes: the cookies the edge queued, the security
 * headers of every response, the request id (`X-Request-Id`, as in the log line), and on HTML the
 * page's Content-Security-Policy as a header: the one a handler named for its own page (the dev
 * pages), else the policy the build (or the API's reference page) put into the page's meta tag,
 * plus frame-ancestors, which only a header can say.
 *
 * One rule about cookies is enforced here, for every answer whatever made it: an answer that
 * sets a cookie is never `public`. A shared cache would hand that cookie (a cart id, a language)
 * to every visitor it serves the copy to, so such an answer is made `private` instead
 * (docs/decisions/005-no-cookie-on-a-shared-answer.md says why private rather than dropping).
 */
import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, readMetaPolicy, SECURITY_HEADERS } from '#lib/content-security-policy.ts';
import type { AppEnv } from '../env.ts';
import { withMutableHeaders } from './http.ts';

/** The header form of a page's policy: the meta policy plus what only a header can say. */
function headerPolicyOf(metaPolicy: string): string {
  return `${metaPolicy}; frame-ancestors 'none'`;
}

/** The policy of HTML that carries no meta policy (the worker's own fallback pages): no inline script at all. */
const STRICT_HEADER_POLICY = headerPolicyOf(contentSecurityPolicy({ scriptHashes: [] }));

export const responseHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  let response = withMutableHeaders(c.res);
  for (const cookie of c.get('cookies') ?? []) response.headers.append('Set-Cookie', cookie);
  if (response.headers.has('Set-Cookie')) {
    response.headers.set('Cache-Control', privateCacheControl(response.headers.get('Cache-Control')));
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  // Hono's requestId sets its header only on answers made through the context (c.json, ...).
  response.headers.set('X-Request-Id', c.get('requestId'));
  // Cloudflare compresses text bodies on their way out by what the client accepts: a shared
  // cache must keep one copy per encoding (the assets layer's `_headers` says the same for files).
  if (isCompressible(response.headers.get('Content-Type'))) {
    response.headers.set('Vary', withVaryOn(response.headers.get('Vary'), 'Accept-Encoding'));
  }
  // A 304 names no policy: the browser updates its stored copy's headers from it (RFC 9111 §4.3.4),
  // and that copy already has the page's own; a policy here would replace it and block the page's
  // inline scripts on every revalidated reload.
  if (response.status === 304) response.headers.delete('Content-Security-Policy');
  else if (response.headers.get('Content-Type')?.startsWith('text/html')) {
    // HEAD answers have no body: they get the strict policy, which allows no inline script.
    const html = response.body ? await response.text() : null;
    const metaPolicy = html === null ? null : readMetaPolicy(html);
    const headers = new Headers(response.headers);
    // A handler that serves its own kind of HTML (the dev pages) names its policy itself.
    const ownPolicy = c.get('contentSecurityPolicy');
    headers.set('Content-Security-Policy', ownPolicy ?? (metaPolicy ? headerPolicyOf(metaPolicy) : STRICT_HEADER_POLICY));
    response = new Response(html, { status: response.status, statusText: response.statusText, headers });
  }
  // Replacing rather than merging: the old response's headers are already in the new one.
  c.res = undefined;
  c.res = response;
};

/** Content types the edge compresses: text, JSON, XML, JavaScript, SVG and icons (not PNG, WebP, fonts). */
const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))\b|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)\b)/i;

/**
 * Whether a body of this Content-Type is sent compressed to a client that accepts it.
 * @example isCompressible('text/html; charset=utf-8') // true
 * @example isCompressible('image/webp') // false
 */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_TYPE.test(contentType.trim());
}

/**
 * A Vary value that includes a request header, keeping the ones it had.
 * @example withVaryOn('Origin', 'Accept-Encoding') // 'Origin, Accept-Encoding'
 * @example withVaryOn('accept-encoding', 'Accept-Encoding') // 'accept-encoding'
 */
export function withVaryOn(vary: string | null, header: string): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return names.join(', ');
  return [...names, header].join(', ');
}

/** Directives that only speak to shared caches, dropped from an answer made private. */
const SHARED_CACHE_DIRECTIVE = /^(public|s-maxage=.*|proxy-revalidate)$/i;

/**
 * The Cache-Control of an answer that sets a cookie: `private` (browsers may still keep it for
 * its max-age), without the directives meant for shared caches; unchanged when it is already
 * `private` or `no-store`.
 * @example privateCacheControl('public, max-age=3600') // 'private, max-age=3600'
 * @example privateCacheControl(null) // 'private'
 */
export function privateCacheControl(cacheControl: string | null): string {
  const directives = (cacheControl ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);
  if (cacheControl !== null && directives.some((directive) => /^(private|no-store)$/i.test(directive))) return cacheControl;
  return ['private', ...directives.filter((directive) => !SHARED_CACHE_DIRECTIVE.test(directive))].join(', ');
}
