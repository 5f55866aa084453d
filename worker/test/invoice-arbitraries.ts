/**
 * Invoices as the FA(3) builder takes them (`InvoiceView`, worker/src/invoices/ksef/fa3.ts), for
 * property tests (issue 32): every rate the shop sells at (23, 8, 5, 0 %), originals and
 * corrections, companies and budget units as buyers, names and addresses up to the forms' limits
 * in Polish letters and XML's special characters, quantities up to 9999 and large amounts.
 *
 * A new kind of invoice is one more entry in `INVOICE_KINDS`: a function from the shared parts
 * (seller, buyer, lines, dates) to an arbitrary of that kind's view.
 */
import fc from 'fast-check';
import { FIELD_MAX_LENGTH } from '#lib/forms/field-lengths.ts';
import { correctionTotals, type LineState, takeBack, takeBackAll, takeBackProblem } from '#lib/invoice-corrections.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '#lib/orders.ts';
import { SELLER } from '#lib/seller.ts';
import { documentTotals } from '#lib/vat-totals.ts';
import { amountInWords } from '#worker/invoices/amount-in-words.ts';
import type { InvoiceView } from '#worker/invoices/invoice-view.ts';
import { crc8 } from '#worker/invoices/ksef/ksef-number.ts';

export type InvoiceLine = InvoiceView['lines'][number];

/** The rates the shop sells at, all of which FA(3) has fields for. */
export const INVOICE_VAT_RATES = [23, 8, 5, 0] as const;

const POLISH_LETTERS = 'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ';
/** What an XML writer must escape or replace (controls XML cannot carry), and characters names and addresses often hold. */
const SPECIAL = [
  '&',
  '<',
  '>',
  '"',
  "'",
  '&amp;',
  ']]>',
  ' ',
  ' ',
  '-',
  '.',
  ',',
  '/',
  '(',
  ')',
  '„',
  '”',
  '–',
  '№',
  '\u0000',
  '\u0007',
  '\u001b',
  '\uffff',
];

/**
 * Text as people type it into a name or an address (trimmed by the forms, so it starts and ends
 * with a letter): Polish letters, digits, spaces and XML's special characters; often exactly
 * `maxLength` characters long, the forms' limit.
 * @example fc.sample(typedText({ maxLength: 20 }), 1) // ['Ż&<ółw "x" Łódź>ą']
 */
export function typedText({ minLength = 1, maxLength }: { minLength?: number; maxLength: number }): fc.Arbitrary<string> {
  const letter = fc.constantFrom(...POLISH_LETTERS);
  const character = fc.oneof({ arbitrary: letter, weight: 3 }, fc.constantFrom(...'0123456789'), fc.constantFrom(...SPECIAL));
  const length = fc.oneof({ arbitrary: fc.integer({ min: minLength, max: Math.min(maxLength, 40) }), weight: 3 }, fc.constant(maxLength));
  return length.chain((size) =>
    size === 1
      ? letter
      : fc.tuple(letter, fc.array(character, { minLength: size - 2, maxLength: size - 2 }), letter).map(([first, middle, last]) => {
          const text = `${first}${middle.join('')}${last}`;
          // A special piece longer than one character (`&amp;`) may overshoot: cut back to the limit, ending on a letter.
          return [...text].length <= size ? text : `${[...text].slice(0, size - 1).join('')}${last}`;
        }),
  );
}

/** A NIP with a valid check digit that FA(3)'s TNrNIP pattern takes (a tax office's code: no leading 0, no `x00`). */
export const nipArbitrary: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 99 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }))
  .map(([first, office, rest]) => `${first}${String(office).padStart(2, '0')}${rest.join('')}`)
  .map((firstNine) => {
    const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    const check = [...firstNine].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 11;
    return check === 10 ? null : `${firstNine}${check}`;
  })
  .filter((nip): nip is string => nip !== null);

const postcodeArbitrary = fc
  .integer({ min: 0, max: 99_999 })
  .map((code) => `${String(code).padStart(5, '0').slice(0, 2)}-${String(code).padStart(5, '0').slice(2)}`);

