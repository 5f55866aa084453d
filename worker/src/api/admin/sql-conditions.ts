/**
 * The panel's list queries build their WHERE from the filters given (order-desk-queries.ts,
 * invoice-desk-queries.ts): conditions with `?` placeholders, numbered in the order they are added,
 * their values bound in that order.
 */

/** Above every character an e-mail address, a number or a name holds: the end of a prefix's range (`>= p AND < p || AFTER_PREFIX`). */
export const AFTER_PREFIX = '\u{10FFFF}';

export interface Where {
  sql: string[];
  values: (string | number)[];
}

/** Adds a condition, numbering its `?` after the values already bound. */
export function add(where: Where, sql: string, ...values: (string | number)[]): void {
  where.sql.push(sql.replace(/\?/g, () => `?${where.values.push(values.shift() ?? '')}`));
}

/** `WHERE a AND b`, or nothing without conditions. */
export const clause = (where: Where) => (where.sql.length > 0 ? `WHERE ${where.sql.join(' AND ')}` : '');
