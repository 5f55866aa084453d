import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_QUANTITY } from '../quantity.ts';
import { keepFailedLines, matchQuickOrder, parseQuickOrder, type QuickOrderLine, type QuickOrderProblem } from './quick-order.ts';

const productNumber = fc.stringMatching(/^[A-Z0-9]{2,6}-[0-9]{3,6}$/);
const quantity = fc.integer({ min: 1, max: MAX_PRODUCT_QUANTITY });
const separator = fc.constantFrom(' ', '  ', '\t', ';', ',', ' ; ');

describe('parseQuickOrder', () => {
  it('reads number and quantity separated by spaces, tabs, semicolons or commas, with line numbers', () => {
    expect(parseQuickOrder('RP-10234 12\nrp-2\t3\n\nAB-1;4\nAB-2,5')).toEqual({
      lines: [
        { lineNumber: 1, number: 'RP-10234', quantity: 12 },
        { lineNumber: 2, number: 'RP-2', quantity: 3 },
        { lineNumber: 4, number: 'AB-1', quantity: 4 },
        { lineNumber: 5, number: 'AB-2', quantity: 5 },
      ],
      problems: [],
    });
  });

  it('skips a CSV header and reads Windows line ends', () => {
    expect(parseQuickOrder('numer;ilość\r\nRP-1;2\r\n')).toEqual({ lines: [{ lineNumber: 2, number: 'RP-1', quantity: 2 }], problems: [] });
  });

  it('reads a first line with a product number and a wrong quantity as a problem, not as a header', () => {
    expect(parseQuickOrder('RP-1 abc').problems).toEqual([{ lineNumber: 1, kind: 'quantity', number: 'RP-1', quantity: 'abc' }]);
  });

  it.each([
    ['RP-1 0', { lineNumber: 1, kind: 'quantity', number: 'RP-1', quantity: '0' }],
    ['RP-1 10000', { lineNumber: 1, kind: 'quantity', number: 'RP-1', quantity: '10000' }],
    ['RP-1 2.5', { lineNumber: 1, kind: 'quantity', number: 'RP-1', quantity: '2.5' }],
    ['RP-1 -3', { lineNumber: 1, kind: 'quantity', number: 'RP-1', quantity: '-3' }],
    ['RP-1', { lineNumber: 1, kind: 'quantity', number: 'RP-1', quantity: '' }],
    ['RP-1 2 szt', { lineNumber: 1, kind: 'format', text: 'RP-1 2 szt' }],
    ['#!? 2', { lineNumber: 1, kind: 'number', number: '#!?' }],
  ])('reports %j with its line number', (text, problem) => {
    expect(parseQuickOrder(`AB-1 1\n${text}`).problems).toEqual([{ ...problem, lineNumber: 2 }]);
  });

  test.prop([fc.array(fc.tuple(productNumber, separator, quantity), { minLength: 1, maxLength: 30 })])(
    'reads back every well-formed line as written',
    (rows) => {
      const text = rows.map(([number, sep, amount]) => `${number}${sep}${amount}`).join('\n');
      const parsed = parseQuickOrder(text);
      expect(parsed.problems).toEqual([]);
      expect(parsed.lines).toEqual(rows.map(([number, , amount], index) => ({ lineNumber: index + 1, number, quantity: amount })));
    },
  );

  test.prop([fc.string({ maxLength: 400 })])('accounts for every non-blank line once, as a line or a problem, and never throws', (text) => {
    const parsed = parseQuickOrder(text);
    const rows = text.split(/\r\n|\r|\n/);
    const written = rows.map((row, index) => ({ row, lineNumber: index + 1 })).filter(({ row }) => row.trim() !== '');
    const seen = [...parsed.lines, ...parsed.problems].map((entry) => entry.lineNumber).sort((a, b) => a - b);
    // Only the first line may be dropped, as a CSV header.
    const expected = written.map(({ lineNumber }) => lineNumber).filter((lineNumber) => seen.includes(lineNumber) || lineNumber !== 1);
    expect(seen).toEqual(expected);
    for (const line of parsed.lines) expect(line.quantity).toBeGreaterThanOrEqual(1);
    for (const line of parsed.lines) expect(line.quantity).toBeLessThanOrEqual(MAX_PRODUCT_QUANTITY);
  });
});