/** A buyer with a NIP: a company (11) or a budget unit (12), the only buyers with an FA(3) document. */
export const buyerArbitrary: fc.Arbitrary<InvoiceView['buyer']> = fc.record({
  customerType: fc.constantFrom(11, 12),
  name: typedText({ minLength: 2, maxLength: FIELD_MAX_LENGTH.companyName }),
  nip: nipArbitrary,
  street: typedText({ minLength: 3, maxLength: FIELD_MAX_LENGTH.street }),
  postcode: postcodeArbitrary,
  city: typedText({ minLength: 2, maxLength: FIELD_MAX_LENGTH.city }),
});

/** The seller as invoices copy it: the shop's company (#lib/seller.ts), the account without spaces. */
export const INVOICE_SELLER: InvoiceView['seller'] = {
  name: SELLER.name,
  nip: SELLER.nip,
  street: SELLER.street,
  postcode: SELLER.postcode,
  city: SELLER.city,
  bankAccount: SELLER.bankAccount.replaceAll(' ', ''),
  krs: SELLER.krs,
  regon: SELLER.regon,
  registryCourt: SELLER.registryCourt,
  shareCapital: SELLER.shareCapital,
};

/** Grosze: mostly shop prices, sometimes large (a pallet of machines at a million złoty each). */
const unitNetArbitrary = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 50_000 }), weight: 3 }, fc.integer({ min: 0, max: 100_000_000 }));

/** A line of an original invoice: a product or the delivery ("Dostawa: …", a service without a number). */
export const invoiceLineArbitrary: fc.Arbitrary<Omit<InvoiceLine, 'position'>> = fc
  .record({
    name: fc.oneof(
      typedText({ minLength: 2, maxLength: FIELD_MAX_LENGTH.productName }),
      typedText({ maxLength: 40 }).map((name) => `Dostawa: ${name}`),
    ),
    productNumber: fc.option(fc.stringMatching(/^[A-Z0-9](?:[A-Z0-9-]{0,30}[A-Z0-9])?$/), { freq: 4 }),
    unit: fc.constantFrom('szt.', 'op.', 'kpl.', 'usł.', 'kg', 'l', 'karton 6 szt.'),
    quantity: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 20 }), weight: 3 }, fc.integer({ min: 1, max: 9999 })),
    unitNet: unitNetArbitrary,
    vatRate: fc.constantFrom(...INVOICE_VAT_RATES),
  })
  .map((line) => ({ ...line, net: line.unitNet * line.quantity, before: null }));

/** The totals as the invoice view makes them (#lib/vat-totals.ts), per rate highest first and overall. */
export function totalsOf(lines: readonly InvoiceLine[]): Pick<InvoiceView, 'totalsByRate' | 'totals' | 'amountInWords'> {
  const { byRate, net, vat, gross } = documentTotals(lines);
  return { totalsByRate: byRate, totals: { net, vat, gross }, amountInWords: amountInWords(gross) };
}

const DAY_MS = 86_400_000;
/** Issue days FA(3) takes (its dates end on 2050-01-01), a year before the end so that due dates fit too. */
const dayArbitrary = fc.integer({ min: Date.UTC(2025, 8, 1) / DAY_MS, max: Date.UTC(2048, 11, 31) / DAY_MS });

function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** What every kind shares: the parties, the lines of goods, the dates and the payment. */
export interface InvoiceParts {
  seller: InvoiceView['seller'];
  buyer: InvoiceView['buyer'];
  lines: InvoiceLine[];
  issueDay: number;
  saleDaysBefore: number;
  dueDays: number;
  sequence: number;
  method: InvoiceView['payment']['method'];
  paid: boolean;
  /** The invoice's, its order's and a correction's uuids. */
  uuids: [string, string, string];
}

