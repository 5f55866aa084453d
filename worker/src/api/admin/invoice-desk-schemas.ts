/**
 * The schemas of the back office's invoice list (issue 31, `GET /api/admin/v1/invoices`): a page of
 * invoices and corrections with the counts per kind. Pure zod, no D1: the call declares itself with
 * them, and the panel's types are inferred from them (site/src/lib/panel/panel-types.ts). Also the
 * correction form's and request's (invoice-corrections.ts).
 */
import { z } from '@hono/zod-openapi';
import { CORRECTION_REASON_MAX } from '#lib/invoice-corrections.ts';
import { KSEF_STATES } from '#lib/ksef.ts';
import { INVOICE_KINDS } from '#lib/panel/invoice-filters.ts';
import { grosze, timestampSchema } from '../schemas.ts';

const daySchema = z.string().describe('Dzień w Polsce, RRRR-MM-DD.');
const kindSchema = z.enum(INVOICE_KINDS).describe('original: faktura (FV); correction: korekta (FK).');

export const deskInvoiceSchema = z
  .object({
    uuid: z.string(),
    number: z.string().describe('Numer dokumentu: FV/{rok}/{miesiąc}/{kolejny} albo FK/….'),
    kind: kindSchema,
    kindLabel: z.string().describe('„Faktura” albo „Korekta”.'),
    correctedNumber: z.string().nullable().describe('Numer faktury, którą korekta koryguje; null dla faktury.'),
    correctionReason: z.string().nullable().describe('Przyczyna korekty; null dla faktury.'),
    issueDate: daySchema,
    buyerName: z.string().describe('Firma albo imię i nazwisko nabywcy, jak na dokumencie.'),
    buyerNip: z.string().nullable().describe('NIP nabywcy (10 cyfr); null dla osoby prywatnej.'),
    buyerType: z.number().int().describe('1 osoba prywatna, 11 firma, 12 jednostka budżetowa.'),
    buyerTypeLabel: z.string(),
    totalNet: grosze.describe('Razem netto, w groszach (w korekcie ujemne: ile zwraca).'),
    totalVat: grosze.describe('Razem VAT, w groszach.'),
    totalGross: grosze.describe('Razem brutto, w groszach.'),
    paid: z.boolean().describe('Czy nabywca zapłacił (korekta: nigdy).'),
    paidAt: timestampSchema.nullable(),
    orderUuid: z.string(),
    orderNumber: z.string(),
    viewPath: z.string().describe('Ścieżka strony dokumentu w sklepie, z hashem zamówienia: /faktura/{uuid}?hash=….'),
    ksef: z
      .object({
        state: z.enum(KSEF_STATES),
        stateLabel: z.string(),
        number: z.string().nullable().describe('Numer KSeF, gdy nadany.'),
        rejection: z
          .object({ code: z.number().int().describe('Kod statusu KSeF, np. 450.'), message: z.string().describe('Opis KSeF z detalami.') })
          .nullable()
          .describe('Dlaczego KSeF odrzucił fakturę; null, gdy jej nie odrzucił.'),
        offlineDeadline: daySchema.nullable().describe('Faktura offline24: ostatni dzień na przesłanie do KSeF.'),
      })
      .describe('Faktura w KSeF.'),
  })
  .openapi('DeskInvoiceListItem');

export const deskInvoiceListSchema = z
  .object({
    invoices: z.array(deskInvoiceSchema),
    counts: z
      .array(z.object({ kind: kindSchema, label: z.string(), count: z.number().int() }))
      .describe('Liczba faktur i korekt przy pozostałych filtrach.'),
    total: z.number().int().describe('Liczba dokumentów spełniających wszystkie filtry.'),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi('DeskInvoiceList');

export const correctionFormSchema = z
  .object({
    invoice: z.object({ uuid: z.string(), number: z.string(), title: z.string(), orderNumber: z.string() }),
    basedOn: z.number().int().describe('Ile korekt ma faktura: odeślij tę liczbę przy wystawianiu (inna korekta w międzyczasie da 409).'),
    refusal: z.string().nullable().describe('Dlaczego tej faktury nie można skorygować; null, gdy można.'),
    lines: z.array(
      z.object({
        position: z.number().int(),
        name: z.string(),
        productNumber: z.string().nullable(),
        unit: z.string(),
        unitNet: grosze,
        vatRate: z.number().int(),
        issuedQuantity: z.number().int().describe('Ilość na fakturze.'),
        quantity: z.number().int().describe('Ilość po dotychczasowych korektach: tyle można jeszcze skorygować.'),
        net: grosze.describe('Wartość netto po dotychczasowych korektach.'),
      }),
    ),
  })
  .openapi('DeskCorrectionForm');

export const correctionBodySchema = z
  .strictObject({
    basedOn: z
      .number({ error: 'Podaj liczbę korekt, które faktura miała, gdy wybierano pozycje.' })
      .int()
      .min(0)
      .max(10_000)
      .describe('Liczba korekt faktury z formularza (`basedOn`).'),
    reason: z
      .string({ error: 'Wpisz przyczynę korekty.' })
      .trim()
      .min(3, { error: 'Wpisz przyczynę korekty (co najmniej 3 znaki).' })
      .max(CORRECTION_REASON_MAX, { error: `Przyczyna korekty może mieć najwyżej ${CORRECTION_REASON_MAX} znaków.` })
      .describe('Przyczyna korekty, jak ją poda dokument (np. „Zwrot towaru”).'),
    lines: z
      .array(
        z.strictObject({
          position: z.number({ error: 'Podaj numer pozycji faktury.' }).int().min(1).max(10_000),
          quantity: z
            .number({ error: 'Podaj ilość do korekty.' })
            .int({ error: 'Ilość musi być liczbą całkowitą.' })
            .min(0, { error: 'Ilość nie może być ujemna.' })
            .max(9999, { error: 'Ilość może wynosić najwyżej 9999.' }),
        }),
        { error: 'Podaj pozycje do korekty.' },
      )
      .min(1, { error: 'Wybierz co najmniej jedną pozycję i ilość do korekty.' })
      .max(500)
      .refine((lines) => new Set(lines.map((line) => line.position)).size === lines.length, { error: 'Każda pozycja może wystąpić raz.' })
      .describe('Pozycje faktury i ile jednostek z każdej korekta odejmuje (zwrot, odstąpienie, reklamacja).'),
  })
  .openapi('DeskCorrectionRequest');

export const correctionAnswerSchema = z
  .object({ uuid: z.string(), number: z.string(), totals: z.object({ net: grosze, vat: grosze, gross: grosze }), viewPath: z.string() })
  .openapi('DeskCorrection');
