/**
 * The longest value of each form field, in characters: the schemas' `.max()` rules and the
 * inputs' `maxLength` read them here, so a field never takes in the browser what the API refuses
 * (issue 30: 30 lengths were written beside the rules). Plain values, no zod, so a page can read
 * them without loading a schema.
 */
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits.ts';

export const FIELD_MAX_LENGTH = {
  /** A first or last name. */
  personName: 100,
  /** A company's or budget unit's name. */
  companyName: 200,
  /** A delivery's recipient: a person or a company. */
  recipient: 200,
  street: 200,
  city: 100,
  /** `NN-NNN`. */
  postcode: 6,
  /** Digits, spaces, `+`, `-` and brackets (contact.ts PHONE_PATTERN: 9 to 20). */
  phone: 20,
  /** A NIP as people write it: `PL 526-025-02-74` with room for stray spaces. */
  nip: 20,
  /** An InPost locker's name, `WRO01M` (checkout.ts PARCEL_LOCKER_PATTERN). */
  lockerCode: 8,
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  /** The contact form's sender: a person or a company. */
  contactName: 100,
  subject: 300,
  productName: 300,
} as const;
