/** Pieces the staff's content calls share: their tag in the OpenAPI document, the "change something" rule and the read's time. */
import { z } from '@hono/zod-openapi';

/** The OpenAPI document's section of the content calls. */
export const ADMIN_CONTENT_TAGS = ['Administracja – treści'];

/** An update names at least one field (an empty PATCH changes nothing and is refused). */
export function atLeastOneField(body: Record<string, unknown>): boolean {
  return Object.entries(body).some(([field, value]) => field !== 'updatedAt' && value !== undefined);
}

/**
 * An update's `updatedAt`: the time of the editor's read. Sent (the panel always sends it), a write
 * on an older read than the stored one gets a 409 and writes nothing (content-write.ts `unchangedSince`);
 * left out (imports, integrations), the write applies to the latest state.
 */
export const readUpdatedAt = z
  .string()
  .max(40, 'Podaj updatedAt z odczytu.')
  .optional()
  .describe('updatedAt z odczytu: zapis na starszym odczycie (ktoś zapisał w międzyczasie) dostaje 409 i nic nie zmienia.');
