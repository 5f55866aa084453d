/**
 * The account's e-mails (issue 14): the registration link, the note to an address that already
 * has an account (the form answered the same, so only the mailbox's owner learns it), and the
 * password-reset link.
 */
import { href } from '#lib/routes.ts';
import { SHOP_NAME } from '#lib/seller.ts';
import { CUSTOMER_TOKEN_LIFETIME_MS } from '../../auth/customer-tokens.ts';
import type { RenderedMail } from '../../mail/render.ts';
import { renderMail } from '../../mail/render.ts';

const REGISTRATION_DAYS = CUSTOMER_TOKEN_LIFETIME_MS.registration / (24 * 60 * 60 * 1000);
const RESET_MINUTES = CUSTOMER_TOKEN_LIFETIME_MS.password_reset / (60 * 1000);

export function registrationConfirmationMail(shopUrl: string, token: string): RenderedMail {
  return renderMail(
    {
      subject: 'Potwierdź rejestrację konta',
      heading: 'Potwierdź adres e-mail',
      paragraphs: [
        `Dziękujemy za rejestrację w sklepie ${SHOP_NAME}. Aby aktywować konto, potwierdź adres e-mail linkiem poniżej.`,
        `Link jest ważny ${REGISTRATION_DAYS} dni i działa raz. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość: bez potwierdzenia konto nie zostanie aktywowane.`,
      ],
      links: [{ label: 'Potwierdzam adres e-mail', url: `${shopUrl}${href('registrationConfirmation', { token })}` }],
    },
    { shopUrl },
  );
}

export function accountExistsMail(shopUrl: string): RenderedMail {
  return renderMail(
    {
      subject: 'Masz już konto w naszym sklepie',
      heading: 'To konto już istnieje',
      paragraphs: [
        `Ktoś (zapewne Ty) próbował założyć konto w sklepie ${SHOP_NAME} na ten adres e-mail. Konto na ten adres już istnieje i nic w nim nie zmieniliśmy.`,
        'Zaloguj się, a jeśli nie pamiętasz hasła, ustaw nowe. Jeśli to nie Ty, zignoruj tę wiadomość.',
      ],
      links: [
        { label: 'Zaloguj się', url: `${shopUrl}${href('login')}` },
        { label: 'Ustaw nowe hasło', url: `${shopUrl}${href('passwordResetRequest')}` },
      ],
    },
    { shopUrl },
  );
}

export function passwordResetMail(shopUrl: string, token: string): RenderedMail {
  return renderMail(
    {
      subject: 'Ustaw nowe hasło',
      heading: 'Ustaw nowe hasło',
      paragraphs: [
        `Otrzymaliśmy prośbę o ustawienie nowego hasła do konta w sklepie ${SHOP_NAME}. Kliknij link poniżej i wpisz nowe hasło.`,
        `Link jest ważny ${RESET_MINUTES} minut i działa raz. Po zmianie hasła wylogujemy konto na wszystkich urządzeniach.`,
        'Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
      ],
      links: [{ label: 'Ustaw nowe hasło', url: `${shopUrl}${href('passwordReset', { passwordResetToken: token })}` }],
    },
    { shopUrl },
  );
}
