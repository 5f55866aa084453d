/**
 * B2B quick order (issue 12): lines of `number quantity` pasted into a form or read from a CSV
 * file. Fields may be separated by spaces, tabs, semicolons or commas; blank lines are ignored, and
 * a first line of two words ("numer;ilość": no digit in the first, a letter in the second) is a
 * CSV header. Every other line is either an order line or a problem with its line number, never
 * silently dropped. After a sending the form keeps only the lines that failed (`keepFailedLines`,
 * issue 36 item 3), so sending again never adds a line twice.
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
const HAS_DIGIT = /\d/;

/** Whether the fields of a first line are a CSV header's column names rather than an order line with a wrong quantity. */
function isHeader(fields: readonly string[]): boolean {
  const [first = '', second = ''] = fields;
  return fields.length === 2 && !HAS_DIGIT.test(first) && HAS_LETTER.test(second);
}

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
    if (index === 0 && isHeader(fields)) return;
    const parsed = parseLine(fields, index + 1, trimmed);
    if ('kind' in parsed) problems.push(parsed);
    else lines.push(parsed);
  });
  return { lines, problems };
}

/** An order line matched to its product. */
export interface MatchedLine extends QuickOrderLine {
  uuid: string;
}

/**
 * The lines matched to products by number (from POST /products/numbers): what to add, by uuid
 * with the quantities of a number written twice summed, each line with its product's uuid, and
 * the unknown numbers as problems.
 */
export function matchQuickOrder(
  lines: readonly QuickOrderLine[],
  products: readonly { uuid: string; number: string }[],
): { productsData: { uuid: string; quantity: number }[]; matched: MatchedLine[]; unknown: QuickOrderProblem[] } {
  const uuidOf = new Map(products.map((product) => [product.number.toUpperCase(), product.uuid]));
  const quantities = new Map<string, number>();
  const matched: MatchedLine[] = [];
  const unknown: QuickOrderProblem[] = [];
  for (const line of lines) {
    const uuid = uuidOf.get(line.number);
    if (uuid === undefined) {
      unknown.push({ lineNumber: line.lineNumber, kind: 'unknown', number: line.number });
      continue;
    }
    matched.push({ ...line, uuid });
    quantities.set(uuid, (quantities.get(uuid) ?? 0) + line.quantity);
  }
  // A number written twice sums, as the cart does, within one line's 9999 (spec §5), which the cart call refuses to exceed.
  const productsData = [...quantities].map(([uuid, quantity]) => ({ uuid, quantity: Math.min(quantity, MAX_PRODUCT_QUANTITY) }));
  return { productsData, matched, unknown };
}

/** The header the hint names, put above kept lines whose first would otherwise read as one. */
const CSV_HEADER = 'numer;ilość';

/**
 * What the form keeps after a sending (issue 36 item 3): the lines that failed, in their order,
 * and where each now stands, so its reason can name the line the shopper sees. The text's CSV
 * header stays above them (or `numer;ilość` when the first kept line would read as a header), so
 * the kept text parses to the same lines. What was added is gone: sending again cannot add it twice.
 * @example keepFailedLines('RP-1 2\nXX-9 1\nRP-2 3', [2]) // { text: 'XX-9 1', lineNumberOf: Map { 2 => 1 } }
 */
export function keepFailedLines(text: string, failedLineNumbers: Iterable<number>): { text: string; lineNumberOf: Map<number, number> } {
  const failed = new Set(failedLineNumbers);
  const rows = text.split(/\r\n|\r|\n/).map((row) => row.trim());
  const kept = rows.map((row, index) => ({ row, lineNumber: index + 1 })).filter(({ row, lineNumber }) => row !== '' && failed.has(lineNumber));
  const [first] = kept;
  if (!first) return { text: '', lineNumberOf: new Map() };
  const readsAsHeader = (row: string) => isHeader(row.split(SEPARATORS));
  const header = readsAsHeader(rows[0] ?? '') && first.lineNumber !== 1 ? rows[0] : readsAsHeader(first.row) ? CSV_HEADER : undefined;
  const offset = header === undefined ? 1 : 2;
  return {
    text: [...(header === undefined ? [] : [header]), ...kept.map(({ row }) => row)].join('\n'),
    lineNumberOf: new Map(kept.map(({ lineNumber }, index) => [lineNumber, index + offset])),
  };
}
