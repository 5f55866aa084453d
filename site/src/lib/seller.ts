/**
 * Who sells: the company behind the shop, as every page, mail, term, invoice and KSeF document
 * names it. One source (issue 30): the footer, `/kontakt`, the order page and mails, the consents
 * and the invoices all read it here, and nothing repeats it. The shop's own data like its name, so
 * a constant, not configuration: a shop run by another company changes this file (and its test
 * checks the numbers' check digits). Pure: the worker, the build and the pages import it.
 */

/** The shop's name, as the pages and the mails' sender name say it. */
export const SHOP_NAME = 'Merida – higiena i czystość';

export const SELLER = {
  /** The company's registered name. */
  name: 'Merida Sp. z o.o.',
  street: 'ul. Legnicka 55',
  postcode: '54-203',
  city: 'Wrocław',
  /** Ten digits with a valid check digit (nip.ts). */
  nip: '8942345677',
  /** Nine digits with a valid check digit (regon.ts). */
  regon: '931234562',
  krs: '0000123456',
  /** The registry court that keeps the KRS entry (KSH art. 206 § 1 and 374 § 1: on letters and the website). */
  registryCourt: 'Sąd Rejonowy dla Wrocławia-Fabrycznej we Wrocławiu, VI Wydział Gospodarczy Krajowego Rejestru Sądowego',
  /** The share capital, in grosze (KSH art. 206 § 1). */
  shareCapital: 50_000_000,
  /** The account for transfers, as Polish banks print an IBAN: `PL`, two check digits, six groups of four. */
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
} as const;

/** The seller's address on one line. @example 'ul. Legnicka 55, 54-203 Wrocław' */
export const SELLER_ADDRESS = `${SELLER.street}, ${SELLER.postcode} ${SELLER.city}`;
