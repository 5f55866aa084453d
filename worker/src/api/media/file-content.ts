/**
 * What a file is by its bytes, never by its name or the type a client declared (issue 35): the
 * raster formats the shop shows (JPEG, PNG, WebP, GIF, AVIF) with their pixel size read from the
 * header, PDF documents, and SVG recognised only to be refused (an SVG can carry scripts). Shared
 * by the media upload (admin/media.ts) and the safety data sheet upload (admin/product-safety.ts).
 */

/** A raster picture: its type, the extension its path gets and its pixel size. */
export interface SniffedImage {
  kind: 'image';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
  width: number;
  height: number;
}

export interface SniffedPdf {
  kind: 'pdf';
  contentType: 'application/pdf';
  extension: 'pdf';
}

/** What the bytes are: a picture, a PDF, an SVG (refused by the upload) or nothing the shop takes (null). */
export type SniffedFile = SniffedImage | SniffedPdf | { kind: 'svg' };

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_END = '%%EOF';

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

const latin1 = new TextDecoder('latin1');

/** The bytes as text, one character per byte (signatures and box names are ASCII). */
function ascii(bytes: Uint8Array, at: number, length: number): string {
  return latin1.decode(bytes.subarray(at, at + length));
}

/** Whether the bytes are a PDF by their content: the header at the start, the end marker in the last kilobyte. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < 64 || !startsWith(bytes, PDF_HEADER)) return false;
  return ascii(bytes, Math.max(0, bytes.length - 1024), 1024).includes(PDF_END);
}

/** Whether the bytes begin as an SVG document: markup (after a BOM, blanks, an XML declaration or comments) with an `<svg` element early on. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>/]/i.test(head);
}

type Size = [width: number, height: number];

function pngSize(bytes: Uint8Array): Size | null {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || ascii(bytes, 12, 4) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return bytes.length >= 24 ? [view.getUint32(16), view.getUint32(20)] : null;
}

function gifSize(bytes: Uint8Array): Size | null {
  const signature = ascii(bytes, 0, 6);
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 10) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint16(6, true), view.getUint16(8, true)];
}

/** A JPEG's size from its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): Size | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and the markers that stand alone (TEM, RSTn): no length follows.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or the scan before any frame
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return [view.getUint16(at + 7), view.getUint16(at + 5)];
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** A WebP's size from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Uint8Array): Size | null {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP' || bytes.length < 30) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') {
    const read24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return [read24(24) + 1, read24(27) + 1];
  }
  return null;
}

/** An AVIF's size: the file type box names an AVIF brand, the first image spatial extents box (`ispe`) the size. */
function avifSize(bytes: Uint8Array): Size | null {
  if (ascii(bytes, 4, 4) !== 'ftyp') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxEnd = Math.min(view.byteLength >= 4 ? view.getUint32(0) : 0, bytes.length, 256);
  const brands = ascii(bytes, 8, Math.max(0, boxEnd - 8));
  if (!/avi[fs]/.test(brands)) return null;
  const head = ascii(bytes, 0, Math.min(bytes.length, 64 * 1024));
  const at = head.indexOf('ispe');
  return at > 0 && at + 16 <= bytes.length ? [view.getUint32(at + 8), view.getUint32(at + 12)] : null;
}

const IMAGE_FORMATS: readonly [Pick<SniffedImage, 'contentType' | 'extension'>, (bytes: Uint8Array) => Size | null][] = [
  [{ contentType: 'image/jpeg', extension: 'jpg' }, jpegSize],
  [{ contentType: 'image/png', extension: 'png' }, pngSize],
  [{ contentType: 'image/webp', extension: 'webp' }, webpSize],
  [{ contentType: 'image/gif', extension: 'gif' }, gifSize],
  [{ contentType: 'image/avif', extension: 'avif' }, avifSize],
];

/**
 * What the bytes are by their content; null for anything the shop does not take (and for a
 * picture whose header gives no size).
 * @example sniffFile(pngBytes) // { kind: 'image', contentType: 'image/png', extension: 'png', width: 640, height: 480 }
 */
export function sniffFile(bytes: Uint8Array): SniffedFile | null {
  for (const [format, sizeOf] of IMAGE_FORMATS) {
    const size = sizeOf(bytes);
    if (size) return size[0] > 0 && size[1] > 0 ? { kind: 'image', ...format, width: size[0], height: size[1] } : null;
  }
  if (looksLikePdf(bytes)) return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  if (looksLikeSvg(bytes)) return { kind: 'svg' };
  return null;
}

/** The SHA-256 of the bytes in lowercase hex. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
