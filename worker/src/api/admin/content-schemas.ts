/** Pieces the staff's content calls share: their tag in the OpenAPI document and the "change something" rule. */

/** The OpenAPI document's section of the content calls. */
export const ADMIN_CONTENT_TAGS = ['Administracja – treści'];

/** An update names at least one field (an empty PATCH changes nothing and is refused). */
export function atLeastOneField(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => value !== undefined);
}
