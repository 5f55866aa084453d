/**
 * The model withdrawal form as a PDF (issue 33, `/pliki/formularz-odstapienia-od-umowy.pdf`):
 * the text of #lib/withdrawal-model-form.ts, the one the page `/odstapienie-od-umowy/formularz`
 * shows, laid out on one A4 page with lines to write on, made at every build and never kept by
 * hand. pdf-lib draws it; the font is Inter (the site's), instanced at two weights and cut by
 * `subset-font` to the characters the page draws, embedded whole so the PDF carries the Polish
 * letters and a ToUnicode map (the text can be searched and copied).
 *
 * Deterministic: the same text gives the same bytes (fixed dates, no random font tag), so a build
 * that changes nothing does not change the file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { SELLER, SHOP_NAME } from '#lib/seller.ts';
import { MODEL_FORM_PDF_PATH, MODEL_WITHDRAWAL_FORM, type ModelForm } from '#lib/withdrawal-model-form.ts';
import { charactersOf, drawLines, INK, interAt, LEADING, A4 as PAGE, wrapText } from './pdf-text.ts';

/** The PDF's dates: fixed, so that the file depends on its text alone. */
export const MODEL_FORM_PDF_DATE = new Date('2026-11-28T00:00:00Z');

const SIZE = { title: 16, instruction: 10, text: 11, footnote: 9 } as const;
/** The dash's column: the field's text starts this far right of the margin. */
const INDENT = 14;
/** The distance between two lines to write on. */
const BLANK_LINE_GAP = 28;
const RULE = rgb(0.45, 0.45, 0.45);

/** Every string the PDF draws, to cut the font to. */
function drawnTexts(form: ModelForm): string[] {
  return [form.title, form.instruction, '–', form.footnote, ...form.fields.flatMap((field) => [`${field.label}:`, field.value ?? ''])];
}

/** The form on one A4 page, as PDF bytes. */
export async function renderModelFormPdf(form: ModelForm = MODEL_WITHDRAWAL_FORM): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  const characters = charactersOf(drawnTexts(form));
  // Already cut to what is drawn: pdf-lib's own subsetting would only cut it again. A subset's name
  // starts with a six-letter tag (PDF 32000-1 §9.6.4); fixed here, where pdf-lib would draw one.
  const regular = await document.embedFont(await interAt(400, characters), { subset: false, customName: 'WZORAA+Inter-Regular' });
  const bold = await document.embedFont(await interAt(700, characters), { subset: false, customName: 'WZORAB+Inter-Bold' });

  document.setTitle(form.title, { showInWindowTitleBar: true });
  document.setAuthor(SELLER.name);
  document.setSubject('Załącznik nr 2 do ustawy z dnia 30 maja 2014 r. o prawach konsumenta');
  document.setLanguage('pl-PL');
  document.setCreator(SHOP_NAME);
  document.setProducer('pdf-lib');
  document.setCreationDate(MODEL_FORM_PDF_DATE);
  document.setModificationDate(MODEL_FORM_PDF_DATE);

  const page = document.addPage([PAGE.width, PAGE.height]);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  const fieldX = PAGE.margin + INDENT;
  const fieldWidth = textWidth - INDENT;
  let y = PAGE.height - PAGE.margin;

  y = drawLines(page, wrapText(form.title, bold, SIZE.title, textWidth), { x: PAGE.margin, y, font: bold, size: SIZE.title, centred: true });
  y = drawLines(page, wrapText(form.instruction, regular, SIZE.instruction, textWidth), {
    x: PAGE.margin,
    y: y - 4,
    font: regular,
    size: SIZE.instruction,
    centred: true,
  });
  y -= 18;

  for (const field of form.fields) {
    const label = field.value === undefined ? field.label : `${field.label}:`;
    page.drawText('–', { x: PAGE.margin, y: y - SIZE.text * LEADING, font: regular, size: SIZE.text, color: INK });
    y = drawLines(page, wrapText(label, regular, SIZE.text, fieldWidth), { x: fieldX, y, font: regular, size: SIZE.text });
    if (field.value !== undefined) {
      y = drawLines(page, wrapText(field.value, bold, SIZE.text, fieldWidth), { x: fieldX, y, font: bold, size: SIZE.text });
    }
    for (let line = 0; line < field.blankLines; line += 1) {
      y -= BLANK_LINE_GAP;
      page.drawLine({ start: { x: fieldX, y }, end: { x: PAGE.margin + textWidth, y }, thickness: 0.6, color: RULE, dashArray: [1.5, 2] });
    }
    y -= 14;
  }

  const bottom = drawLines(page, [form.footnote], { x: PAGE.margin, y: y - 4, font: regular, size: SIZE.footnote });
  if (bottom < PAGE.margin) throw new Error('the model withdrawal form no longer fits on one A4 page');
  return document.save({ useObjectStreams: true });
}

/** Writes the PDF into the export at MODEL_FORM_PDF_PATH; answers its size in bytes. */
export async function writeModelFormPdf(outDir: string): Promise<number> {
  const file = path.join(outDir, ...MODEL_FORM_PDF_PATH.split('/').filter(Boolean));
  const pdf = await renderModelFormPdf();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf);
  return pdf.length;
}
