/**
 * No text a shopper or a member of staff sends may hold a control character other than a tab or
 * a line break. None has a meaning in a name, an address or a note, and they break what the text
 * meets later: SQLite's `length()` stops at NUL, so a note of "\u0000" failed its column's CHECK
 * as a 500 (found by the contract fuzz walk); XML 1.0 (KSeF's FA(3)) cannot carry them at all;
 * a mail header must not. `jsonBody` (contract.ts) refines every JSON body with this check, so
 * each such text is a 400 naming its field, and nothing is written.
 */
import type { z } from '@hono/zod-openapi';

/** The control characters (C0, DEL, C1: Unicode's Cc) but tab, LF and CR. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const CONTROL_CHARACTER_MESSAGE = 'Usuń znaki sterujące (niewidoczne), których nie da się zapisać.';

/** Whether `text` holds a control character a person's text never needs. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** `text` with each such control character replaced by `by` (the contract fuzz walk's plain text). */
export function replaceControlCharacters(text: string, by: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER.source, 'gu'), by);
}

/** An object as JSON or zod makes it (a Date or a File is a value, not fields). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Adds an issue at the path of every string in `value` (objects and arrays, walked) that holds a control character. */
export function refuseControlCharacters(value: unknown, context: z.core.$RefinementCtx): void {
  const visit = (inner: unknown, path: PropertyKey[]): void => {
    if (typeof inner === 'string') {
      if (hasControlCharacter(inner)) context.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path, input: inner });
    } else if (Array.isArray(inner)) {
      for (const [index, item] of inner.entries()) visit(item, [...path, index]);
    } else if (isPlainObject(inner)) {
      for (const [key, item] of Object.entries(inner)) visit(item, [...path, key]);
    }
  };
  visit(value, []);
}
