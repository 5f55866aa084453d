import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';

const outboxCheck = z.email();

describe('emailField', () => {
  it('takes addresses as people type them, in lowercase', () => {
    expect(emailField.parse('  Jan.Kowalski+sklep@Firma.PL ')).toBe('jan.kowalski+sklep@firma.pl');
    expect(emailField.parse("o'brien@biuro.example.com")).toBe("o'brien@biuro.example.com");
  });

  it('refuses what no provider delivers', () => {
    for (const address of [
      'jan@firma',
      'jan@firma.4',
      'key@y.h.o.91-z7b9--53c.4-42',
      '=`}|@r.bb',
      'jan kowalski@firma.pl',
      'jan@-firma.pl',
      '.jan@firma.pl',
    ]) {
      expect(emailField.safeParse(address).success, address).toBe(false);
    }
  });

  // A form that takes an address the mail outbox refuses would answer 500 instead of sending.
  prop.prop(
    [
      fc.oneof(
        fc.emailAddress(),
        fc.string({ maxLength: 60 }).map((text) => `${text}@firma.pl`),
        fc.string({ maxLength: 60 }),
      ),
    ],
    { numRuns: 500 },
  )('accepts nothing the mail outbox refuses', (address) => {
    const parsed = emailField.safeParse(address);
    if (parsed.success) expect(outboxCheck.safeParse(parsed.data).success).toBe(true);
  });
});

describe('a required text counts letters as the database does', () => {
  const field = requiredText({ min: 2, max: 100, missing: 'Podaj imię i nazwisko.' });

  it('refuses fewer than `min` letters even when they take `min` UTF-16 units (a letter outside the BMP), and takes `min` of them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), (text) => {
        const trimmed = text.trim();
        const letters = [...trimmed].length;
        const result = field.safeParse(text);
        if (result.success) expect(letters).toBeGreaterThanOrEqual(2);
        if (letters >= 2 && trimmed.length <= 100) expect(result.success).toBe(true);
      }),
    );
    expect(field.safeParse('😀').success).toBe(false);
    expect(field.safeParse('😀😀').success).toBe(true);
  });
});
