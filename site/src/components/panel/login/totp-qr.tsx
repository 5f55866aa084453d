'use client';
/**
 * The QR code of a new second factor's `otpauth://` URI (RFC 6238; issue 31), drawn as one SVG
 * path from the `qrcode` library's module matrix: no canvas, no image URL, nothing the page's
 * policy must allow. Loaded only on the first login of a member, with the library.
 */
import { create } from 'qrcode';
import { useMemo } from 'react';
import styles from '../panel.module.css';

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

export default function TotpQr({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(uri, { errorCorrectionLevel: 'M' });
    let drawn = '';
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) drawn += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: drawn };
  }, [uri]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
