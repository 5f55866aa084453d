/**
 * What a seller must state (KSH art. 206 § 1, VAT invoices), each number with its check digit:
 * the check of seller.ts (issue 33), run by its test, the build and the seed. Apart from seller.ts
 * so that zod never reaches a page's first load.
 */
import { z } from 'zod';
import { isValidIban } from './iban.ts';
import { isValidNip } from './nip.ts';
import { isValidRegon } from './regon.ts';
import { SELLER } from './seller.ts';

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
    /** The seller's e-mail address: the terms' contact, and the addressee of the model withdrawal form. */
    email: z.email('email: an e-mail address'),
  })
  .readonly();

/** Throws, naming every wrong field, when seller.ts states something a seller may not. */
export function checkSeller(seller: unknown = SELLER): void {
  const checked = sellerSchema.safeParse(seller);
  if (!checked.success) throw new Error(`seller.ts: ${checked.error.issues.map((issue) => issue.message).join('; ')}`);
}
