/** Pieces the staff's content calls share: their tag in the OpenAPI document, JSON bodies, the "change something" rule. */

/** The OpenAPI document's section of the content calls. */
export const ADMIN_CONTENT_TAGS = ['Administracja – treści'];

/** A required JSON body with this schema. */
export function jsonBody<T>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** An update names at least one field (an empty PATCH changes nothing and is refused). */
export function atLeastOneField(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => value !== undefined);
}
