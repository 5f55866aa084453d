/**
 * The schemas of the back office's answers (issue 31): the staff login, members and audit log,
 * the order desk, the status record and the dashboard. Pure zod, no D1: the admin calls declare
 * themselves with them, and the panel's types are inferred from them (site/src/lib/panel/panel-types.ts).
 */
import { z } from '@hono/zod-openapi';
import { CARRIER_CODES } from '#lib/carriers.ts';
import { ORDER_STATUSES, type OrderStatus } from '#lib/orders.ts';
import { STAFF_ROLES } from '#lib/staff-roles.ts';
import { timestampSchema } from '../schemas.ts';

/** A product at or under this many units is low on stock (the dashboard). */
export const LOW_STOCK_THRESHOLD = 5;

const statusSchema = z.number().int().describe('Kod statusu (spec §4).');
const money = z.number().int().describe('Kwota w groszach.');

/** What the panel knows of the member logged in. */
export const staffMeSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    roleLabel: z.string(),
  })
  .openapi('StaffMe');

export const loggedInSchema = z.object({ step: z.literal('done'), member: staffMeSchema });

export const loginAnswerSchema = z
  .discriminatedUnion('step', [
    z.object({
      step: z.literal('code'),
      challenge: z.string().describe('Wyzwanie drugiego kroku: odesłane z kodem (5 minut, 5 prób).'),
      enrolment: z
        .object({
          secret: z.string().describe('Sekret TOTP (base32) do wpisania w aplikacji, gdy nie da się zeskanować kodu QR.'),
          uri: z.string().describe('Adres otpauth:// dla kodu QR.'),
        })
        .nullable()
        .describe('Nowy drugi składnik do ustawienia (pierwsze logowanie); null, gdy pracownik już go ma.'),
    }),
    loggedInSchema,
  ])
  .openapi('StaffLoginStep');

export const staffMemberSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    roleLabel: z.string(),
    active: z.boolean(),
    secondFactor: z.boolean().describe('Czy pracownik ma ustawiony drugi składnik (TOTP).'),
    createdAt: timestampSchema,
    updatedAt: timestampSchema.describe('Odesłany przy zmianie: zmiana na starszym odczycie dostaje 409.'),
  })
  .openapi('StaffMember');

export const staffMembersSchema = z.object({ members: z.array(staffMemberSchema) }).openapi('StaffMembers');

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: timestampSchema,
    actorKind: z.enum(['staff', 'integration']),
    actorId: z.string(),
    actorName: z.string(),
    operation: z.string().describe('operationId wywołania.'),
    objectKind: z.string(),
    objectId: z.string(),
    change: z.record(z.string(), z.unknown()).describe('Co się zmieniło: przed i po (ceny, stany, statusy) albo opis czynności.'),
  })
  .openapi('AuditEntry');

export const auditLogSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    nextBefore: z.string().nullable().describe('Kursor następnej strony; null na ostatniej.'),
  })
  .openapi('AuditLog');

export const listItemSchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    createdAt: timestampSchema,
    status: statusSchema,
    statusLabel: z.string().describe('Etykieta statusu; „Wysłane” dla wysłanego zamówienia opłaconego lub w realizacji.'),
    buyer: z.string().describe('Firma albo imię i nazwisko kupującego.'),
    email: z.string(),
    customerType: z.number().int(),
    totalGross: z.number().int().describe('Razem brutto, w groszach.'),
    paymentMethod: z.string(),
    paymentMethodLabel: z.string(),
    paid: z.boolean(),
    deliveryMethod: z.string(),
    deliveryMethodLabel: z.string(),
    isNew: z.boolean().describe('Nikt z obsługi jeszcze go nie otworzył.'),
  })
  .openapi('DeskOrderListItem');

