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
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import subsetFont from 'subset-font';
import { SELLER, SHOP_NAME } from '#lib/seller.ts';
import { MODEL_FORM_PDF_PATH, MODEL_WITHDRAWAL_FORM, type ModelForm } from '#lib/withdrawal-model-form.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const SOURCE_FONT = path.join(repoRoot, 'node_modules', 'inter-ui', 'variable', 'InterVariable.woff2');

/** The PDF's dates: fixed, so that the file depends on its text alone. */
export const MODEL_FORM_PDF_DATE = new Date('2026-11-28T00:00:00Z');

/** A4 in points, with 20 mm margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 56.69 } as const;
const SIZE = { title: 16, instruction: 10, text: 11, footnote: 9 } as const;
const LEADING = 1.4;
/** The dash's column: the field's text starts this far right of the margin. */
const INDENT = 14;
/** The distance between two lines to write on. */
const BLANK_LINE_GAP = 28;
const INK = rgb(0, 0, 0);
const RULE = rgb(0.45, 0.45, 0.45);

/**
 * `text` broken at spaces into lines no wider than `width` (a word wider than the line stands alone).
 * @example wrapText('Adres konsumenta(-ów)', font, 11, 60) // ['Adres', 'konsumenta(-ów)']
 */
export function wrapText(text: string, font: Pick<PDFFont, 'widthOfTextAtSize'>, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Every string the PDF draws, to cut the font to. */
function drawnTexts(form: ModelForm): string[] {
  return [form.title, form.instruction, '–', form.footnote, ...form.fields.flatMap((field) => [`${field.label}:`, field.value ?? ''])];
}

/** Inter at one weight, a static TrueType font holding only `characters`. */
async function interAt(weight: number, characters: string): Promise<Uint8Array> {
  const variable = await readFile(SOURCE_FONT);
  return new Uint8Array(
    await subsetFont(variable, characters, { targetFormat: 'truetype', noLayoutClosure: true, variationAxes: { wght: weight, opsz: 14 } }),
  );
}

/** Draws lines of text down the page from `y`, answering the y below them. */
function drawLines(page: PDFPage, lines: readonly string[], at: { x: number; y: number; font: PDFFont; size: number; centred?: boolean }): number {
  let y = at.y;
  for (const line of lines) {
    y -= at.size * LEADING;
    const x = at.centred ? (PAGE.width - at.font.widthOfTextAtSize(line, at.size)) / 2 : at.x;
    page.drawText(line, { x, y, font: at.font, size: at.size, color: INK });
  }
  return y;
}

/** The form on one A4 page, as PDF bytes. */
export async function renderModelFormPdf(form: ModelForm = MODEL_WITHDRAWAL_FORM): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  const characters = [...new Set(drawnTexts(form).join(''))].sort().join('');
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
