/**
 * The forms' constants that pages need before (or without) their schemas: plain values, no zod,
 * so the footer's form on every page pulls no validation library into the first load. The
 * schemas (fields.ts) and the worker's guard read them from here too.
 */

/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** The honeypot's name: a field people never see or fill; a bot that fills it is turned away. */
export const HONEYPOT_FIELD = 'website';

/** A form never takes less than this from its ticket to its sending (people read and type). */
export const MIN_SUBMIT_MS = 3000;
/** A ticket older than this is stale: the page has been open for hours; the form gets a new one. */
export const TICKET_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The shortest password the shop takes (issue 14: 8 to 128 characters). */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password the shop takes. */
export const PASSWORD_MAX_LENGTH = 128;
