import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_POLICY, readMetaPolicy } from '#lib/content-security-policy.ts';
import { assetsHeadersFile, formsSendingFieldsInAddress, securePage } from './secure-pages.ts';

const page = [
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><title>x</title>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</head><body><script>self.__next_f.push([1,"b"])</script></body></html>',
].join('');

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('securePage', () => {
  it('allows exactly the inline scripts the page runs, first thing in <head>', () => {
    const secured = securePage(page, ['https://o1.ingest.sentry.io']);
    expect(secured.startsWith('<!DOCTYPE html><html lang="pl"><head><meta http-equiv="Content-Security-Policy"')).toBe(true);
    const policy = readMetaPolicy(secured) ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(hashOf('self.__next_f.push([1,"a"])'));
    expect(scriptSrc).toContain(hashOf('self.__next_f.push([1,"b"])'));
    // Data blocks and external scripts are not hashed; nothing inline runs without its hash.
    expect(scriptSrc).not.toContain(hashOf('{"@type":"Product"}'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain('connect-src ');
    expect(policy).toContain('https://o1.ingest.sentry.io');
    // frame-ancestors is ignored (and reported) in a meta policy: the header carries it.
    expect(policy).not.toContain('frame-ancestors');
  });

  it('replaces the policy when run again on a secured page', () => {
    const twice = securePage(securePage(page));
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });
});

describe('assetsHeadersFile', () => {
  it('gives every file the common headers and hashed assets a year of caching', () => {
    const file = assetsHeadersFile();
    expect(file).toContain('/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(file).toContain("Content-Security-Policy: frame-ancestors 'none'; object-src 'none'; base-uri 'none'");
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('tells shared caches that every file varies by the encoding the edge compresses it with', () => {
    expect(assetsHeadersFile().split('\n/_next/static/*\n')[0]).toContain('\n  Vary: Accept-Encoding');
  });

  it("gives media their own policy instead of the pages' one", () => {
    const media = assetsHeadersFile().split('\n/media/*\n')[1]?.split('\n/')[0] ?? '';
    expect(media).toContain(`  ! Content-Security-Policy\n  Content-Security-Policy: ${MEDIA_POLICY}`);
    expect(MEDIA_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });
});

describe('formsSendingFieldsInAddress', () => {
  // Attributes React writes on a form: the two that decide, and others around them in any order.
  const attribute = fc.oneof(
    fc.constantFrom('method="post"', 'method="POST"', 'method="get"', 'action="/wyszukiwarka"', 'action=""'),
    fc.constantFrom('class="form"', 'novalidate=""', 'aria-label="Filtry"', 'aria-labelledby="konto-dane"', 'data-action="x"'),
  );
  const form = fc.uniqueArray(attribute, { maxLength: 4 }).map((attributes) => ({
    tag: `<form${attributes.map((text) => ` ${text}`).join('')}>`,
    sendsInAddress: !attributes.some((text) => text.startsWith('action=') || /^method="post"$/i.test(text)),
  }));

  it('names exactly the forms that would submit with GET to their own page', () => {
    fc.assert(
      fc.property(fc.array(form, { maxLength: 5 }), (forms) => {
        const html = `<body>${forms.map(({ tag }) => `${tag}<input name="password" type="password"/></form>`).join('<p>x</p>')}</body>`;
        expect(formsSendingFieldsInAddress(html)).toEqual(forms.filter((entry) => entry.sendsInAddress).map(({ tag }) => tag));
      }),
    );
  });

  it('does not take a <formula> or a form-like text for a form', () => {
    expect(formsSendingFieldsInAddress('<formula>x</formula><p>&lt;form&gt;</p>')).toEqual([]);
  });
});