describe('matchQuickOrder', () => {
  const products = [
    { uuid: 'u1', number: 'RP-1' },
    { uuid: 'u2', number: 'RP-2' },
  ];

  it('adds known numbers by uuid and lists unknown ones with their line numbers', () => {
    const lines = [
      { lineNumber: 1, number: 'RP-1', quantity: 2 },
      { lineNumber: 2, number: 'XX-9', quantity: 1 },
      { lineNumber: 3, number: 'RP-2', quantity: 5 },
    ];
    expect(matchQuickOrder(lines, products)).toEqual({
      productsData: [
        { uuid: 'u1', quantity: 2 },
        { uuid: 'u2', quantity: 5 },
      ],
      matched: [
        { lineNumber: 1, number: 'RP-1', quantity: 2, uuid: 'u1' },
        { lineNumber: 3, number: 'RP-2', quantity: 5, uuid: 'u2' },
      ],
      unknown: [{ lineNumber: 2, kind: 'unknown', number: 'XX-9' }],
    });
  });

  it('sums a number written twice, within one line of 9999', () => {
    const lines = [
      { lineNumber: 1, number: 'RP-1', quantity: 2 },
      { lineNumber: 2, number: 'RP-1', quantity: 3 },
      { lineNumber: 3, number: 'RP-2', quantity: 9000 },
      { lineNumber: 4, number: 'RP-2', quantity: 9000 },
    ];
    expect(matchQuickOrder(lines, products).productsData).toEqual([
      { uuid: 'u1', quantity: 5 },
      { uuid: 'u2', quantity: MAX_PRODUCT_QUANTITY },
    ]);
  });
});

/** A parsed entry without its line number: what must survive being kept. */
const withoutLineNumber = ({ lineNumber: _, ...rest }: QuickOrderLine | QuickOrderProblem) => rest;

describe('keepFailedLines (issue 36 item 3)', () => {
  it('keeps the failed lines only, renumbered as they now stand', () => {
    const kept = keepFailedLines('RP-1 2\n\nXX-9 1\nRP-2 3\nRP-3 0', [3, 5]);
    expect(kept.text).toBe('XX-9 1\nRP-3 0');
    expect([...kept.lineNumberOf]).toEqual([
      [3, 1],
      [5, 2],
    ]);
  });

  it('keeps nothing, not even the header, when nothing failed', () => {
    expect(keepFailedLines('numer;ilość\nRP-1 2', [])).toEqual({ text: '', lineNumberOf: new Map() });
  });

  it('keeps the header above the failed lines, so a wrong quantity in a word is not read as one', () => {
    expect(keepFailedLines('numer;ilość\nRP-1 2\nABC xyz', [3]).text).toBe('numer;ilość\nABC xyz');
    expect(keepFailedLines('RP-1 2\nABC xyz', [2])).toEqual({ text: 'numer;ilość\nABC xyz', lineNumberOf: new Map([[2, 2]]) });
  });

  const row = fc.oneof(
    fc.tuple(productNumber, separator, quantity).map(([number, sep, amount]) => `${number}${sep}${amount}`),
    fc
      .tuple(fc.stringMatching(/^[A-Za-z]{1,6}$/), fc.constantFrom(' ', ';'), fc.stringMatching(/^[a-z]{1,5}$/))
      .map(([a, sep, b]) => `${a}${sep}${b}`),
    fc.constantFrom('', '  ', 'numer;ilość', 'RP-1 0', 'RP-1 2.5', 'RP-1 10000', '#!? 2', 'RP-1 2 szt', 'rp-9\t4'),
    fc.string({ maxLength: 20 }).filter((text) => !/[\r\n]/.test(text)),
  );

  test.prop([fc.array(row, { maxLength: 25 }), fc.infiniteStream(fc.boolean())])(
    'the kept text reads back as exactly the failed lines and problems, and never as a line that was added',
    (rows, coin) => {
      const text = rows.join('\n');
      const parsed = parseQuickOrder(text);
      const entries = [...parsed.lines, ...parsed.problems].sort((a, b) => a.lineNumber - b.lineNumber);
      const failed = entries.filter(() => coin.next().value);
      const kept = keepFailedLines(
        text,
        failed.map((entry) => entry.lineNumber),
      );
      const reread = parseQuickOrder(kept.text);
      const rereadEntries = [...reread.lines, ...reread.problems].sort((a, b) => a.lineNumber - b.lineNumber);
      expect(rereadEntries.map(withoutLineNumber)).toEqual(failed.map(withoutLineNumber));
      expect(rereadEntries.map((entry) => entry.lineNumber)).toEqual(failed.map((entry) => kept.lineNumberOf.get(entry.lineNumber)));
    },
  );
});
