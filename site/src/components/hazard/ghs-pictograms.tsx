import { type GhsPictogram, pictogramAlt, pictogramSrc } from '@/lib/clp/pictograms.ts';
import styles from './ghs-pictograms.module.css';

/**
 * A product's CLP hazard pictograms as a list of images (site/public/ghs/), each with its alt text
 * ("GHS05: substancja żrąca"); nothing when the product has none. Each code is shown once.
 */
export function GhsPictograms({ codes, size = 40, className }: { codes: readonly GhsPictogram[]; size?: number; className?: string }) {
  if (codes.length === 0) return null;
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {[...new Set(codes)].map((code) => (
        <li key={code}>
          <img src={pictogramSrc(code)} alt={pictogramAlt(code)} width={size} height={size} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
