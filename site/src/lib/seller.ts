/**
 * Who sells: the company behind the shop, as every page, mail, term, invoice and KSeF document
 * names it. One source (issue 30): the footer, `/kontakt`, the order page and mails, the consents
 * and the invoices all read it here, and nothing repeats it. The shop's own data like its name, so
 * a constant, not configuration: a shop run by another company changes this file. seller-schema.ts
 * checks it (issue 33): its test, the build and the seed, so a wrong check digit stops them before
 * it reaches an invoice. Pure and without zod: the header's phone brings this file into every page.
 */
import { formatPrice } from './money.ts';

/** The shop's name, as the pages and the mails' sender name say it. */
export const SHOP_NAME = 'Merida – higiena i czystość';

export const SELLER = {
  name: 'Merida Sp. z o.o.',
  street: 'ul. Legnicka 55',
  postcode: '54-203',
  city: 'Wrocław',
  nip: '8942345677',
  regon: '931234562',
  krs: '0000123456',
  registryCourt: 'Sąd Rejonowy dla Wrocławia-Fabrycznej we Wrocławiu, VI Wydział Gospodarczy Krajowego Rejestru Sądowego',
  shareCapital: 50_000_000,
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  /**
   * The phone for help with buying: the header's "Pomoc w zakupach", the terms, and the head
   * office's and customer service's number on `/kontakt` and in the footer (the seed writes it there).
   */
  phone: '+48 71 780 20 00',
  /** The seller's e-mail address: the terms' contact, and the addressee of the model withdrawal form. */
  email: 'sklep@sklep-merida.example',
} as const;

/** The seller's address on one line. @example 'ul. Legnicka 55, 54-203 Wrocław' */
export const SELLER_ADDRESS = `${SELLER.street}, ${SELLER.postcode} ${SELLER.city}`;

/**
 * The seller in one line, with what KSH art. 206 § 1 asks a company's letters to state: the
 * mails' signature of the contract (the footer states the same through its text).
 */
export function sellerIdentity(): string {
  return `${SELLER.name}, ${SELLER_ADDRESS}. Sąd rejestrowy: ${SELLER.registryCourt}, KRS ${SELLER.krs}. NIP ${SELLER.nip}, REGON ${SELLER.regon}, kapitał zakładowy ${formatPrice(SELLER.shareCapital)}. Tel. ${SELLER.phone}.`;
}
