/**
 * Every FA(3) document the builder makes passes the official KSeF schema (issue 32): generated
 * invoices of every kind (worker/test/invoice-arbitraries.ts) are built here, in workerd, and
 * validated together in one xmllint run in Node (the FA3_SCHEMA binding, worker/test/fa3-schema.ts).
 * A failure is replayed by fast-check from the same seed, one document at a time, and shrunk to
 * the smallest invoice that still fails. FUZZ_RUNS asks for more invoices, FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { expect, inject, it } from 'vitest';
import { SELLER } from '#lib/seller.ts';
import { validateFa3Documents } from '#worker-test/fa3-schema.ts';
import { fa3InvoiceArbitrary, INVOICE_KINDS, invoicePartsArbitrary } from '#worker-test/invoice-arbitraries.ts';
import { buildFa3Xml } from './fa3.ts';

const fuzz = inject('fuzz');
/** 200 invoices take about two seconds in all; `npm run fuzz` (FUZZ_RUNS) asks for more, never for fewer. */
const RUNS = Math.max(200, fuzz.runs);

it(`${RUNS} generated invoices (rates, corrections, companies and budget units, long and awkward names) all pass the FA(3) schema`, async () => {
  const seed = fuzz.seed ?? Math.floor(Math.random() * 2 ** 32) - 2 ** 31;
  const cases = fc.sample(fa3InvoiceArbitrary, { numRuns: RUNS, seed });
  const verdicts = await validateFa3Documents(cases.map(({ invoice, generatedAt }) => buildFa3Xml(invoice, generatedAt)));
  const failed = verdicts.findIndex((verdict) => !verdict.valid);
  if (failed === -1) return;
  // fast-check's run `failed` of this seed is the invoice that failed: replay it alone and shrink it.
  await fc.assert(
    fc.asyncProperty(fa3InvoiceArbitrary, async ({ invoice, generatedAt }) => {
      const [verdict] = await validateFa3Documents([buildFa3Xml(invoice, generatedAt)]);
      expect(verdict?.errors).toEqual([]);
    }),
    { seed, path: String(failed), numRuns: RUNS },
  );
  expect.fail(`invoice ${failed} of seed ${seed} failed the schema: ${verdicts[failed]?.errors.join('\n')}`);
}, 60_000);

it('the schema refuses what it must: a missing number, a NIP FA(3) cannot take, the footer before Fa, an empty correction reason', async () => {
  const [parts] = fc.sample(invoicePartsArbitrary, { numRuns: 1, seed: 32 });
  if (!parts) throw new Error('no sample');
  const [correction] = fc.sample(INVOICE_KINDS.KOR(parts), { numRuns: 1, seed: 32 });
  if (!correction) throw new Error('no sample');
  const xml = buildFa3Xml({ ...correction, correctionReason: 'Anulowanie zamówienia' }, new Date('2026-11-23T10:00:00Z'));
  const stopka = xml.slice(xml.indexOf('  <Stopka>'), xml.indexOf('</Stopka>') + '</Stopka>\n'.length);
  const broken = {
    'no P_2': xml.replace(/<P_2>[^<]*<\/P_2>/, ''),
    'NIP 0123456789': xml.replace(`<NIP>${parts.buyer.nip}</NIP>`, '<NIP>0123456789</NIP>'),
    'Stopka before Fa': xml.replace(stopka, '').replace('  <Fa>', `${stopka}  <Fa>`),
    'empty PrzyczynaKorekty': xml.replace('Anulowanie zamówienia', ''),
  };
  const verdicts = await validateFa3Documents([xml, ...Object.values(broken)]);
  expect(verdicts[0]).toEqual({ valid: true, errors: [] });
  expect(Object.fromEntries(Object.keys(broken).map((name, index) => [name, verdicts[index + 1]?.valid]))).toEqual(
    Object.fromEntries(Object.keys(broken).map((name) => [name, false])),
  );
  expect(verdicts[2]?.errors.join('\n')).toMatch(/NIP.*pattern/);
});

it('the footer names the seller’s KRS and REGON in Rejestry and its court and share capital in words', () => {
  const [sample] = fc.sample(fa3InvoiceArbitrary, { numRuns: 1, seed: 206 });
  if (!sample) throw new Error('no sample');
  const parsed = new XMLParser({ parseTagValue: false }).parse(buildFa3Xml(sample.invoice, sample.generatedAt)) as {
    Faktura: { Stopka: { Informacje: { StopkaFaktury: string }; Rejestry: Record<string, string> } };
  };
  expect(parsed.Faktura.Stopka.Rejestry).toEqual({ KRS: SELLER.krs, REGON: SELLER.regon });
  expect(parsed.Faktura.Stopka.Informacje.StopkaFaktury).toBe(
    `Merida Sp. z o.o., ${SELLER.registryCourt}, KRS 0000123456, NIP 8942345677, REGON 931234562, kapitał zakładowy 500\u00a0000,00\u00a0zł`,
  );
});
