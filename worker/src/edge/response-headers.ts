/**
 * The last word on every response the worker makes: the cookies the edge queued, the security
 * headers of every response, and on HTML the page's Content-Security-Policy as a header (read
 * from the policy the build put into the page, plus frame-ancestors, which only a header can say).
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
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  if (response.headers.get('Content-Type')?.startsWith('text/html')) {
    // HEAD and 304 answers have no body: they get the strict policy, which allows no inline script.
    const html = response.body ? await response.text() : null;
    const metaPolicy = html === null ? null : readMetaPolicy(html);
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', metaPolicy ? headerPolicyOf(metaPolicy) : STRICT_HEADER_POLICY);
    response = new Response(html, { status: response.status, statusText: response.statusText, headers });
  }
  // Replacing rather than merging: the old response's headers are already in the new one.
  c.res = undefined;
  c.res = response;
};
