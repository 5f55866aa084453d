/**
 * Text on PDF pages, for the PDFs the scripts make with pdf-lib (the model withdrawal form,
 * scripts/build/withdrawal-form-pdf.ts; the demo safety data sheets, scripts/seed/safety-data-sheets.ts).
 * pdf-lib draws a line of text and nothing more: this breaks text into lines, draws them down a
 * page, and cuts the site's font, Inter, to the characters a document draws, so that it can be
 * embedded whole (the Polish letters and a ToUnicode map: the text can be searched and copied)
 * without pdf-lib's own subsetting, which names each subset with a random tag.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import subsetFont from 'subset-font';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const SOURCE_FONT = path.join(repoRoot, 'node_modules', 'inter-ui', 'variable', 'InterVariable.woff2');

/** A4 in points, with 20 mm margins. */
export const A4 = { width: 595.28, height: 841.89, margin: 56.69 } as const;
/** A line's height, as a multiple of the font size. */
export const LEADING = 1.4;
export const INK = rgb(0, 0, 0);

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

/**
 * `font`'s widths, measured a word at a time and remembered. pdf-lib's widths are the glyphs'
 * advances (it draws no kerning), so a line's width is the sum of its words' and spaces';
 * measuring it whole lays the line out with fontkit again for each word wrapText adds.
 */
export function measuredByWords(font: Pick<PDFFont, 'widthOfTextAtSize'>): Pick<PDFFont, 'widthOfTextAtSize'> {
  const widths = new Map<string, number>();
  const widthOf = (word: string) => {
    let width = widths.get(word);
    if (width === undefined) {
      width = font.widthOfTextAtSize(word, 1000);
      widths.set(word, width);
    }
    return width;
  };
  return {
    widthOfTextAtSize: (text, size) => {
      let total = 0;
      const words = text.split(' ');
      for (const word of words) total += widthOf(word);
      return ((total + (words.length - 1) * widthOf(' ')) * size) / 1000;
    },
  };
}

/** The distinct characters of `texts`, sorted: what to cut the font to. */
export function charactersOf(texts: readonly string[]): string {
  return [...new Set(texts.join(''))].sort().join('');
}

/** Inter at one weight, a static TrueType font holding only `characters`. */
export async function interAt(weight: number, characters: string): Promise<Uint8Array> {
  const variable = await readFile(SOURCE_FONT);
  return new Uint8Array(
    await subsetFont(variable, characters, { targetFormat: 'truetype', noLayoutClosure: true, variationAxes: { wght: weight, opsz: 14 } }),
  );
}

export interface LinesAt {
  x: number;
  y: number;
  font: PDFFont;
  size: number;
  /** Centred between the page's edges (then `x` is not read). */
  centred?: boolean;
  leading?: number;
  color?: RGB;
}

/** Draws lines of text down the page from `y` (each line's baseline a leading below the last), answering the y below them. */
export function drawLines(page: PDFPage, lines: readonly string[], at: LinesAt): number {
  const step = at.size * (at.leading ?? LEADING);
  let y = at.y;
  for (const line of lines) {
    y -= step;
    const x = at.centred ? (page.getWidth() - at.font.widthOfTextAtSize(line, at.size)) / 2 : at.x;
    page.drawText(line, { x, y, font: at.font, size: at.size, color: at.color ?? INK });
  }
  return y;
}
