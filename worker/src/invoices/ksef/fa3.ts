/**
 * The structured invoice KSeF takes: FA(3), the Ministry of Finance's logical structure
 * (namespace http://crd.gov.pl/wzor/2025/06/25/13775/, `KodFormularza kodSystemowy="FA (3)"
 * wersjaSchemy="1-0E"`), built with fast-xml-parser's XMLBuilder (it escapes every text and
 * attribute; 6 KB gzipped in the worker, where xmlbuilder2 took 79 KB) from the same view the
 * invoice page shows, as an object whose keys are in the schema's element order. What the shop
 * sells maps as follows: VAT 23/8/5 % to P_13_1/P_14_1, P_13_2/P_14_2, P_13_3/P_14_3; 0 % (domestic) to P_13_6_1 with P_12 "0 KR"; the buyer is never a
 * subordinate unit of local government nor a VAT group (JST 2, GV 2); no cash accounting, self
 * billing, reverse charge, split payment, exemption, new vehicles, triangular trade or margin
 * scheme (the Adnotacje "no" answers). A correction (KOR) lists each line it changes before
 * (StanPrzed) and after it, and states the differences in P_13/P_14/P_15. The Stopka states
 * the seller's registration (KSH art. 206 § 1). Tests validate every document against the official
 * schema (schema/, fa3.schema.test.ts).
 */
import { XMLBuilder } from 'fast-xml-parser';
import { formatPrice } from '#lib/money.ts';
import type { InvoiceView } from '../invoice-view.ts';
import { invoiceDayOf } from '../issue.ts';

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/** P_13_x (net) and P_14_x (VAT) of each rate the shop sells at; 0 % has no VAT field. */
const RATE_FIELDS: Readonly<Record<number, { net: string; vat: string | null; code: string }>> = {
  23: { net: 'P_13_1', vat: 'P_14_1', code: '23' },
  8: { net: 'P_13_2', vat: 'P_14_2', code: '8' },
  5: { net: 'P_13_3', vat: 'P_14_3', code: '5' },
  0: { net: 'P_13_6_1', vat: null, code: '0 KR' },
};

/** FA(3)'s FormaPlatnosci: 1 cash, 6 transfer (Przelewy24 is a transfer through an intermediary). */
const PAYMENT_FORMS: Readonly<Record<InvoiceView['payment']['method'], string>> = { cod: '1', transfer: '6', p24: '6' };

