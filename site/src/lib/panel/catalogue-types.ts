/**
 * The catalogue structure screens' answers (issue 35), inferred from the admin calls' zod
 * schemas. Type-only imports: no validator or route reaches the browser through this file.
 */
import type { z } from 'zod';
import type {
  adminCategorySchema,
  adminFlagSchema,
  adminSetSchema,
  categoryTreeEntrySchema,
  setSummarySchema,
} from '#worker/api/admin/catalogue-schemas.ts';

export type CategoryTreeEntry = z.output<typeof categoryTreeEntrySchema>;
export type AdminCategory = z.output<typeof adminCategorySchema>;
export type ProductSetSummary = z.output<typeof setSummarySchema>;
export type AdminProductSet = z.output<typeof adminSetSchema>;
export type AdminFlag = z.output<typeof adminFlagSchema>;
