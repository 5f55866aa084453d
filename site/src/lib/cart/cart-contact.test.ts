import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../forms/email.ts';
import { cartContactOf } from './cart-contact.ts';

describe('cartContactOf', () => {
  it('sends the address, trimmed and in lowercase, only with the consent', () => {
    expect(cartContactOf({ email: ' Anna.Nowak@Example.PL ', cartReminder: true })).toEqual({
      email: 'anna.nowak@example.pl',
      reminderConsent: true,
    });
    expect(cartContactOf({ email: 'anna@example.pl', cartReminder: false })).toEqual({ reminderConsent: false });
  });

  it('waits while the consent has no valid address yet', () => {
    expect(cartContactOf({ email: '', cartReminder: true })).toBeNull();
    expect(cartContactOf({ email: 'anna@', cartReminder: true })).toBeNull();
  });

  test.prop([fc.string(), fc.boolean()])('never sends an address without the consent, nor an invalid one with it', (email, cartReminder) => {
    const contact = cartContactOf({ email, cartReminder });
    if (!cartReminder) expect(contact).toEqual({ reminderConsent: false });
    else if (contact) expect(contact.email).toMatch(EMAIL_PATTERN);
  });
});