/** Grosze as FA(3)'s TKwotowy: a decimal with two places and a dot, `-12.30` for a correction. */
export function fa3Amount(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  return `${sign}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

function rateFields(vatRate: number) {
  const fields = RATE_FIELDS[vatRate];
  if (!fields) throw new RangeError(`FA(3) mapping has no VAT rate ${vatRate}`);
  return fields;
}

/** An element's content: text, children in order, or a list of repeated elements. */
type Node = string | Node[] | { [name: string]: Node };

function party(value: { nip: string | null; name: string; street: string; postcode: string; city: string }): Record<string, Node> {
  return {
    DaneIdentyfikacyjne: value.nip ? { NIP: value.nip, Nazwa: value.name } : { BrakID: '1', Nazwa: value.name },
    Adres: { KodKraju: 'PL', AdresL1: value.street, AdresL2: `${value.postcode} ${value.city}` },
  };
}

type Line = InvoiceView['lines'][number];

/** A line as FA(3) lists it; `state` gives the quantity and net to state (a correction's lines before and after it). */
function lineRow(line: Line, number: number, state: { quantity: number; net: number; stanPrzed?: boolean } = line): Record<string, Node> {
  return {
    NrWierszaFa: String(number),
    P_7: line.name,
    ...(line.productNumber ? { Indeks: line.productNumber } : {}),
    P_8A: line.unit,
    P_8B: String(state.quantity),
    P_9A: fa3Amount(line.unitNet),
    P_11: fa3Amount(state.net),
    P_12: rateFields(line.vatRate).code,
    ...(state.stanPrzed ? { StanPrzed: '1' } : {}),
  };
}

/** The sums per rate in the schema's order (23, 8, 5, then 0 %); a rate without FA(3) fields here throws. */
function rateSums(invoice: InvoiceView): Record<string, Node> {
  // What the document states: for a final invoice, what is left after the advance (art. 106f ust. 3).
  const byRate = new Map(invoice.dueByRate.map((rate) => [rate.vatRate, rate]));
  for (const vatRate of byRate.keys()) rateFields(vatRate);
  const sums: Record<string, Node> = {};
  for (const vatRate of [23, 8, 5, 0]) {
    const rate = byRate.get(vatRate);
    if (!rate) continue;
    const fields = rateFields(vatRate);
    sums[fields.net] = fa3Amount(rate.net);
    if (fields.vat) sums[fields.vat] = fa3Amount(rate.vat);
  }
  return sums;
}

/** A line of the order an advance invoice documents (ZamowienieWiersz: the same fields with a Z). */
function orderRow(line: Line, number: number, state?: { quantity: number; net: number; stanPrzed?: boolean }): Record<string, Node> {
  return Object.fromEntries(
    Object.entries(lineRow(line, number, state)).map(([name, value]) => [
      name === 'NrWierszaFa' ? 'NrWierszaZam' : name === 'P_11' ? 'P_11NettoZ' : name === 'StanPrzed' ? 'StanPrzedZ' : `${name}Z`,
      value,
    ]),
  );
}

/**
 * A correction's lines, each twice: as it stood before the correction (StanPrzed) and after it
 * (before plus the difference; zero for a correction to zero).
 */
function beforeAndAfter(invoice: InvoiceView, row: typeof lineRow): Record<string, Node>[] {
  return invoice.lines.flatMap((line, index) => {
    const before = line.before ?? { quantity: -line.quantity, net: -line.net };
    return [
      row(line, index * 2 + 1, { ...before, stanPrzed: true }),
      row(line, index * 2 + 2, { quantity: before.quantity + line.quantity, net: before.net + line.net }),
    ];
  });
}

/**
 * RodzajFaktury and what comes with it, up to the lines, in the schema's order: VAT with its
 * lines; ZAL whose lines go into Zamowienie after the payment (`orderOf`); ROZ naming the advance
 * invoice it settles (FakturaZaliczkowa) before its lines; a correction (KOR, KOR_ZAL, KOR_ROZ)
 * with the corrected invoice, and each line before and after.
 */
function kindOf(invoice: InvoiceView): Record<string, Node> {
  if (invoice.kind !== 'correction' || !invoice.corrects) {
    if (invoice.documentType === 'ZAL') return { RodzajFaktury: 'ZAL' };
    const settles: Record<string, Node> =
      invoice.documentType === 'ROZ' && invoice.advance
        ? {
            FakturaZaliczkowa: invoice.advance.ksefNumber
              ? { NrKSeFFaZaliczkowej: invoice.advance.ksefNumber }
              : { NrKSeFZN: '1', NrFaZaliczkowej: invoice.advance.number },
          }
        : {};
    return { RodzajFaktury: invoice.documentType, ...settles, FaWiersz: invoice.lines.map((line, index) => lineRow(line, index + 1)) };
  }
  return {
    RodzajFaktury: invoice.documentType === 'VAT' ? 'KOR' : `KOR_${invoice.documentType}`,
    // Optional, and a token of at least one character: an empty element fails the schema.
    ...(invoice.correctionReason ? { PrzyczynaKorekty: invoice.correctionReason } : {}),
    // 2: the correction takes effect on its own issue date (a cancelled order, goods returned: money returned now).
    TypKorekty: '2',
    DaneFaKorygowanej: {
      DataWystFaKorygowanej: invoice.corrects.issueDate,
      NrFaKorygowanej: invoice.corrects.number,
      // The KSeF sender sends a correction only once the corrected invoice has its KSeF number (ksef/sending.ts);
      // a document built before that (the XML download) says the corrected invoice is outside KSeF.
      ...(invoice.corrects.ksefNumber ? { NrKSeF: '1', NrKSeFFaKorygowanej: invoice.corrects.ksefNumber } : { NrKSeFN: '1' }),
    },
    ...(invoice.documentType === 'ZAL' ? {} : { FaWiersz: beforeAndAfter(invoice, lineRow) }),
  };
}

/** Zamowienie, last in Fa: the order an advance invoice (or its correction) documents, with its value. */
function orderOf(invoice: InvoiceView): Record<string, Node> {
  if (invoice.documentType !== 'ZAL') return {};
  const value = invoice.totalsByRate.reduce((sum, rate) => sum + rate.gross, 0);
  return {
    Zamowienie: {
      WartoscZamowienia: fa3Amount(invoice.kind === 'correction' ? 0 : value),
      ZamowienieWiersz:
        invoice.kind === 'correction' ? beforeAndAfter(invoice, orderRow) : invoice.lines.map((line, index) => orderRow(line, index + 1)),
    },
  };
}

function payment(invoice: InvoiceView): Record<string, Node> {
  const paid: Record<string, Node> = invoice.payment.paidAt
    ? { Zaplacono: '1', DataZaplaty: invoiceDayOf(new Date(invoice.payment.paidAt)).date }
    : { TerminPlatnosci: { Termin: invoice.dueDate } };
  const account: Record<string, Node> =
    invoice.payment.method === 'transfer' ? { RachunekBankowy: { NrRB: invoice.seller.bankAccount.replace(/^PL/, '') } } : {};
  return { ...paid, FormaPlatnosci: PAYMENT_FORMS[invoice.payment.method], ...account };
}

/**
 * Stopka: the company's registration as KSH art. 206 § 1 asks a company's documents to state it
 * (registry court, KRS, NIP, share capital) in a line of text, then KRS and REGON in Rejestry.
 */
function footer(seller: InvoiceView['seller']): Record<string, Node> {
  return {
    Informacje: {
      StopkaFaktury: `${seller.name}, ${seller.registryCourt}, KRS ${seller.krs}, NIP ${seller.nip}, REGON ${seller.regon}, kapitał zakładowy ${formatPrice(seller.shareCapital)}`,
    },
    Rejestry: { KRS: seller.krs, REGON: seller.regon },
  };
}

/**
 * Characters XML 1.0 cannot carry at all (C0 controls but tab, line feed and carriage return;
 * U+FFFE, U+FFFF): the builder escapes markup but writes these as they are, which no parser and
 * no schema accepts. A name typed with one gets a space in its place.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the very characters XML cannot carry, matched to be replaced.
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  tagValueProcessor: (_name, value) => String(value).replace(NOT_XML_CHARACTERS, ' '),
  attributeValueProcessor: (_name, value) => String(value).replace(NOT_XML_CHARACTERS, ' '),
});

/**
 * The FA(3) XML of an invoice to a company (one with the buyer's NIP); `generatedAt` is
 * DataWytworzeniaFa. Throws for a rate FA(3)'s mapping here does not know.
 */
export function buildFa3Xml(invoice: InvoiceView, generatedAt: Date): string {
  const document: Record<string, Node> = {
    Faktura: {
      '@xmlns': FA3_NAMESPACE,
      Naglowek: {
        KodFormularza: { '@kodSystemowy': 'FA (3)', '@wersjaSchemy': '1-0E', '#text': 'FA' },
        WariantFormularza: '3',
        DataWytworzeniaFa: generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        SystemInfo: 'Sklep Merida',
      },
      Podmiot1: party(invoice.seller),
      Podmiot2: { ...party(invoice.buyer), JST: '2', GV: '2' },
      Fa: {
        KodWaluty: 'PLN',
        P_1: invoice.issueDate,
        P_1M: invoice.placeOfIssue,
        P_2: invoice.number,
        ...(invoice.saleDate !== invoice.issueDate ? { P_6: invoice.saleDate } : {}),
        ...rateSums(invoice),
        P_15: fa3Amount(invoice.totals.gross),
        Adnotacje: {
          P_16: '2',
          P_17: '2',
          P_18: '2',
          P_18A: '2',
          Zwolnienie: { P_19N: '1' },
          NoweSrodkiTransportu: { P_22N: '1' },
          P_23: '2',
          PMarzy: { P_PMarzyN: '1' },
        },
        ...kindOf(invoice),
        Platnosc: payment(invoice),
        ...orderOf(invoice),
      },
      Stopka: footer(invoice.seller),
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}
