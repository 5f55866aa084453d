import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementText } from '#lib/clp/statements.ts';
import { SELLER } from '#lib/seller.ts';
import { extractPdfText } from '#scripts/test/fixtures/pdf-text.ts';
import { generateCatalogue } from './catalogue.ts';
import { DEMO_MARKING, type DemoSheet, demoSheetsOf, renderSafetyDataSheetPdf } from './safety-data-sheets.ts';

const catalogue = generateCatalogue({ products: 120 });
const sheets = demoSheetsOf(catalogue);

describe('demoSheetsOf', () => {
  it('gives every classified product with a sheet key exactly one sheet, which names it', () => {
    const names = new Map(catalogue.products.map((product) => [product.id, product.name]));
    const withSheets = catalogue.productHazards.filter((hazard) => hazard.classified === 1 && hazard.sdsKey !== null);
    expect(withSheets.length).toBeGreaterThan(0);
    for (const hazard of withSheets) {
      const matching = sheets.filter((sheet) => sheet.key === hazard.sdsKey);
      expect(matching).toHaveLength(1);
      expect(matching[0]?.productNames).toContain(names.get(hazard.productId));
      expect(matching[0]?.date).toBe(hazard.sdsDate);
    }
    expect(new Set(sheets.map((sheet) => sheet.key)).size).toBe(sheets.length);
    expect(sheets.every((sheet) => sheet.hazard.classified === 1)).toBe(true);
  });
});

// Each render cuts the font (once per character set) with HarfBuzz: about a second on a loaded machine.
describe('a demo safety data sheet as a PDF', { timeout: 60_000 }, () => {
  // The richest sheet: corrosive, with substances, EUH statements and the most P statements.
  const sheet = [...sheets].sort(
    (a, b) =>
      b.hazard.precautionaryStatements.length + b.hazard.substances.length - (a.hazard.precautionaryStatements.length + a.hazard.substances.length),
  )[0] as DemoSheet;
  let pdf: Uint8Array;
  let text: string;
  beforeAll(async () => {
    pdf = await renderSafetyDataSheetPdf(sheet);
    text = await extractPdfText(pdf);
  }, 60_000);

  it('is a whole PDF file', () => {
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(pdf.subarray(-6)).toString('latin1').trimEnd()).toMatch(/%%EOF$/);
  });

  it('holds the 16 sections of REACH annex II, the product and its CLP data, in Polish letters a reader can extract', () => {
    for (let section = 1; section <= 16; section += 1) expect(text).toContain(`SEKCJA ${section}:`);
    expect(text).toContain('Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa');
    expect(text).toContain(sheet.tradeName);
    for (const name of sheet.productNames) expect(text).toContain(name);
    expect(text).toContain(sheet.hazard.ufi ?? 'a UFI');
    expect(text).toContain(sheet.hazard.signalWord ?? 'a signal word');
    const [code] = JSON.parse(sheet.hazard.hazardStatements) as string[];
    const official = statementText(code ?? '');
    expect(official).toBeTruthy();
    expect(text).toContain(`${code} ${official}`);
    expect(text).toContain(SELLER.name);
    expect(text).toContain('112');
    expect(text).toContain('Wersja 1.0');
  });

  it('says on every page that it is a demonstration document, and numbers the pages', async () => {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    const pages = document.getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    expect(text.split(DEMO_MARKING).length - 1).toBeGreaterThanOrEqual(pages);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Strona ${page} z ${pages}`);
    expect(document.getTitle()).toBe(sheet.title);
    expect(document.getCreationDate()).toEqual(new Date(`${sheet.date}T00:00:00Z`));
    expect(document.getModificationDate()).toEqual(new Date(`${sheet.date}T00:00:00Z`));
  });

  it('gives the same bytes for the same sheet', async () => {
    expect(Buffer.from(await renderSafetyDataSheetPdf(sheet)).equals(Buffer.from(pdf))).toBe(true);
  });
});
