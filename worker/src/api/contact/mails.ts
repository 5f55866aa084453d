/**
 * The contact form's two e-mails, in the shop's layout (mail/render.ts escapes every text):
 * the message for the shop, with everything needed to answer it (name, address, phone, the
 * product and its page) and a Reply-To of the sender, and the acknowledgement for the sender.
 *
 * The acknowledgement goes to an address the sender typed and need not own, so it carries no
 * text of the sender's (issue 29: name, subject and message in the shop's layout made the form a
 * relay for phishing in the shop's name): only the shop's own words, the message's number and
 * time, and, for an enquiry about a product the shop sells, that product's name and page as the
 * catalogue has them.
 */

import { formatDateTime } from '#lib/dates.ts';
import { href } from '#lib/routes.ts';
import { SHOP_NAME } from '#lib/seller.ts';
import type { MailLink, RenderedMail } from '../../mail/render.ts';
import { renderMail } from '../../mail/render.ts';
import type { EnquiredProduct } from './messages.ts';

/** What the mails say about one message. */
export interface ContactMailFacts {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** The number and name the enquiry names; `found` is the shop's product with that number. */
  product: { number: string; name: string | null; found: EnquiredProduct | null } | null;
}

/** A text made one line for a mail subject (a subject with a line break is a broken header). */
function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/** The product line; for the shop it also says when the number is not in the active offer. */
function productLine(product: NonNullable<ContactMailFacts['product']>, { forShop }: { forShop: boolean }): string {
  const name = product.found?.name ?? product.name;
  const unknown = forShop && !product.found ? ' – tego numeru nie ma w aktywnej ofercie' : '';
  return `Produkt: ${name ? `${name} ` : ''}(nr ${product.number})${unknown}`;
}

function productLinks(shopUrl: string, product: ContactMailFacts['product']): MailLink[] {
  if (!product?.found) return [];
  return [{ label: `Strona produktu: ${product.found.name}`, url: `${shopUrl}${href('product', { slug: product.found.slug })}` }];
}

/** The message for the shop's mailbox; answering it (Reply-To) writes to the sender. */
export function shopMessageMail(shopUrl: string, facts: ContactMailFacts): RenderedMail {
  const kind = facts.product ? 'Zapytanie o produkt' : 'Wiadomość z formularza kontaktowego';
  return renderMail(
    {
      // The sender's own subject (an enquiry's already names the product), tagged for the shop's filters.
      subject: oneLine(`[Formularz kontaktowy] ${facts.subject}`),
      heading: kind,
      paragraphs: [
        `Od: ${facts.name} <${facts.email}>`,
        `Telefon: ${facts.phone ?? 'nie podano'}`,
        ...(facts.product ? [productLine(facts.product, { forShop: true })] : []),
        `Temat: ${facts.subject}`,
        facts.message,
        `Odpowiedz na tę wiadomość, aby napisać do nadawcy (${facts.email}). Numer wiadomości: ${facts.id}.`,
      ],
      links: productLinks(shopUrl, facts.product),
    },
    { shopUrl },
  );
}

/** The sender's acknowledgement: that a message arrived, its number and time, when to expect an answer; none of the sender's text. */
export function senderCopyMail(shopUrl: string, facts: ContactMailFacts, receivedAt: Date): RenderedMail {
  // A number the catalogue found is the catalogue's own (the lookup matched it exactly).
  const found = facts.product?.found ? { ...facts.product.found, number: facts.product.number } : null;
  return renderMail(
    {
      subject: `Otrzymaliśmy Twoją wiadomość (nr ${facts.id.slice(0, 8)})`,
      heading: 'Dziękujemy za wiadomość',
      paragraphs: [
        `Dzień dobry, ${formatDateTime(receivedAt)} otrzymaliśmy wiadomość wysłaną z tym adresem e-mail przez formularz kontaktowy sklepu ${SHOP_NAME}. Odpowiemy w dni robocze, zwykle w ciągu jednego dnia roboczego.`,
        ...(found ? [`Wiadomość dotyczy produktu: ${found.name} (nr ${found.number}).`] : []),
        `Numer wiadomości: ${facts.id}. Podaj go, jeśli będziesz do nas pisać w tej sprawie.`,
        'Jeśli to nie Ty wysłałeś tę wiadomość, zignoruj ten e-mail: nie zapisaliśmy Cię do żadnej listy i nie założyliśmy konta.',
      ],
      links: productLinks(shopUrl, facts.product),
    },
    { shopUrl },
  );
}