export const invoicePartsArbitrary: fc.Arbitrary<InvoiceParts> = fc.record({
  seller: fc.constant(INVOICE_SELLER),
  buyer: buyerArbitrary,
  lines: fc
    .array(invoiceLineArbitrary, { minLength: 1, maxLength: 8 })
    .map((lines) => lines.map((line, index) => ({ ...line, position: index + 1 }))),
  issueDay: dayArbitrary,
  saleDaysBefore: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, fc.integer({ min: 1, max: 60 })),
  dueDays: fc.integer({ min: 0, max: 365 }),
  sequence: fc.integer({ min: 1, max: 99_999 }),
  method: fc.constantFrom(...PAYMENT_METHODS),
  paid: fc.boolean(),
  uuids: fc.tuple(fc.uuid({ version: 4 }), fc.uuid({ version: 4 }), fc.uuid({ version: 4 })),
});

/** The original invoice (FV) the parts make: paid at its issue (or with a due date when `paid` is false). */
export function originalOf(parts: InvoiceParts): InvoiceView {
  const issueDate = dayText(parts.issueDay);
  const totals = totalsOf(parts.lines);
  return {
    uuid: parts.uuids[0],
    number: `FV/${issueDate.slice(0, 4)}/${issueDate.slice(5, 7)}/${parts.sequence}`,
    kind: 'original',
    documentType: 'VAT',
    title: 'Faktura VAT',
    corrects: null,
    corrections: [],
    correctionReason: null,
    orderUuid: parts.uuids[1],
    orderNumber: `${issueDate.slice(2, 4)}${String(parts.sequence).padStart(6, '0')}`,
    issueDate,
    saleDate: dayText(parts.issueDay - parts.saleDaysBefore),
    dueDate: dayText(parts.issueDay + parts.dueDays),
    placeOfIssue: parts.seller.city,
    issuedAt: `${issueDate}T10:00:00.000Z`,
    seller: parts.seller,
    buyer: parts.buyer,
    lines: parts.lines,
    advance: null,
    ...totals,
    dueByRate: totals.totalsByRate,
    payment: { method: parts.method, name: PAYMENT_METHOD_LABELS[parts.method], paidAt: parts.paid ? `${issueDate}T09:30:00.000Z` : null },
    hasKsefXml: true,
  };
}

/** The advance invoice (ZAL) of the parts' order: the whole order, paid on its sale day (P_6, the payment's day). */
function advanceOf(parts: InvoiceParts): InvoiceView {
  const invoice = originalOf(parts);
  return {
    ...invoice,
    documentType: 'ZAL',
    title: 'Faktura zaliczkowa',
    payment: { ...invoice.payment, paidAt: `${invoice.saleDate}T09:30:00.000Z` },
  };
}

/** The final invoice (ROZ) settling a whole-order advance issued `daysBefore` days earlier: its lines in full, nothing left to pay. */
function settlementOf(parts: InvoiceParts, daysBefore: number, advanceKsefSuffix: string | null): InvoiceView {
  const invoice = originalOf(parts);
  const advanceDate = dayText(parts.issueDay - daysBefore);
  const advance = { ...advanceOf(parts), issueDate: advanceDate };
  return {
    ...invoice,
    documentType: 'ROZ',
    title: 'Faktura końcowa',
    advance: {
      uuid: parts.uuids[2],
      number: `FV/${advanceDate.slice(0, 4)}/${advanceDate.slice(5, 7)}/${parts.sequence + 1}`,
      issueDate: advanceDate,
      gross: invoice.totals.gross,
      ksefNumber: ksefNumberOf(advance, advanceKsefSuffix),
    },
    totals: { net: 0, vat: 0, gross: 0 },
    dueByRate: invoice.totalsByRate.map((rate) => ({ vatRate: rate.vatRate, net: 0, vat: 0, gross: 0 })),
    amountInWords: amountInWords(0),
    payment: { ...invoice.payment, paidAt: `${advanceDate}T09:30:00.000Z` },
  };
}

/** The KSeF number the corrected invoice got on its issue day (`null`: not sent yet): NIP, day, 12 hex digits, CRC-8. */
function ksefNumberOf(invoice: InvoiceView, suffix: string | null): string | null {
  if (suffix === null) return null;
  const head = `${invoice.seller.nip}-${invoice.issueDate.replaceAll('-', '')}-${suffix}`;
  return `${head}-${crc8(head).toString(16).toUpperCase().padStart(2, '0')}`;
}

