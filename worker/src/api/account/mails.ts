/**
 * The account's e-mails about a change of the login address. The link goes to the new address
 * only; when that address already has an account, its owner learns that someone tried, and the
 * requester's answer is the same as for a free address (no account is revealed).
 */
import { href } from '#lib/routes.ts';
import { SHOP_NAME } from '#lib/seller.ts';
import { type RenderedMail, renderMail } from '../../mail/render.ts';

/** Hours the link of an e-mail change works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** The query parameter of the data tab that carries the link's secret. */
export const EMAIL_CHANGE_PARAM = 'zmiana-adresu';

/** The data tab's address with the link's secret: the customer confirms there, logged in. */
export function emailChangeUrl(shopUrl: string, token: string): string {
  return `${shopUrl}${href('account', { tab: 'dane' })}?${new URLSearchParams({ [EMAIL_CHANGE_PARAM]: token })}`;
}

export function emailChangeMail(shopUrl: string, token: string): RenderedMail {
  return renderMail(
    {
      subject: 'Potwierdź nowy adres e-mail konta',
      heading: 'Potwierdź nowy adres e-mail',
      paragraphs: [
        `Ktoś (zapewne Ty) chce logować się w sklepie ${SHOP_NAME} tym adresem e-mail. Aby zmienić adres konta, otwórz link poniżej i zaloguj się, jeśli sklep o to poprosi.`,
        `Link jest ważny ${EMAIL_CHANGE_LINK_HOURS} godziny. Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nic się nie zmieni.`,
      ],
      links: [{ label: 'Potwierdzam nowy adres', url: emailChangeUrl(shopUrl, token) }],
    },
    { shopUrl },
  );
}

export function emailTakenMail(shopUrl: string): RenderedMail {
  return renderMail(
    {
      subject: 'Próba przypisania Twojego adresu do innego konta',
      heading: 'Ten adres ma już konto w sklepie',
      paragraphs: [
        `Ktoś próbował ustawić ten adres e-mail jako adres logowania innego konta w sklepie ${SHOP_NAME}. Ten adres należy już do Twojego konta, więc nic nie zmieniliśmy.`,
        'Jeśli to Ty, zaloguj się na konto z tym adresem albo ustaw w tamtym koncie inny adres.',
      ],
      links: [{ label: 'Zaloguj się', url: `${shopUrl}${href('login')}` }],
    },
    { shopUrl },
  );
}

export function emailChangedMail(shopUrl: string, newEmail: string): RenderedMail {
  return renderMail(
    {
      subject: 'Adres e-mail konta został zmieniony',
      heading: 'Zmieniono adres e-mail konta',
      paragraphs: [
        `Twoje konto w sklepie ${SHOP_NAME} loguje się od teraz adresem ${newEmail}. Na ten adres nie będziemy już wysyłać wiadomości o koncie.`,
        'Jeśli to nie Ty zmieniłeś adres, skontaktuj się z nami niezwłocznie.',
      ],
      links: [{ label: 'Kontakt', url: `${shopUrl}${href('contact')}` }],
    },
    { shopUrl },
  );
}
