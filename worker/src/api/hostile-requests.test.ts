/**
 * Hostile requests against every call the API app mounts (read from its routes, so a new call is
 * covered without a change here): every method, with bodies of every kind, from the shop's
 * origin and from elsewhere, with path parameters good and bad. Nothing may answer 5xx, and
 * every 4xx answers the API's JSON error shape. Bounded to a few seconds.
 */
import { fc, it as prop } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';
import { api } from './app.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.ts';
import { matchDeclaredCall } from './declared-calls.ts';

/**
 * The methods tried. workerd refuses a method it does not know (`FOO`) itself, with a 501,
 * before any worker runs, so the made-up one is a WebDAV method it knows but the shop does not.
 */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'] as const;

interface Body {
  contentType?: string;
  body?: string;
}

/** JSON just over `limit` bytes. */
const hugeJson = (limit: number) => `{"numbers":["${'1'.repeat(limit)}"]}`;
const HUGE = hugeJson(DEFAULT_BODY_LIMIT_BYTES);
const BODIES: Readonly<Record<string, Body>> = {
  none: {},
  json: { contentType: 'application/json', body: '{"numbers":["RR-10001"],"q":"mydło"}' },
  form: { contentType: 'application/x-www-form-urlencoded', body: 'numbers=RR-10001&q=myd%C5%82o' },
  text: { contentType: 'text/plain', body: 'numbers RR-10001' },
  multipart: {
    contentType: 'multipart/form-data; boundary=granica',
    body: '--granica\r\nContent-Disposition: form-data; name="numbers"\r\n\r\nRR-10001\r\n--granica--\r\n',
  },
  brokenJson: { contentType: 'application/json', body: '{"numbers": ["RR-10001", ' },
  huge: { contentType: 'application/json', body: HUGE },
};

const ORIGINS: Readonly<Record<string, Record<string, string>>> = {
  none: {},
  same: { Origin: ORIGIN },
  cross: { Origin: 'https://evil.example' },
};

/** Every call the API app declares, as `{ method, path }` with Hono's `:param` patterns. */
const calls = api.routes.filter((route) => route.method !== 'ALL').map(({ method, path }) => ({ method, path }));
const paths = [...new Set(calls.map((call) => call.path))];

const slugs = [
  ...testCatalogue.products.slice(0, 3).map((product) => product.slug),
  ...testCatalogue.blogPosts.slice(0, 2).map((post) => post.slug),
  ...testCatalogue.branches.slice(0, 2).map((branch) => branch.slug),
];
const goodValue = fc.oneof(fc.constantFrom(...slugs), fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,3}$/));
const badValue = fc.oneof(
  fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%ff', '%E0%A4%A', 'A'.repeat(1000), 'ŻÓŁW', '🧼', "' OR 1=1 --", 'a/b/../../c', '-', '_'),
  fc.string({ maxLength: 40 }).map((text) => encodeURIComponent(text)),
);
const paramValue = fc.oneof(goodValue, badValue);

/** The path with each `:param` (and `:param{regex}`) replaced by a value, already URL-safe. */
function fillPath(pattern: string, values: readonly string[]): string {
  let index = 0;
  return pattern.replace(/:\w+(\{[^}]*\})?\??/g, () => {
    const value = values[index++] ?? 'x';
    return /%|^[\w.~-]*$/.test(value) ? value : encodeURIComponent(value);
  });
}

async function expectNoServerError(method: string, path: string, body: Body, origin: Record<string, string>) {
  const hasBody = body.body !== undefined && method !== 'GET' && method !== 'HEAD';
  const headers: Record<string, string> = { ...origin, ...(hasBody && body.contentType ? { 'Content-Type': body.contentType } : {}) };
  const response = await request(path, { method, headers, ...(hasBody ? { body: body.body } : {}) });
  const what = `${method} ${path} ${body.contentType ?? 'no body'} ${origin.Origin ?? 'no origin'} → ${response.status}`;
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400 && method !== 'HEAD') {
    expect(response.headers.get('Content-Type'), what).toMatch(/^application\/json/);
    const answer = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof answer.error?.code, what).toBe('string');
    expect(typeof answer.error?.message, what).toBe('string');
  } else {
    await response.body?.cancel();
  }
  return response;
}

describe('hostile requests to the API (issue 10)', () => {
  // Two thousand request log lines say nothing here; an error line (a 5xx) still shows.
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the calls from the app', () => {
    expect(paths.length).toBeGreaterThanOrEqual(15);
    expect(paths).toContain('/api/public/v1/flags');
    expect(paths).toContain('/api/public/v1/media/file/:path{.+}');
  });

  it.each(paths)('%s: every method × every body × every origin, no 5xx', async (pattern) => {
    const [path = ''] = fc
      .sample(fc.array(goodValue, { minLength: 4, maxLength: 4 }), { numRuns: 1, seed: pattern.length })
      .map((values) => fillPath(pattern, values));
    for (const method of METHODS) {
      for (const [kind, body] of Object.entries(BODIES)) {
        const origin = kind === 'none' ? ORIGINS.none : ORIGINS.same;
        await expectNoServerError(method, path, body, origin ?? {});
      }
      await expectNoServerError(method, path, BODIES.form ?? {}, ORIGINS.cross ?? {});
    }
  });

  prop.prop(
    [
      fc.constantFrom(...paths),
      fc.array(paramValue, { minLength: 4, maxLength: 4 }),
      fc.constantFrom(...METHODS),
      fc.constantFrom(...Object.keys(BODIES)),
      fc.constantFrom(...Object.keys(ORIGINS)),
    ],
    { numRuns: 150 },
  )('generated path parameters, no 5xx', async (pattern, values, method, bodyKind, originKind) => {
    await expectNoServerError(method, fillPath(pattern, values), BODIES[bodyKind] ?? {}, ORIGINS[originKind] ?? {});
  });

  it('answers every huge body on a write with 413', async () => {
    for (const pattern of paths) {
      const path = fillPath(pattern, ['x', 'x', 'x', 'x']);
      // Over the call's own limit where it declares a larger one (an upload's), else over the default.
      const limit = matchDeclaredCall('POST', path)?.call.maxBodyBytes;
      const body = limit === undefined ? (BODIES.huge ?? {}) : { contentType: 'application/json', body: hugeJson(limit) };
      const response = await expectNoServerError('POST', path, body, ORIGINS.same ?? {});
      expect(response.status, pattern).toBe(413);
    }
  });
});
