import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../mail/render.ts';
import { type ContactMailFacts, senderCopyMail, shopMessageMail } from './mails.ts';

const SHOP_URL = 'https://sklep.example';

function facts(overrides: Partial<ContactMailFacts> = {}): ContactMailFacts {
  return {
    id: '0b7c7c43-5d1f-4d4b-9d2a-6f3c1e2a9b10',
    name: 'Anna Nowak',
    email: 'anna@firma.example',
    phone: null,
    subject: 'Pytanie',
    message: 'Treść wiadomości.',
    product: null,
    ...overrides,
  };
}

describe('the contact mails', () => {
  it('escape a script in the message, the name and the subject, and keep the message text as typed in the text part', () => {
    const hostile = facts({
      name: '<img src=x onerror=alert(1)>',
      subject: '"><script>alert(1)</script>',
      message: 'Linia 1\n<script>alert("x")</script>\n<a href="javascript:alert(1)">klik</a>',
    });
    for (const mail of [shopMessageMail(SHOP_URL, hostile), senderCopyMail(SHOP_URL, hostile)]) {
      expect(mail.html).not.toMatch(/<script|<img|<a href="javascript/i);
      expect(mail.html).toContain(escapeHtml(hostile.message));
      expect(mail.text).toContain(hostile.message);
    }
  });

  it('make a subject with line breaks one line', () => {
    const mail = shopMessageMail(SHOP_URL, facts({ subject: 'Temat\r\nBcc: ktos@example.com' }));
    expect(mail.subject).toBe('[Formularz kontaktowy] Temat Bcc: ktos@example.com');
  });

  prop.prop([fc.string({ unit: 'binary', maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 100 })], { numRuns: 200 })(
    'never let what a customer typed become markup',
    (message, name) => {
      for (const mail of [shopMessageMail(SHOP_URL, facts({ message, name })), senderCopyMail(SHOP_URL, facts({ message, name }))]) {
        expect(mail.html).toContain(escapeHtml(message));
        expect(mail.html).toContain(escapeHtml(name));
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
    },
  );
});
