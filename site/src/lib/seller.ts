/**
 * Who sells: the company behind the shop, as every page, mail, term, invoice and KSeF document
 * names it. One source (issue 30): the footer, `/kontakt`, the order page and mails, the consents
 * and the invoices all read it here, and nothing repeats it. The shop's own data like its name, so
 * a constant, not configuration: a shop run by another company changes this file. It is checked
 * when first imported (issue 33), so a wrong check digit stops the worker, the build and the seed
 * at start instead of reaching an invoice. Pure: the worker, the build and the pages import it.
 */
import { z } from 'zod';
import { isValidIban } from './iban.ts';
import { isValidNip } from './nip.ts';
import { isValidRegon } from './regon.ts';

/** The shop's name, as the pages and the mails' sender name say it. */
export const SHOP_NAME = 'Merida – higiena i czystość';

/** A Polish number as the pages print it: `+48`, then nine digits grouped `NN NNN NN NN`. */
const PHONE_PATTERN = /^\+48 \d{2} \d{3} \d{2} \d{2}$/;

/** What a seller must state (KSH art. 206 § 1, VAT invoices), each number with its check digit. */
export const sellerSchema = z
  .object({
    /** The company's registered name. */
    name: z.string().min(1),
    street: z.string().min(1),
    postcode: z.string().regex(/^\d{2}-\d{3}$/, 'postcode: NN-NNN'),
    city: z.string().min(1),
    /** Ten digits with a valid check digit (nip.ts). */
    nip: z.string().refine(isValidNip, 'nip: ten digits with a valid check digit'),
    /** Nine digits with a valid check digit (regon.ts). */
    regon: z
      .string()
      .regex(/^\d{9}$/, 'regon: nine digits')
      .refine(isValidRegon, 'regon: wrong check digit'),
    krs: z.string().regex(/^\d{10}$/, 'krs: ten digits'),
    /** The registry court that keeps the KRS entry (KSH art. 206 § 1 and 374 § 1: on letters and the website). */
    registryCourt: z
      .string()
      .regex(/^Sąd Rejonowy .+ Wydział Gospodarczy Krajowego Rejestru Sądowego$/, 'registryCourt: a district court and its KRS division'),
    /** The share capital, in grosze (KSH art. 206 § 1), at least the 5 000 zł of KSH art. 154 § 1. */
    shareCapital: z.int().min(500_000, 'shareCapital: at least 5 000 zł, in grosze'),
    /** The account for transfers, as Polish banks print an IBAN: `PL`, two check digits, six groups of four. */
    bankAccount: z
      .string()
      .regex(/^PL\d{2}( \d{4}){6}$/, 'bankAccount: PL, two check digits and six groups of four')
      .refine(isValidIban, 'bankAccount: wrong IBAN check digits'),
    /**
     * The phone for help with buying: the header's "Pomoc w zakupach", the terms, and the head
     * office's and customer service's number on `/kontakt` and in the footer (the seed writes it there).
     */
    phone: z.string().regex(PHONE_PATTERN, 'phone: +48 NN NNN NN NN'),
  })
  .readonly();

export type Seller = z.infer<typeof sellerSchema>;

export const SELLER: Seller = sellerSchema.parse({
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
  phone: '+48 71 780 20 00',
});

/** The seller's address on one line. @example 'ul. Legnicka 55, 54-203 Wrocław' */
export const SELLER_ADDRESS = `${SELLER.street}, ${SELLER.postcode} ${SELLER.city}`;
