import { describe, expect, it } from 'vitest';
import { request } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';

const product = testCatalogue.products[0];

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(' ')[0] ?? '', part.slice(part.indexOf(' ') + 1)]),
  );
}

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
}

describe('security headers', () => {
  it('give HTML the worker serves its page policy: script hashes, no unsafe-inline, no framing', async () => {
    const response = await request('/zamowienie/3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f');
    const html = await response.text();
    expectCommonHeaders(response);
    const policy = directives(response.headers.get('Content-Security-Policy'));
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    const scriptSrc = policy.get('script-src') ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // Every inline script of the page is allowed by its hash, and nothing else inline.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it('put the same policy into the page itself for the assets layer', async () => {
    // The test pool runs the worker before the assets on every path; under wrangler dev and in
    // production the assets layer serves this page alone (site/e2e/edge.spec.ts checks that).
    const response = await request(`/produkt/${product?.slug}`);
    expectCommonHeaders(response);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27; &#x27;sha256-/,
    );
  });

  it('reach the 404 page and error pages', async () => {
    for (const path of ['/nie-ma-takiej-strony', '/error-500']) {
      const response = await request(path);
      expectCommonHeaders(response);
      expect(response.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('reach API answers, without a page policy', async () => {
    const response = await request('/api/public/v1/flags');
    expectCommonHeaders(response);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });
});
