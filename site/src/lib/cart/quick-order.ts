/**
 * B2B quick order (issue 12): lines of `number quantity` pasted into a form or read from a CSV
 * file. Fields may be separated by spaces, tabs, semicolons or commas; blank lines are ignored, and
 * a first line whose quantity is a word ("numer;ilość") is a CSV header. Every other line is
 * either an order line or a problem with its line number, never silently dropped.
 */
import { PRODUCT_NUMBER_PATTERN } from '../formats.ts';
import { MAX_PRODUCT_QUANTITY } from '../quantity.ts';

/** The most lines one quick order sends: the cart call takes at most 200 products (worker MAX_CART_LINES). */
export const QUICK_ORDER_MAX_LINES = 200;

export interface QuickOrderLine {
  /** 1-based line of the pasted text or the file. */
  lineNumber: number;
  number: string;
  quantity: number;
}

export type QuickOrderProblem =
  | { lineNumber: number; kind: 'format'; text: string }
  | { lineNumber: number; kind: 'number'; number: string }
  | { lineNumber: number; kind: 'quantity'; number: string; quantity: string }
  | { lineNumber: number; kind: 'unknown'; number: string };

export interface ParsedQuickOrder {
  lines: QuickOrderLine[];
  problems: QuickOrderProblem[];
}

const SEPARATORS = /[\s;,]+/;
const WHOLE_NUMBER = /^\d{1,5}$/;
const HAS_LETTER = /\p{L}/u;

function parseLine(fields: readonly string[], lineNumber: number, text: string): QuickOrderLine | QuickOrderProblem {
  const [rawNumber, rawQuantity] = fields;
  if (rawNumber === undefined || fields.length > 2) return { lineNumber, kind: 'format', text };
  const number = rawNumber.toUpperCase();
  if (!PRODUCT_NUMBER_PATTERN.test(number)) return { lineNumber, kind: 'number', number: rawNumber };
  const quantity = rawQuantity !== undefined && WHOLE_NUMBER.test(rawQuantity) ? Number(rawQuantity) : Number.NaN;
  if (!(quantity >= 1 && quantity <= MAX_PRODUCT_QUANTITY)) return { lineNumber, kind: 'quantity', number, quantity: rawQuantity ?? '' };
  return { lineNumber, number, quantity };
}

/**
 * The order lines and the problems of a pasted text or CSV file, in the order written.
 * @example parseQuickOrder('RP-1 2\nXX 0') // { lines: [{ lineNumber: 1, number: 'RP-1', quantity: 2 }], problems: [{ lineNumber: 2, kind: 'quantity', ... }] }
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const lines: QuickOrderLine[] = [];
  const problems: QuickOrderProblem[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const fields = trimmed.split(SEPARATORS);
    if (index === 0 && fields.length === 2 && HAS_LETTER.test(fields[1] ?? '')) return;
    const parsed = parseLine(fields, index + 1, trimmed);
    if ('kind' in parsed) problems.push(parsed);
    else lines.push(parsed);
  });
  return { lines, problems };
}

/**
 * The lines matched to products by number (from POST /products/numbers): what to add, by uuid
 * with the quantities of a number written twice summed, and the unknown numbers as problems.
 */
export function matchQuickOrder(
  lines: readonly QuickOrderLine[],
  products: readonly { uuid: string; number: string }[],
): { productsData: { uuid: string; quantity: number }[]; unknown: QuickOrderProblem[] } {
  const uuidOf = new Map(products.map((product) => [product.number.toUpperCase(), product.uuid]));
  const quantities = new Map<string, number>();
  const unknown: QuickOrderProblem[] = [];
  for (const line of lines) {
    const uuid = uuidOf.get(line.number);
    if (uuid === undefined) unknown.push({ lineNumber: line.lineNumber, kind: 'unknown', number: line.number });
    else quantities.set(uuid, (quantities.get(uuid) ?? 0) + line.quantity);
  }
  // A number written twice sums, as the cart does, within one line's 9999 (spec §5), which the cart call refuses to exceed.
  const productsData = [...quantities].map(([uuid, quantity]) => ({ uuid, quantity: Math.min(quantity, MAX_PRODUCT_QUANTITY) }));
  return { productsData, unknown };
}