const ksefSuffixArbitrary = fc.option(fc.stringMatching(/^[0-9A-F]{12}$/));

/**
 * A correction (FK) of `original`, issued up to a year after it: all of it taken back (a
 * cancellation), or some units of some lines (a return), as #lib/invoice-corrections.ts computes.
 */
function correctionOf(parts: InvoiceParts, original: InvoiceView): fc.Arbitrary<InvoiceView> {
  return fc
    .record({
      daysLater: fc.integer({ min: 0, max: 365 }),
      reason: fc.option(typedText({ maxLength: 256 }), { freq: 5 }),
      ksefSuffix: ksefSuffixArbitrary,
      shares: fc.option(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 })),
    })
    .map(({ daysLater, reason, ksefSuffix, shares }) => {
      const issueDate = dayText(parts.issueDay + daysLater);
      const state: LineState[] = original.lines.map((line) => ({ ...line }));
      const taken = new Map(state.map((line, index) => [line.position, Math.floor(line.quantity * (shares?.[index] ?? 1))]));
      const changes = takeBackProblem(state, taken) ? takeBackAll(state) : takeBack(state, taken);
      const byPosition = new Map(original.lines.map((line) => [line.position, line]));
      const lines = changes.map((change) => ({
        ...(byPosition.get(change.position) as InvoiceLine),
        quantity: change.quantity,
        net: change.net,
        before: change.before,
      }));
      const { byRate, net, vat, gross } = correctionTotals(state, changes);
      return {
        ...original,
        uuid: parts.uuids[2],
        number: `FK/${issueDate.slice(0, 4)}/${issueDate.slice(5, 7)}/${parts.sequence}`,
        kind: 'correction',
        title: 'Faktura korygująca',
        corrects: { uuid: original.uuid, number: original.number, issueDate: original.issueDate, ksefNumber: ksefNumberOf(original, ksefSuffix) },
        correctionReason: reason,
        issueDate,
        dueDate: issueDate,
        lines,
        advance: null,
        totalsByRate: byRate,
        totals: { net, vat, gross },
        amountInWords: amountInWords(gross),
        dueByRate: byRate,
        payment: { ...original.payment, paidAt: null },
      };
    });
}

const settlementArbitrary = (parts: InvoiceParts) =>
  fc
    .record({ daysBefore: fc.integer({ min: 1, max: 90 }), suffix: ksefSuffixArbitrary })
    .map(({ daysBefore, suffix }) => settlementOf(parts, daysBefore, suffix));

/** Each kind of invoice, as FA(3)'s RodzajFaktury names it: an arbitrary of its view built from the shared parts. */
export const INVOICE_KINDS = {
  VAT: (parts: InvoiceParts) => fc.constant(originalOf(parts)),
  ZAL: (parts: InvoiceParts) => fc.constant(advanceOf(parts)),
  ROZ: settlementArbitrary,
  KOR: (parts: InvoiceParts) => correctionOf(parts, originalOf(parts)),
  KOR_ZAL: (parts: InvoiceParts) => correctionOf(parts, advanceOf(parts)),
  KOR_ROZ: (parts: InvoiceParts) => settlementArbitrary(parts).chain((settlement) => correctionOf(parts, settlement)),
} satisfies Record<string, (parts: InvoiceParts) => fc.Arbitrary<InvoiceView>>;

/**
 * An invoice of any kind, as FA(3)'s builder takes it, with the moment its XML is made.
 * @example fc.sample(fa3InvoiceArbitrary, 1) // [{ invoice: { kind: 'correction', … }, generatedAt: Date }]
 */
export const fa3InvoiceArbitrary: fc.Arbitrary<{ invoice: InvoiceView; generatedAt: Date }> = fc.record({
  invoice: fc.tuple(invoicePartsArbitrary, fc.constantFrom(...Object.values(INVOICE_KINDS))).chain(([parts, kind]) => kind(parts)),
  generatedAt: fc.date({ min: new Date('2025-09-01T00:00:00Z'), max: new Date('2049-12-31T23:59:59Z'), noInvalidDate: true }),
});
