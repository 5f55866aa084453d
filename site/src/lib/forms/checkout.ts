/**
 * The checkout form's schema, the same in the browser (each field validated beside itself) and in
 * the API (`POST /orders`). The browser never sends a price: only who buys, where it goes, how it
 * is paid and the consents; the API adds the total the shopper was shown, to compare.
 */
import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../formats.ts';
import { CUSTOMER_TYPE, isOrganisation, PAYMENT_METHODS } from '../orders.ts';
import { consentVersions } from './consents.ts';
import { PHONE_PATTERN } from './contact.ts';
import { FIELD_MAX_LENGTH } from './field-lengths.ts';
import { consentField, emailField, nipField, requiredText } from './fields.ts';

/** A Polish postcode, `NN-NNN`. */
export const POSTCODE_PATTERN = /^\d{2}-\d{3}$/;
/** An InPost parcel locker's name, e.g. `WRO01M`, `KRA010`, `POZ08A`. */
export const PARCEL_LOCKER_PATTERN = /^[A-Z]{3}\d{2,3}[A-Z]{0,2}$/;

export const postcodeField = z
  .string({ error: 'Podaj kod pocztowy.' })
  .trim()
  .regex(POSTCODE_PATTERN, { error: 'Kod pocztowy ma postać 00-000.' })
  .describe('Kod pocztowy NN-NNN.');
export const streetField = requiredText({ min: 3, max: FIELD_MAX_LENGTH.street, missing: 'Podaj ulicę i numer.', refuseLinks: true }).describe(
  'Ulica i numer domu/lokalu.',
);
export const cityField = requiredText({ min: 2, max: FIELD_MAX_LENGTH.city, missing: 'Podaj miejscowość.', refuseLinks: true }).describe(
  'Miejscowość.',
);

// One literal per type, not `z.literal([…])`: the OpenAPI generator wrote that as `enum: [1]` and the
// published contract refused companies (issue 30).
export const customerTypeField = z
  .union([z.literal(CUSTOMER_TYPE.private), z.literal(CUSTOMER_TYPE.company), z.literal(CUSTOMER_TYPE.budgetUnit)], {
    error: 'Wybierz rodzaj klienta.',
  })
  .describe('Rodzaj klienta: 1 osoba prywatna, 11 firma, 12 jednostka budżetowa (powyżej 10: organizacja).');
export const firstNameField = requiredText({ min: 2, max: FIELD_MAX_LENGTH.personName, missing: 'Podaj imię.', refuseLinks: true }).describe('Imię.');
export const lastNameField = requiredText({ min: 2, max: FIELD_MAX_LENGTH.personName, missing: 'Podaj nazwisko.', refuseLinks: true }).describe(
  'Nazwisko.',
);
export const companyNameField = requiredText({
  min: 2,
  max: FIELD_MAX_LENGTH.companyName,
  missing: 'Podaj nazwę firmy lub jednostki.',
  refuseLinks: true,
});
export const phoneField = z
  .string({ error: 'Podaj numer telefonu.' })
  .trim()
  .regex(PHONE_PATTERN, { error: 'Podaj numer telefonu, np. 71 123 45 67 albo +48 600 100 200.' })
  .describe('Telefon.');

/** Spec §4: an organisation (type above 10) needs its name and NIP; the buyer's and the account's invoice data alike. */
export function requireOrganisationData(
  data: { customerType: number; companyName?: string | undefined; nip?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (!isOrganisation(data.customerType)) return;
  if (data.companyName === undefined) context.addIssue({ code: 'custom', path: ['companyName'], message: 'Podaj nazwę firmy lub jednostki.' });
  if (data.nip === undefined) context.addIssue({ code: 'custom', path: ['nip'], message: 'Podaj NIP.' });
}

const CONSUMER_RIGHTS_ONLY_COMPANY =
  'Na prawach konsumenta kupuje firma osoby fizycznej (art. 38a ustawy o prawach konsumenta); osoba prywatna ma je zawsze, jednostka budżetowa nie ma.';

export const buyerSchema = z
  .strictObject({
    customerType: customerTypeField,
    firstName: firstNameField,
    lastName: lastNameField,
    companyName: companyNameField.optional().describe('Nazwa firmy lub jednostki (wymagana dla firmy i jednostki budżetowej).'),
    nip: nipField.optional().describe('NIP (wymagany dla firmy i jednostki budżetowej).'),
    email: emailField,
    phone: phoneField,
    street: streetField,
    postcode: postcodeField,
    city: cityField,
    invoiceEmail: emailField.optional().describe('Adres do faktury, gdy inny niż adres kupującego.'),
    consumerRights: z
      .boolean({ error: 'Zaznacz albo odznacz zakup na prawach konsumenta.' })
      .optional()
      .describe(
        'Tylko firma (11): osoba prowadząca jednoosobową działalność kupuje poza swoim zawodem, na prawach konsumenta (art. 38a ustawy o prawach konsumenta): ma prawo odstąpienia od umowy.',
      ),
  })
  .superRefine(requireOrganisationData)
  .superRefine((buyer, context) => {
    if (buyer.consumerRights && buyer.customerType !== CUSTOMER_TYPE.company) {
      context.addIssue({ code: 'custom', path: ['consumerRights'], message: CONSUMER_RIGHTS_ONLY_COMPANY });
    }
  });

export const deliveryAddressSchema = z
  .strictObject({
    name: requiredText({ min: 2, max: FIELD_MAX_LENGTH.recipient, missing: 'Podaj odbiorcę.', refuseLinks: true }).describe('Odbiorca.'),
    street: streetField,
    postcode: postcodeField,
    city: cityField,
  })
  .describe('Adres dostawy, gdy inny niż adres kupującego (tylko kurier).');

export const deliverySchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('courier'), address: deliveryAddressSchema.optional() }),
    z.strictObject({
      method: z.literal('parcel_locker'),
      lockerCode: z
        .string({ error: 'Podaj kod Paczkomatu.' })
        .trim()
        .toUpperCase()
        .regex(PARCEL_LOCKER_PATTERN, { error: 'Kod Paczkomatu ma postać np. WRO01M.' })
        .describe('Kod Paczkomatu InPost, np. WRO01M.'),
    }),
    z.strictObject({
      method: z.literal('branch_pickup'),
      branchSlug: z
        .string({ error: 'Wybierz oddział.' })
        .max(SLUG_MAX_LENGTH, { error: 'Wybierz oddział.' })
        .regex(SLUG_PATTERN, { error: 'Wybierz oddział.' })
        .describe('Slug oddziału odbioru.'),
    }),
  ],
  { error: 'Wybierz sposób dostawy.' },
);

export const checkoutSchema = z.strictObject({
  buyer: buyerSchema,
  delivery: deliverySchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Wybierz sposób płatności.' }).describe('Płatność: transfer, cod (za pobraniem), p24.'),
  consents: z.strictObject({
    terms: consentField('Zaakceptuj regulamin sklepu.'),
    privacy: consentField('Zaakceptuj politykę prywatności.'),
    newsletter: z
      .enum(consentVersions('newsletter'))
      .optional()
      .describe('Zgoda na newsletter (opcjonalna): wersja jej treści, gdy kupujący ją zaznaczył; zapis potwierdza linkiem z wiadomości.'),
  }),
});

export type Checkout = z.input<typeof checkoutSchema>;
