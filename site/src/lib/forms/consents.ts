/**
 * The consent texts of the forms, by version. A version's text never changes once published: a
 * new wording is a new version, added here and made current. The API accepts only versions listed
 * here and stores each text with its version, so a consent record always shows what was agreed to.
 */
import { SELLER, SELLER_ADDRESS } from '../seller.ts';

/** The content page of the terms the checkout's consent accepts (`/strona/regulamin`). */
export const TERMS_PAGE_SLUG = 'regulamin';

export type ConsentPurpose = 'newsletter' | 'contact' | 'terms' | 'privacy';

interface ConsentText {
  version: string;
  purpose: ConsentPurpose;
  text: string;
}

const CONSENT_TEXTS: readonly ConsentText[] = [
  {
    version: 'newsletter-2026-11',
    purpose: 'newsletter',
    text:
      `Chcę otrzymywać newsletter z informacjami o produktach, promocjach i poradach. Administratorem danych jest ${SELLER.name}, ${SELLER_ADDRESS}. ` +
      'Adres e-mail przetwarzamy tylko w celu wysyłki newslettera, do czasu wycofania zgody. ' +
      'Zgodę wycofasz w każdej chwili linkiem w każdej wiadomości lub na stronie rezygnacji z newslettera.',
  },
  {
    version: 'contact-2026-11',
    purpose: 'contact',
    text:
      `Wyrażam zgodę na przetwarzanie moich danych przez ${SELLER.name}, ${SELLER_ADDRESS}, w celu odpowiedzi na wiadomość. ` +
      'Dane przechowujemy do zakończenia sprawy, nie dłużej niż 3 lata; masz prawo do ich wglądu, poprawienia i usunięcia.',
  },
  {
    version: 'terms-2026-11',
    purpose: 'terms',
    text: `Akceptuję regulamin sklepu internetowego ${SELLER.name}, w tym zasady prowadzenia konta klienta.`,
  },
  {
    version: 'privacy-2026-11',
    purpose: 'privacy',
    text:
      `Zapoznałem się z polityką prywatności. Administratorem danych konta jest ${SELLER.name}, ${SELLER_ADDRESS}; ` +
      'dane przetwarzamy, aby prowadzić konto i realizować zamówienia, do czasu usunięcia konta.',
  },
];

/** The version a form of this purpose shows and sends today. */
export function currentConsent(purpose: ConsentPurpose): ConsentText {
  const texts = CONSENT_TEXTS.filter((text) => text.purpose === purpose);
  const current = texts.at(-1);
  if (!current) throw new Error(`no consent text for ${purpose}`);
  return current;
}

/** The text of a known version of this purpose, or undefined. */
export function consentTextOf(purpose: ConsentPurpose, version: string): ConsentText | undefined {
  return CONSENT_TEXTS.find((text) => text.purpose === purpose && text.version === version);
}

/** Every version of a purpose, oldest first (the API's accepted values). */
export function consentVersions(purpose: ConsentPurpose): [string, ...string[]] {
  const versions = CONSENT_TEXTS.filter((text) => text.purpose === purpose).map((text) => text.version);
  const [first, ...rest] = versions;
  if (first === undefined) throw new Error(`no consent text for ${purpose}`);
  return [first, ...rest];
}