export const deskOrderListSchema = z
  .object({
    orders: z.array(listItemSchema),
    counts: z
      .array(z.object({ status: statusSchema, label: z.string(), count: z.number().int() }))
      .describe('Liczba zamówień w każdym statusie przy pozostałych filtrach.'),
    total: z.number().int().describe('Liczba zamówień spełniających wszystkie filtry.'),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi('DeskOrderList');

/** A consumer's withdrawal as the order's page shows it, with what the staff did about it. */
export const deskWithdrawalSchema = z
  .object({
    uuid: z.string(),
    consumerName: z.string(),
    email: z.string(),
    receivedAt: timestampSchema.describe('Chwila otrzymania oświadczenia.'),
    refundDueBy: z.string().describe('Ostatni dzień na zwrot płatności (RRRR-MM-DD): 14 dni od otrzymania oświadczenia (art. 32).'),
    lines: z
      .array(z.object({ productNumber: z.string(), name: z.string(), quantity: z.number().int(), unit: z.string() }))
      .nullable()
      .describe('Produkty i ilości; null: całe zamówienie.'),
    statement: z.string().describe('Pełna treść oświadczenia, jak ją potwierdzono konsumentowi.'),
    acceptedAt: timestampSchema.nullable().describe('Kiedy obsługa przyjęła zwrot (towar wrócił albo jest dowód jego odesłania).'),
    acceptedBy: z.string().nullable(),
    refund: z
      .object({
        amount: z
          .number()
          .int()
          .describe(
            'Kwota zwrotu w groszach, policzona przez serwer: towary z oświadczenia i, przy odstąpieniu od całości, dostawa do kosztu najtańszej.',
          ),
        deliveryAmount: z.number().int().describe('Część kwoty za dostawę, w groszach.'),
        method: z.enum(['p24', 'transfer']).describe('p24: zwrot transakcji Przelewy24; transfer: przelew na konto konsumenta.'),
        state: z
          .enum(['due', 'pending', 'done', 'rejected'])
          .describe(
            'due: do zwrotu; pending: zlecony w Przelewy24, czeka na potwierdzenie; done: zwrócono; rejected: Przelewy24 odmówiły, można spróbować ponownie.',
          ),
        accountNumber: z.string().nullable().describe('Numer konta (IBAN) przy zwrocie przelewem, jeśli go zapisano.'),
        requestedAt: timestampSchema.nullable(),
        requestedBy: z.string().nullable(),
        settledAt: timestampSchema.nullable().describe('Kiedy zwrot wykonano albo odrzucono.'),
        failure: z.string().nullable().describe('Dlaczego Przelewy24 odmówiły albo nie odpowiedziały.'),
      })
      .describe('Zwrot płatności za to odstąpienie (art. 32).'),
  })
  .openapi('DeskWithdrawal');

export const deskOrderSchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    hash: z.string().describe('Hash linku zamówienia (strona klienta).'),
    createdAt: timestampSchema,
    status: statusSchema,
    statusLabel: z.string(),
    allowedNextStatuses: z.array(statusSchema).describe('Statusy, na które obsługa może teraz zmienić zamówienie.'),
    shippable: z.boolean().describe('Można zapisać wysyłkę (opłacone albo w realizacji).'),
    firstOpenedAt: timestampSchema.nullable(),
    buyer: z.object({
      customerType: z.number().int(),
      customerTypeLabel: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      companyName: z.string().nullable(),
      nip: z.string().nullable(),
      vatCheck: z.string().nullable(),
      vatCheckNote: z.string().nullable(),
      email: z.string(),
      emailConfirmed: z.boolean(),
      phone: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      invoiceEmail: z.string(),
      customerUuid: z.string().nullable().describe('Konto klienta, gdy zamówił zalogowany.'),
    }),
    delivery: z.object({
      method: z.string(),
      methodName: z.string(),
      address: z.object({ name: z.string(), street: z.string(), postcode: z.string(), city: z.string() }).nullable(),
      parcelLockerCode: z.string().nullable(),
      branchName: z.string().nullable(),
      net: money,
      gross: money,
    }),
    payment: z.object({
      method: z.string(),
      methodLabel: z.string(),
      paidAt: timestampSchema.nullable(),
      p24SessionId: z.string().nullable(),
      p24OrderId: z.number().int().nullable().describe('Identyfikator transakcji Przelewy24, gdy ją potwierdzono.'),
      notices: z.array(z.object({ p24OrderId: z.number().int(), amount: money, outcome: z.string(), receivedAt: timestampSchema })),
    }),
    packages: z.array(
      z.object({
        source: z.enum(['stock', 'supplier']),
        sourceLabel: z.string(),
        supplierDeliveryDays: z.number().int().nullable(),
        lines: z.array(
          z.object({
            productNumber: z.string(),
            productName: z.string(),
            salesUnit: z.string(),
            quantity: z.number().int(),
            unitGross: money,
            vatRate: z.number().int(),
            lineNet: money,
            lineGross: money,
          }),
        ),
      }),
    ),
    totals: z.object({ net: money, vat: money, gross: money }),
    history: z.array(
      z.object({
        fromStatus: statusSchema.nullable(),
        toStatus: statusSchema,
        toLabel: z.string(),
        actor: z.string(),
        note: z.string().nullable(),
        changedAt: timestampSchema,
      }),
    ),
    shipments: z.array(
      z.object({
        uuid: z.string(),
        carrier: z.string(),
        carrierName: z.string(),
        trackingNumber: z.string(),
        trackingUrl: z.string().nullable(),
        shippedAt: timestampSchema,
        actor: z.string(),
      }),
    ),
    mails: z.array(
      z.object({
        kind: z.string(),
        recipient: z.string(),
        subject: z.string(),
        status: z.string().describe('pending, sending, sent, failed albo held.'),
        attempts: z.number().int(),
        createdAt: timestampSchema,
        sentAt: timestampSchema.nullable(),
        lastError: z.string().nullable(),
      }),
    ),
    invoices: z.array(
      z.object({
        uuid: z.string(),
        number: z.string(),
        kind: z.enum(['original', 'correction']),
        title: z.string().describe('„Faktura VAT”, „Faktura zaliczkowa”, „Faktura końcowa” albo „Faktura korygująca”.'),
        issueDate: z.string(),
        totalGross: money,
        correctionReason: z.string().nullable(),
        correctable: z
          .boolean()
          .describe('Faktura końcowa (VAT albo ROZ), najnowsza zamówienia: do niej wystawia się korektę ilości (GET …/invoices/{uuid}/correction).'),
      }),
    ),
    withdrawals: z.array(deskWithdrawalSchema).describe('Oświadczenia konsumenta o odstąpieniu od umowy (issue 33), od najstarszego.'),
    notes: z.array(z.object({ id: z.number().int(), author: z.string(), body: z.string(), createdAt: timestampSchema })),
    audit: z.array(auditEntrySchema).describe('Zmiany zamówienia w dzienniku, od najnowszych.'),
  })
  .openapi('DeskOrder');

