import type { TileProduct } from '@/lib/product-summary.ts';
import styles from './product-grid.module.css';
import { ProductTile } from './product-tile.tsx';

/**
 * Tiles in a responsive grid. The first `eager` tiles load their pictures at once (a first row
 * above the fold); grids further down the page pass 0.
 */
export function ProductGrid({ products, eager = 4 }: { products: readonly TileProduct[]; eager?: number }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.uuid}>
          <ProductTile product={product} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}
