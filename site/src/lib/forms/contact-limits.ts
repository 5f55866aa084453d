/**
 * The contact form's limits, apart from its zod schema (contact.ts) so the page can show them
 * (the message's character counter) without loading zod before the form is used.
 */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