export const dashboardSchema = z
  .object({
    today: z
      .object({
        date: z.string().describe('Dzień (czas polski), RRRR-MM-DD.'),
        orders: z.number().int(),
        net: z.number().int().describe('Przychód netto w groszach (bez anulowanych).'),
        gross: z.number().int().describe('Przychód brutto w groszach (bez anulowanych).'),
      })
      .nullable()
      .describe('null dla roli bez zamówień.'),
    waiting: z
      .object({
        payment: z.number().int().describe('Czekają na płatność (37).'),
        toShip: z.number().int().describe('Opłacone albo w realizacji, jeszcze bez wysyłki (40, 50).'),
        problem: z.number().int().describe('Z problemem (70).'),
      })
      .nullable(),
    lowStock: z
      .array(z.object({ slug: z.string(), number: z.string(), name: z.string(), stock: z.number().int() }))
      .describe(`Produkty, których zostało ${LOW_STOCK_THRESHOLD} lub mniej sztuk, od najmniejszego stanu.`),
  })
  .openapi('PanelDashboard');

export const statusCodeSchema = z
  .union(ORDER_STATUSES.map((status) => z.literal(status)) as unknown as [z.ZodLiteral<OrderStatus>, ...z.ZodLiteral<OrderStatus>[]])
  .describe('Kod statusu (spec §4): 5 anulowane, 37 oczekuje na płatność, 40 opłacone, 50 w realizacji, 60 dostarczone, 70 problem.');

export const shipmentSchema = z
  .object({
    uuid: z.string(),
    carrier: z.enum(CARRIER_CODES),
    carrierName: z.string(),
    trackingNumber: z.string(),
    shippedAt: timestampSchema,
    actor: z.string(),
  })
  .openapi('OrderShipment');

export const statusRecordSchema = z
  .object({
    uuid: z.string(),
    number: z.string(),
    status: statusCodeSchema,
    statusLabel: z.string(),
    allowedNextStatuses: z.array(statusCodeSchema).describe('Statusy, na które obsługa może teraz zmienić zamówienie.'),
    changes: z.array(
      z.object({
        fromStatus: statusCodeSchema.nullable().describe('null: zamówienie powstało w statusie toStatus.'),
        toStatus: statusCodeSchema,
        actor: z.string().describe('klient (złożenie), przelewy24 (płatność), imię i nazwisko pracownika albo nazwa integracji.'),
        note: z.string().nullable(),
        changedAt: timestampSchema,
      }),
    ),
    shipments: z.array(shipmentSchema),
  })
  .openapi('OrderStatusRecord');
