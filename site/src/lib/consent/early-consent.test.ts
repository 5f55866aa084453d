import { describe, expect, it } from 'vitest';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_COOKIE, CONSENT_GIVEN_ATTRIBUTE, consentOfCookies, EARLY_CHOICES } from './consent.ts';
import { EARLY_CONSENT_SCRIPT } from './early-consent.ts';

describe('the early-consent script of every shop page', () => {
  it('is one self-contained expression that parses on its own, with its settings written in', () => {
    // An inline script sees no module scope: a stray reference would fail only in a browser.
    expect(() => new Function(EARLY_CONSENT_SCRIPT)).not.toThrow();
    expect(EARLY_CONSENT_SCRIPT).toContain(JSON.stringify(CONSENT_CHOICE_ATTRIBUTE));
    expect(EARLY_CONSENT_SCRIPT).toContain(JSON.stringify(CONSENT_GIVEN_ATTRIBUTE));
    expect(EARLY_CONSENT_SCRIPT).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it.each(Object.entries(EARLY_CHOICES))('writes the choice „%s” as the page reads it back, on http and on https', (choice, consent) => {
    const match = /\((document,location,)(\{.*\}),"/.exec(EARLY_CONSENT_SCRIPT);
    const cookies = JSON.parse(match?.[2] ?? '{}') as Record<string, [string, string]>;
    const [http, https] = cookies[choice] ?? ['', ''];
    for (const cookie of [http, https]) {
      const pair = cookie.split(';')[0] ?? '';
      expect(pair.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
      expect(consentOfCookies(pair)).toEqual(consent);
    }
    expect(http).not.toContain('Secure');
    expect(https).toMatch(/; Secure$/);
  });
});
