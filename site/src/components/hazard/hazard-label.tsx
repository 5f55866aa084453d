/**
 * A product's hazard label in small, beside a line of the cart, the checkout's review or a set: its
 * pictograms and its signal word (docs/decisions/042-product-safety.md). Nothing for a product
 * without either. Hook-free, so server and client components alike render it.
 */
import type { HazardLabel as HazardLabelData } from '@/lib/api-types.ts';
import { GhsPictograms } from './ghs-pictograms.tsx';
import styles from './hazard-label.module.css';

export function HazardLabel({ label, size = 24, className }: { label: HazardLabelData | null; size?: number; className?: string }) {
  if (!label || (label.pictograms.length === 0 && !label.signalWord)) return null;
  return (
    <div className={className ? `${styles.label} ${className}` : styles.label}>
      <GhsPictograms codes={label.pictograms} size={size} />
      {label.signalWord ? <span className={styles.signalWord}>{label.signalWord}</span> : null}
    </div>
  );
}
