/**
 * The QR drawing of the invoice's KSeF codes (qr-path.ts) against the `qrcode` library's own data
 * model: the segments it encoded read back as the link, and the path draws exactly its dark modules.
 */
import { create, type GeneratedQRCodeSegment } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrPathOf } from './qr-path.ts';

/** The dark modules an SVG path of `M{x} {y}h1v1h-1z` squares draws, as `row,column` of the code. */
function drawnModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(y) - QR_QUIET_ZONE},${Number(x) - QR_QUIET_ZONE}`));
}

const segmentText = (segment: GeneratedQRCodeSegment) => (typeof segment.data === 'string' ? segment.data : new TextDecoder().decode(segment.data));

describe('a QR code drawn as one SVG path', () => {
  it('encodes the KSeF link whole, and draws exactly the encoder’s dark modules inside a quiet zone of four', () => {
    const link = 'https://qr.ksef.mf.gov.pl/invoice/8942345677/27-11-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';
    const code = create(link, { errorCorrectionLevel: 'M' });
    expect(code.segments.map(segmentText).join('')).toBe(link);
    const { size, path } = qrPathOf(link);
    expect(size).toBe(code.modules.size + 2 * QR_QUIET_ZONE);
    const dark = new Set<string>();
    for (let row = 0; row < code.modules.size; row++) {
      for (let column = 0; column < code.modules.size; column++) if (code.modules.get(row, column)) dark.add(`${row},${column}`);
    }
    expect(drawnModules(path)).toEqual(dark);
  });
});
