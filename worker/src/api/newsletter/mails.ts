/**
 * The newsletter's e-mails, in the shop's layout. Every mail that goes to a subscriber as part of
 * the newsletter carries the unsubscribe link in its body and the `List-Unsubscribe` and
 * `List-Unsubscribe-Post` headers (RFC 8058), so a mail client can unsubscribe in one click
 * (`newsletterHeaders`).
 */
import { href } from '#lib/routes.ts';
import { SHOP_NAME } from '#lib/seller.ts';
import type { RenderedMail } from '../../mail/render.ts';
import { renderMail } from '../../mail/render.ts';
import { CONFIRM_TOKEN_DAYS } from './queries.ts';

/** The API call a mail client posts to (RFC 8058 one-click); the page of the link posts the same. */
export function oneClickUnsubscribeUrl(shopUrl: string, token: string): string {
  return `${shopUrl}/api/public/v1/newsletter/cancellations/${token}`;
}

/** RFC 8058: the one-click address (https in production) and the mail address-less POST marker. */
export function newsletterHeaders(shopUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(shopUrl, unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function unsubscribeLink(shopUrl: string, token: string) {
  return { label: 'Wypisz mnie z newslettera', url: `${shopUrl}${href('newsletterCancel', { token })}` };
}

export function confirmationMail(shopUrl: string, confirmToken: string): RenderedMail {
  return renderMail(
    {
      subject: 'Potwierdź zapis do newslettera',
      heading: 'Potwierdź zapis do newslettera',
      paragraphs: [
        `Dziękujemy za zapis do newslettera sklepu ${SHOP_NAME}. Aby zacząć go otrzymywać, potwierdź adres e-mail linkiem poniżej.`,
        `Link jest ważny ${CONFIRM_TOKEN_DAYS} dni. Jeśli to nie Ty zapisałeś ten adres, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy żadnego newslettera.`,
      ],
      links: [{ label: 'Potwierdzam zapis', url: `${shopUrl}${href('newsletterConfirm', { confirmationToken: confirmToken })}` }],
    },
    { shopUrl },
  );
}

export function alreadySubscribedMail(shopUrl: string, unsubscribeToken: string): RenderedMail {
  return renderMail(
    {
      subject: 'Ten adres jest już zapisany do newslettera',
      heading: 'Jesteś już zapisany',
      paragraphs: [
        'Ktoś (zapewne Ty) ponownie zapisał ten adres do naszego newslettera. Adres był już potwierdzony, więc nic się nie zmienia.',
        'Jeśli nie chcesz otrzymywać newslettera, wypisz się linkiem poniżej.',
      ],
      links: [unsubscribeLink(shopUrl, unsubscribeToken)],
    },
    { shopUrl },
  );
}

export function welcomeMail(shopUrl: string, unsubscribeToken: string): RenderedMail {
  return renderMail(
    {
      subject: 'Witamy w newsletterze',
      heading: 'Zapis potwierdzony',
      paragraphs: [
        'Dziękujemy za potwierdzenie. Od teraz będziemy wysyłać Ci informacje o nowościach, promocjach i poradach dotyczących higieny i czystości.',
        'Z newslettera wypiszesz się w każdej chwili jednym kliknięciem: link jest w każdej wiadomości.',
      ],
      links: [{ label: 'Przejdź do sklepu', url: `${shopUrl}/` }, unsubscribeLink(shopUrl, unsubscribeToken)],
    },
    { shopUrl },
  );
}

export function unsubscribeLinkMail(shopUrl: string, unsubscribeToken: string): RenderedMail {
  return renderMail(
    {
      subject: 'Rezygnacja z newslettera',
      heading: 'Rezygnacja z newslettera',
      paragraphs: [
        'Otrzymaliśmy prośbę o wypisanie tego adresu z newslettera. Aby zrezygnować, kliknij link poniżej.',
        'Jeśli to nie Ty prosiłeś o rezygnację, zignoruj tę wiadomość: zapis pozostanie bez zmian.',
      ],
      links: [unsubscribeLink(shopUrl, unsubscribeToken)],
    },
    { shopUrl },
  );
}
