/**
 * Where the safety data sheets (karty charakterystyki, REACH art. 31) are: PDFs in the DOCUMENTS
 * bucket, which the worker serves under SAFETY_DATA_SHEET_DIR (worker/src/edge/documents.ts).
 * A key ends in a digest that changes whenever the content does (an upload's SHA-256; for the
 * seed's demo sheets, a hash of the mixture and the sheet's date, from which the PDF is made), so a
 * sheet is cached for a year and a new version is a new address. Pure: the admin API, the worker and the seed read it.
 */
import { slugify } from './polish-text.ts';

export const SAFETY_DATA_SHEET_DIR = '/karty-charakterystyki';
const KEY_PREFIX = 'karty-charakterystyki/';
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

/** The site address of a sheet's bucket key. @example safetyDataSheetUrl('karty-charakterystyki/zel-wc-3f2a1b.pdf') // '/karty-charakterystyki/zel-wc-3f2a1b.pdf' */
export function safetyDataSheetUrl(key: string): string {
  return `/${key}`;
}

/** The bucket key a site path names, or null when it names no sheet. */
export function safetyDataSheetKeyOf(pathname: string): string | null {
  if (!pathname.startsWith(`${SAFETY_DATA_SHEET_DIR}/`)) return null;
  const name = pathname.slice(SAFETY_DATA_SHEET_DIR.length + 1);
  return FILE_NAME.test(name) && name.length <= 120 ? `${KEY_PREFIX}${name}` : null;
}

/** The key of a sheet: the product's name part and the first 12 hex digits of the file's SHA-256. */
export function safetyDataSheetKey(name: string, sha256Hex: string): string {
  const stem = slugify(name).slice(0, 80).replace(/-+$/, '');
  return `${KEY_PREFIX}${stem || 'karta'}-${sha256Hex.slice(0, 12)}.pdf`;
}
