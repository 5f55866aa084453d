import type { ProductSummary } from '@/lib/api-types.ts';
import styles from './product-grid.module.css';
import { ProductTile } from './product-tile.tsx';

/** Tiles in a responsive grid; the first row loads eagerly (it is above the fold). */
export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.uuid}>
          <ProductTile product={product} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
