/**
 * The product screens' answers and requests as the panel reads and sends them (issue 35): inferred
 * from the zod schemas the admin calls are declared with, never restated. Type-only imports.
 */
import type { z } from 'zod';
import type {
  adminProductListItemSchema,
  adminProductListSchema,
  adminProductSchema,
  productCreateBody,
  productUpdateBody,
  promotionCreateBody,
} from '#worker/api/admin/product-schemas.ts';

export type AdminProductList = z.output<typeof adminProductListSchema>;
export type AdminProductListItem = z.output<typeof adminProductListItemSchema>;
export type AdminProduct = z.output<typeof adminProductSchema>;
export type AdminProductCreate = z.input<typeof productCreateBody>;
export type AdminProductUpdate = z.input<typeof productUpdateBody>;
export type AdminPromotionCreate = z.input<typeof promotionCreateBody>;
