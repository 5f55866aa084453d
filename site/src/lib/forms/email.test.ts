import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, normalizedEmail } from './email.ts';
import { emailField } from './fields.ts';

describe('normalizedEmail', () => {
  it('keeps an address as the form field does', () => {
    expect(normalizedEmail(' Anna.Nowak@Firma.PL ')).toBe('anna.nowak@firma.pl');
    expect(normalizedEmail('anna@')).toBeNull();
    expect(normalizedEmail(`${'a'.repeat(250)}@x.pl`)).toBeNull();
  });

  const addresses = fc.oneof(
    fc.string(),
    fc.stringMatching(EMAIL_PATTERN),
    fc.emailAddress(),
    fc.stringMatching(EMAIL_PATTERN).map((email) => ` ${email.toUpperCase()} `),
  );
  test.prop([addresses])('accepts and changes exactly what the zod field accepts and changes', (value) => {
    const field = emailField.safeParse(value);
    expect(normalizedEmail(value)).toBe(field.success ? field.data : null);
  });
});
