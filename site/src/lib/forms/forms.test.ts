import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { consentTextOf, consentVersions, currentConsent } from './consents.ts';
import { contactMessageSchema } from './contact.ts';
import { EMAIL_PATTERN, emailField } from './fields.ts';
import { newsletterSignUpSchema } from './newsletter.ts';

const signUp = { consent: true, consentVersion: currentConsent('newsletter').version, source: 'footer', ticket: 'x'.repeat(16) };

describe('the e-mail field', () => {
  it('trims and lowercases, so one mailbox is one subscriber', () => {
    expect(emailField.parse('  Jan.Kowalski@Firma.PL ')).toBe('jan.kowalski@firma.pl');
  });

  it('refuses what no provider delivers, with a Polish message', () => {
    for (const bad of [
      '',
      'jan',
      'jan@',
      '@firma.pl',
      'jan@firma',
      'jan..k@firma.pl',
      '.jan@firma.pl',
      'jan@-firma.pl',
      'jan @firma.pl',
      'jan@firma.p',
    ]) {
      const result = emailField.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Podaj (poprawny )?adres e-mail/);
    }
  });

  test.prop([fc.emailAddress()])(
    'takes every address fast-check writes whose domain ends in letters and whose local part has no rare symbol',
    (address) => {
      const local = address.split('@')[0] ?? '';
      // The pattern leaves out RFC 5322's rare symbols on purpose (its comment says why); fast-check writes them often.
      fc.pre(
        /\.[a-z]{2,}$/i.test(address) &&
          /^[A-Za-z0-9_'+.-]+$/.test(local) &&
          !/(^|\.)\./.test(local) &&
          !/['.]$/.test(local) &&
          address.length <= 254,
      );
      expect(EMAIL_PATTERN.test(address)).toBe(true);
    },
  );
});

describe('the newsletter sign-up', () => {
  it('needs the ticked consent of a known version, and names the field of each problem', () => {
    const result = newsletterSignUpSchema.safeParse({ ...signUp, email: 'jan@firma.pl', consent: false, consentVersion: 'newsletter-1999' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(fields.consent).toBe('Zaznacz zgodę, aby zapisać się do newslettera.');
    expect(Object.keys(fields)).toContain('consentVersion');
  });

  it('refuses fields it does not know', () => {
    expect(newsletterSignUpSchema.safeParse({ ...signUp, email: 'jan@firma.pl', admin: true }).success).toBe(false);
  });
});

describe('the contact message', () => {
  it('counts characters in Polish', () => {
    const result = contactMessageSchema.safeParse({
      name: 'J',
      email: 'jan@firma.pl',
      subject: 'ab',
      message: 'krótko',
      consent: true,
      consentVersion: currentConsent('contact').version,
      ticket: 'x'.repeat(16),
    });
    const fields = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(fields).toMatchObject({
      name: 'Wpisz co najmniej 2 znaki.',
      subject: 'Wpisz co najmniej 3 znaki.',
      message: 'Wpisz co najmniej 10 znaków.',
    });
  });
});

describe('consent texts', () => {
  it('keep every version findable, the newest current', () => {
    for (const purpose of ['newsletter', 'contact'] as const) {
      const versions = consentVersions(purpose);
      expect(versions.at(-1)).toBe(currentConsent(purpose).version);
      for (const version of versions) expect(consentTextOf(purpose, version)?.text.length).toBeGreaterThan(50);
      expect(consentTextOf(purpose, 'nieznana')).toBeUndefined();
    }
  });
});
