'use client';
/**
 * One of the KSeF QR codes of an invoice's visualisation (ksef-docs kody-qr.md; issue 32): the code
 * of its verification link drawn as SVG (#lib/qr-path.ts), its label under it (the KSeF number, or
 * OFFLINE before KSeF gave one, CERTYFIKAT for KOD II), and the link itself for whoever cannot scan
 * it. Loaded with the `qrcode` library only on an invoice page that has a code to show.
 */
import { useMemo } from 'react';
import { qrPathOf } from '@/lib/qr-path.ts';
import styles from './invoice.module.css';

export default function KsefQr({ url, label, description }: { url: string; label: string; description: string }) {
  const { size, path } = useMemo(() => qrPathOf(url), [url]);
  return (
    <figure className={styles.qr}>
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={description} shapeRendering="crispEdges" data-testid="ksef-qr">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>
        <strong className={styles.qrLabel}>{label}</strong>
        <a href={url} className={styles.qrLink} rel="noopener" target="_blank">
          {url}
        </a>
      </figcaption>
    </figure>
  );
}
