/**
 * A QR code (ISO/IEC 18004, the `qrcode` library's encoder) as one SVG path of its dark modules in
 * a square of `size` modules with the quiet zone around: drawn by the page itself, no canvas, no
 * image URL, nothing the page's policy must allow. Pure, so a test can check the drawing against
 * the library's own matrix and segments.
 */
import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for four). */
export const QR_QUIET_ZONE = 4;

/**
 * The code of the text as an SVG path, in module units.
 * @example qrPathOf('https://qr.ksef.mf.gov.pl/invoice/…') // { size: 41, path: 'M4 4h1v1h-1z…' }
 */
export function qrPathOf(text: string, errorCorrectionLevel: QRCodeErrorCorrectionLevel = 'M'): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QR_QUIET_ZONE, path };
}
