import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SELLER, SELLER_ADDRESS } from '#lib/seller.ts';
import { MODEL_FORM_PDF_PATH, MODEL_WITHDRAWAL_FORM } from '#lib/withdrawal-model-form.ts';
import { extractPdfText } from '#scripts/test/fixtures/pdf-text.ts';
import { wrapText } from './pdf-text.ts';
import { MODEL_FORM_PDF_DATE, renderModelFormPdf, writeModelFormPdf } from './withdrawal-form-pdf.ts';

/** The form's words as one line, for comparing with the extracted text. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

// Each render cuts the font twice with HarfBuzz: about a second on a loaded machine.
describe('the model withdrawal form as a PDF', { timeout: 60_000 }, () => {
  let pdf: Uint8Array;
  let text: string;
  beforeAll(async () => {
    pdf = await renderModelFormPdf();
    text = await extractPdfText(pdf);
  }, 60_000);

  it('holds the act’s text with the seller as the addressee, in Polish letters a reader can extract', () => {
    expect(text).toContain(SELLER.name);
    expect(text).toContain(SELLER_ADDRESS);
    expect(text).toContain(SELLER.email);
    for (const words of [MODEL_WITHDRAWAL_FORM.title, MODEL_WITHDRAWAL_FORM.instruction, MODEL_WITHDRAWAL_FORM.footnote]) {
      expect(text).toContain(oneLine(words));
    }
    for (const field of MODEL_WITHDRAWAL_FORM.fields) {
      expect(text).toContain(oneLine(field.label));
      if (field.value) expect(text).toContain(oneLine(field.value));
    }
    expect(text).toContain('niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*)');
    expect(text).toContain('Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)');
  });

  it('is one A4 page, titled and dated as the build made it', async () => {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getPageCount()).toBe(1);
    const size = document.getPage(0).getSize();
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([595, 842]);
    expect(document.getTitle()).toBe(MODEL_WITHDRAWAL_FORM.title);
    expect(document.getAuthor()).toBe(SELLER.name);
    expect(document.getCreationDate()).toEqual(MODEL_FORM_PDF_DATE);
    expect(document.getModificationDate()).toEqual(MODEL_FORM_PDF_DATE);
  });

  it('gives the same bytes for the same text, and other bytes for another', async () => {
    expect(Buffer.from(await renderModelFormPdf()).equals(Buffer.from(pdf))).toBe(true);
    const [addressee, ...rest] = MODEL_WITHDRAWAL_FORM.fields;
    if (!addressee) throw new Error('the form has no fields');
    const other = await renderModelFormPdf({
      ...MODEL_WITHDRAWAL_FORM,
      fields: [{ ...addressee, value: 'Żabka Sp. z o.o., ul. Źródlana 1, 00-001 Łódź' }, ...rest],
    });
    expect(Buffer.from(other).equals(Buffer.from(pdf))).toBe(false);
    const otherText = await extractPdfText(other);
    expect(otherText).toContain('Żabka Sp. z o.o., ul. Źródlana 1, 00-001 Łódź');
    expect(otherText).not.toContain(SELLER.name);
  });

  it('is written where the pages link it', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'model-form-'));
    try {
      const bytes = await writeModelFormPdf(outDir);
      const written = await readFile(path.join(outDir, MODEL_FORM_PDF_PATH));
      expect(written.length).toBe(bytes);
      expect(written.equals(Buffer.from(pdf))).toBe(true);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

describe('wrapText', () => {
  /** A monospaced font: each character half the size wide. */
  const monospaced = { widthOfTextAtSize: (text: string, size: number) => text.length * size * 0.5 };

  it('breaks at spaces into lines no wider than asked, losing no word', () => {
    const label = MODEL_WITHDRAWAL_FORM.fields[1]?.label ?? '';
    for (const width of [120, 250, 480]) {
      const lines = wrapText(label, monospaced, 11, width);
      expect(lines.join(' ')).toBe(label);
      for (const line of lines) if (line.includes(' ')) expect(monospaced.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(width);
    }
  });

  it('leaves a word wider than the line on a line of its own', () => {
    expect(wrapText('Adres konsumenta(-ów)', monospaced, 10, 20)).toEqual(['Adres', 'konsumenta(-ów)']);
    expect(wrapText('Data', monospaced, 10, 100)).toEqual(['Data']);
  });
});
