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
    const mail = shopMessageMail(SHOP_URL, hostile);
    expect(mail.html).not.toMatch(/<script|<img|<a href="javascript/i);
    expect(mail.html).toContain(escapeHtml(hostile.message));
    expect(mail.text).toContain(hostile.message);
  });

  it('make a subject with line breaks one line', () => {
    const mail = shopMessageMail(SHOP_URL, facts({ subject: 'Temat\r\nBcc: ktos@example.com' }));
    expect(mail.subject).toBe('[Formularz kontaktowy] Temat Bcc: ktos@example.com');
  });

  prop.prop([fc.string({ unit: 'binary', maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 100 })], { numRuns: 200 })(
    "never let what a customer typed become markup in the shop's message",
    (message, name) => {
      const mail = shopMessageMail(SHOP_URL, facts({ message, name }));
      expect(mail.html).toContain(escapeHtml(message));
      expect(mail.html).toContain(escapeHtml(name));
      expect(mail.subject).not.toMatch(/[\r\n]/);
    },
  );

  /** Text a sender chooses: phishing lines with links, Polish words, anything. */
  const senderText = fc.oneof(
    fc.constantFrom('Zaloguj się tutaj: https://merida-sklep.example.evil/login', 'Twoje konto zostanie zablokowane', 'www.przelew-zwrot.example'),
    // `Qx` opens no word of the mail's own text, so a match is the sender's.
    fc.stringMatching(/^[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż]{4,30}$/).map((word) => `Qx${word}`),
  );

  prop.prop([senderText, senderText, senderText, fc.option(senderText, { nil: null })], { numRuns: 100 })(
    "carry none of the sender's text in the acknowledgement the sender's address gets (issue 29: a relay for phishing)",
    (message, name, subject, productName) => {
      const product = productName === null ? null : { number: 'ZZ-1', name: productName, found: null };
      const mail = senderCopyMail(SHOP_URL, facts({ message, name, subject, product }), new Date());
      for (const typed of [message, name, subject, ...(productName === null ? [] : [productName])]) {
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(typed);
      }
    },
  );

  it('names in the acknowledgement only a product the catalogue found, as the catalogue names it', () => {
    const found = { uuid: crypto.randomUUID(), name: 'Ręcznik ZZ biały', slug: 'recznik-zz-bialy' };
    const mail = senderCopyMail(
      SHOP_URL,
      facts({ product: { number: 'ZZ-100', name: 'cokolwiek wpisano', found } }),
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(mail.text).toContain('Ręcznik ZZ biały (nr ZZ-100)');
    expect(mail.text).toContain('27-11-2026 11:00');
    expect(mail.text).not.toContain('cokolwiek wpisano');
  });
});
