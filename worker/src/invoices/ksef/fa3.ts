/**
 * The structured invoice KSeF takes: FA(3), the Ministry of Finance's logical structure
 * (namespace http://crd.gov.pl/wzor/2025/06/25/13775/, `KodFormularza kodSystemowy="FA (3)"
 * wersjaSchemy="1-0E"`), built with xmlbuilder2 from the same view the invoice page shows, in the
 * schema's element order. What the shop sells maps as follows: VAT 23/8/5 % to P_13_1/P_14_1,
 * P_13_2/P_14_2, P_13_3/P_14_3; 0 % (domestic) to P_13_6_1 with P_12 "0 KR"; the buyer is never a
 * subordinate unit of local government nor a VAT group (JST 2, GV 2); no cash accounting, self
 * billing, reverse charge, split payment, exemption, new vehicles, triangular trade or margin
 * scheme (the Adnotacje "no" answers). A correction (KOR) lists each corrected line before
 * (StanPrzed) and after (zero) and states the differences in P_13/P_14/P_15.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
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

function addParty(parent: XMLBuilder, name: string, party: { nip: string | null; name: string; street: string; postcode: string; city: string }) {
  const element = parent.ele(name);
  const identity = element.ele('DaneIdentyfikacyjne');
  if (party.nip) identity.ele('NIP').txt(party.nip);
  else identity.ele('BrakID').txt('1');
  identity.ele('Nazwa').txt(party.name);
  const address = element.ele('Adres');
  address.ele('KodKraju').txt('PL');
  address.ele('AdresL1').txt(party.street);
  address.ele('AdresL2').txt(`${party.postcode} ${party.city}`);
  return element;
}

type Line = InvoiceView['lines'][number];

function addLine(fa: XMLBuilder, line: Line, number: number, options: { before?: boolean; zero?: boolean } = {}) {
  const row = fa.ele('FaWiersz');
  row.ele('NrWierszaFa').txt(String(number));
  row.ele('P_7').txt(line.name);
  if (line.productNumber) row.ele('Indeks').txt(line.productNumber);
  row.ele('P_8A').txt(line.unit);
  row.ele('P_8B').txt(String(options.zero ? 0 : Math.abs(line.quantity)));
  row.ele('P_9A').txt(fa3Amount(line.unitNet));
  row.ele('P_11').txt(fa3Amount(options.zero ? 0 : Math.abs(line.net)));
  row.ele('P_12').txt(rateFields(line.vatRate).code);
  if (options.before) row.ele('StanPrzed').txt('1');
}

/**
 * The FA(3) XML of an invoice to a company (one with the buyer's NIP); `generatedAt` is
 * DataWytworzeniaFa. Throws for a rate FA(3)'s mapping here does not know.
 */
export function buildFa3Xml(invoice: InvoiceView, generatedAt: Date): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FA3_NAMESPACE, 'Faktura');
  const header = root.ele('Naglowek');
  header.ele('KodFormularza', { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' }).txt('FA');
  header.ele('WariantFormularza').txt('3');
  header.ele('DataWytworzeniaFa').txt(generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  header.ele('SystemInfo').txt('Sklep Merida');

  addParty(root, 'Podmiot1', invoice.seller);
  const buyer = addParty(root, 'Podmiot2', invoice.buyer);
  buyer.ele('JST').txt('2');
  buyer.ele('GV').txt('2');

  const fa = root.ele('Fa');
  fa.ele('KodWaluty').txt('PLN');
  fa.ele('P_1').txt(invoice.issueDate);
  fa.ele('P_1M').txt(invoice.placeOfIssue);
  fa.ele('P_2').txt(invoice.number);
  if (invoice.saleDate !== invoice.issueDate) fa.ele('P_6').txt(invoice.saleDate);
  // The rate fields in the schema's order: 23, 8, 5, then 0 %.
  const byRate = new Map(invoice.totalsByRate.map((rate) => [rate.vatRate, rate]));
  // A rate without FA(3) fields here throws before anything is written for it.
  for (const vatRate of byRate.keys()) rateFields(vatRate);
  for (const vatRate of [23, 8, 5, 0]) {
    const rate = byRate.get(vatRate);
    if (!rate) continue;
    const fields = rateFields(vatRate);
    fa.ele(fields.net).txt(fa3Amount(rate.net));
    if (fields.vat) fa.ele(fields.vat).txt(fa3Amount(rate.vat));
  }
  fa.ele('P_15').txt(fa3Amount(invoice.totals.gross));

  const notes = fa.ele('Adnotacje');
  for (const field of ['P_16', 'P_17', 'P_18', 'P_18A']) notes.ele(field).txt('2');
  notes.ele('Zwolnienie').ele('P_19N').txt('1');
  notes.ele('NoweSrodkiTransportu').ele('P_22N').txt('1');
  notes.ele('P_23').txt('2');
  notes.ele('PMarzy').ele('P_PMarzyN').txt('1');

  if (invoice.kind === 'correction' && invoice.corrects) {
    fa.ele('RodzajFaktury').txt('KOR');
    fa.ele('PrzyczynaKorekty').txt(invoice.correctionReason ?? '');
    // 2: the correction takes effect on its own issue date (a cancelled order, money returned now).
    fa.ele('TypKorekty').txt('2');
    const corrected = fa.ele('DaneFaKorygowanej');
    corrected.ele('DataWystFaKorygowanej').txt(invoice.corrects.issueDate);
    corrected.ele('NrFaKorygowanej').txt(invoice.corrects.number);
    // Nothing sends invoices to KSeF yet (ksef/client.ts is off and uncalled), so the corrected one has no KSeF number.
    corrected.ele('NrKSeFN').txt('1');
    invoice.lines.forEach((line, index) => {
      addLine(fa, line, index * 2 + 1, { before: true });
      addLine(fa, line, index * 2 + 2, { zero: true });
    });
  } else {
    fa.ele('RodzajFaktury').txt('VAT');
    invoice.lines.forEach((line, index) => {
      addLine(fa, line, index + 1);
    });
  }

  const payment = fa.ele('Platnosc');
  if (invoice.payment.paidAt) {
    payment.ele('Zaplacono').txt('1');
    payment.ele('DataZaplaty').txt(invoiceDayOf(new Date(invoice.payment.paidAt)).date);
  } else {
    payment.ele('TerminPlatnosci').ele('Termin').txt(invoice.dueDate);
  }
  payment.ele('FormaPlatnosci').txt(PAYMENT_FORMS[invoice.payment.method]);
  if (invoice.payment.method === 'transfer') payment.ele('RachunekBankowy').ele('NrRB').txt(invoice.seller.bankAccount.replace(/^PL/, ''));

  return root.end({ prettyPrint: true });
}
