import { describe, expect, it } from 'vitest';
import { SELLER_ADDRESS, SHOP_NAME } from '#lib/seller.ts';
import { escapeHtml, renderMail } from './render.ts';

const shopUrl = 'https://sklep.example';

describe('the mail layout', () => {
  const mail = renderMail(
    {
      subject: 'Potwierdź zapis do newslettera',
      heading: 'Dziękujemy za zapis',
      paragraphs: ['Aby otrzymywać nasz newsletter, potwierdź adres e-mail.', 'Jeśli to nie Ty, zignoruj tę wiadomość.'],
      links: [{ label: 'Potwierdzam zapis', url: 'https://sklep.example/potwierdz-zapis-do-newslettera/abc' }],
    },
    { shopUrl },
  );

  it('gives the text form with the heading, paragraphs, links and the footer with the address', () => {
    expect(mail.text).toContain('Dziękujemy za zapis\n===================\n');
    expect(mail.text).toContain('Aby otrzymywać nasz newsletter, potwierdź adres e-mail.\n\nJeśli to nie Ty');
    expect(mail.text).toContain('Potwierdzam zapis: https://sklep.example/potwierdz-zapis-do-newslettera/abc');
    expect(mail.text).toContain(`-- \n${SHOP_NAME}\n`);
    expect(mail.text).toContain(SELLER_ADDRESS);
  });

  it('gives the HTML form in Polish with the same content, its links clickable', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="pl">/);
    expect(mail.html).toContain('<title>Potwierdź zapis do newslettera</title>');
    expect(mail.html).toContain('<h1 style="margin:0 0 20px;font-size:22px">Dziękujemy za zapis</h1>');
    expect(mail.html).toContain('<a href="https://sklep.example/potwierdz-zapis-do-newslettera/abc" style="color:#0b5cad">Potwierdzam zapis</a>');
    expect(mail.html).toContain(escapeHtml(SELLER_ADDRESS));
    expect(mail.html).toContain(`href="${shopUrl}/"`);
  });

  it('escapes every piece of text in the HTML, so nothing typed becomes markup', () => {
    const hostile = '<script>alert("x")</script> & \'quoted\'';
    const { html, text } = renderMail(
      { subject: hostile, heading: hostile, paragraphs: [hostile], links: [{ label: hostile, url: 'https://sklep.example/?a="><script>&b=1' }] },
      { shopUrl },
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://sklep.example/?a=%22%3E%3Cscript%3E&amp;b=1"');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;');
    // The text form is plain text: it stays as typed.
    expect(text).toContain(hostile);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative', 'not a url'])('refuses a link that is not an absolute http(s) URL: %s', (url) => {
    expect(() => renderMail({ subject: 'a', heading: 'a', paragraphs: [], links: [{ label: 'x', url }] }, { shopUrl })).toThrow('http(s) URL');
  });

  it('leaves out the link list when there are no links', () => {
    const { html } = renderMail({ subject: 'a', heading: 'a', paragraphs: ['b'] }, { shopUrl });
    expect(html).not.toContain('<ul');
  });
});
