/**
 * The schemas of the back office's customer calls (issue 31): the list, a customer's page, the
 * data export (GDPR art. 15 and 20) and the erasure's answer (art. 17). Pure zod, no D1; the
 * panel's types are inferred from them (site/src/lib/panel/panel-types.ts).
 */
import { z } from '@hono/zod-openapi';
import { CUSTOMER_STATES } from '#lib/panel/customer-filters.ts';
import { timestampSchema } from '../schemas.ts';
import { auditEntrySchema } from './panel-schemas.ts';

const money = z.number().int().describe('Kwota w groszach.');
const day = z.string().describe('Dzień, RRRR-MM-DD.');

export const deskCustomerListItemSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    name: z.string().describe('Imię i nazwisko.'),
    companyName: z.string().nullable(),
    nip: z.string().nullable(),
    customerType: z.number().int(),
    state: z.enum(CUSTOMER_STATES),
    stateLabel: z.string(),
    createdAt: timestampSchema,
    orderCount: z.number().int(),
    lastOrderAt: timestampSchema.nullable(),
  })
  .openapi('DeskCustomerListItem');

export const deskCustomerListSchema = z
  .object({
    customers: z.array(deskCustomerListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi('DeskCustomerList');

const profileSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  customerType: z.number().int(),
  customerTypeLabel: z.string(),
  state: z.enum(CUSTOMER_STATES),
  stateLabel: z.string(),
  createdAt: timestampSchema,
  confirmedAt: timestampSchema.nullable(),
  disabledAt: timestampSchema.nullable(),
  erasedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema.describe('Odesłany przy zmianie: zmiana na starszym odczycie dostaje 409.'),
});

const invoiceDataSchema = z.object({
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  invoiceEmail: z.string().nullable(),
});

const addressSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});

const customerOrderSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  createdAt: timestampSchema,
  status: z.number().int(),
  statusLabel: z.string(),
  totalGross: money,
});

const consentSchema = z.object({
  purpose: z.string().describe('terms, privacy, newsletter (przy rejestracji).'),
  purposeLabel: z.string(),
  version: z.string().describe('Wersja treści zgody (consent_texts).'),
  ipPrefix: z.string(),
  at: timestampSchema,
});

const newsletterSchema = z
  .object({
    status: z.string(),
    statusLabel: z.string(),
    history: z.array(
      z.object({ action: z.string(), actionLabel: z.string(), source: z.string(), version: z.string().nullable(), at: timestampSchema }),
    ),
  })
  .nullable()
  .describe('Zapis na newsletter adresu konta z historią zgód; null, gdy adres nigdy się nie zapisał.');

const sessionSchema = z.object({
  uuid: z.string(),
  via: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema,
  revokedAt: timestampSchema.nullable(),
  revokedReason: z.string().nullable(),
});

const eventSchema = z.object({ event: z.string(), actor: z.string().nullable(), detail: z.string().nullable(), at: timestampSchema });

const invoiceSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  kind: z.enum(['original', 'correction']),
  issueDate: day,
  totalGross: money,
  orderNumber: z.string(),
  keptUntil: day.describe('Do kiedy sklep musi ją przechowywać (art. 112 ustawy o VAT, art. 70 § 1 Ordynacji podatkowej).'),
});

export const deskCustomerSchema = z
  .object({
    profile: profileSchema,
    invoiceData: invoiceDataSchema,
    addresses: z.array(addressSchema),
    orders: z.array(customerOrderSchema).describe('Najnowsze zamówienia konta i złożone z jego adresu (najwyżej 100).'),
    orderCount: z.number().int(),
    openOrderCount: z.number().int().describe('Zamówienia w toku (37, 40, 50, 70): do ich zamknięcia danych nie można usunąć.'),
    invoices: z.array(invoiceSchema),
    consents: z.array(consentSchema),
    newsletter: newsletterSchema,
    sessions: z.array(sessionSchema).describe('Logowania, od najnowszego (najwyżej 50).'),
    events: z.array(eventSchema).describe('Historia konta, od najnowszej (najwyżej 100).'),
    audit: z.array(auditEntrySchema).describe('Zmiany obsługi na tym koncie.'),
  })
  .openapi('DeskCustomer');

export const customerChangeBodySchema = z
  .strictObject({
    disabled: z.boolean({ error: 'Podaj, czy konto ma być zablokowane (true albo false).' }),
    updatedAt: z
      .string({ error: 'Podaj updatedAt z odczytu klienta.' })
      .max(40)
      .describe('updatedAt z odczytu: zmiana na starszym odczycie dostaje 409.'),
  })
  .openapi('DeskCustomerChange');

export const erasureBodySchema = z
  .strictObject({
    confirmEmail: z
      .string({ error: 'Przepisz adres e-mail klienta, aby potwierdzić usunięcie danych.' })
      .trim()
      .toLowerCase()
      .max(254, { error: 'Adres e-mail ma najwyżej 254 znaki.' })
      .describe('Adres e-mail konta, przepisany przez pracownika: potwierdza, którego klienta dane usuwa.'),
  })
  .openapi('CustomerErasureRequest');

export const erasureAnswerSchema = z
  .object({
    erasedAt: timestampSchema,
    ordersAnonymised: z.number().int(),
    invoicesKept: z.array(z.object({ number: z.string(), keptUntil: day })).describe('Faktury, które zostają do końca okresu przechowywania.'),
  })
  .openapi('CustomerErased');

/** The export: everything the shop holds of the customer, as JSON (GDPR art. 15 and 20). */
export const customerExportSchema = z
  .object({
    exportedAt: timestampSchema,
    controller: z.object({ name: z.string(), address: z.string(), nip: z.string() }).describe('Administrator danych: sprzedawca.'),
    account: profileSchema.omit({ updatedAt: true }).extend({ invoiceData: invoiceDataSchema }),
    addresses: z.array(addressSchema),
    orders: z.array(
      customerOrderSchema.extend({
        buyer: z.record(z.string(), z.unknown()),
        delivery: z.record(z.string(), z.unknown()),
        paymentMethod: z.string(),
        paidAt: timestampSchema.nullable(),
        lines: z.array(
          z.object({ productNumber: z.string(), productName: z.string(), quantity: z.number().int(), unitGross: money, lineGross: money }),
        ),
        statusHistory: z.array(z.object({ status: z.number().int(), statusLabel: z.string(), at: timestampSchema })),
        shipments: z.array(z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: timestampSchema })),
      }),
    ),
    invoices: z.array(invoiceSchema),
    consents: z.array(consentSchema),
    newsletter: newsletterSchema,
    sessions: z.array(sessionSchema),
    events: z.array(eventSchema),
    contactMessages: z.array(z.object({ subject: z.string(), message: z.string(), at: timestampSchema })),
  })
  .openapi('CustomerDataExport');
