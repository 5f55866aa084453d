import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvField, detectDelimiter, parseCsv } from './csv.ts';

/** Field text with what makes CSV hard: both separators, quotes, CR, LF, Polish letters. */
const fieldText = fc.array(fc.constantFrom('a', 'ż', ' ', ',', ';', '"', '\n', '\r\n', '1', 'Ł'), { maxLength: 8 }).map((parts) => parts.join(''));
const table = fc.array(fc.array(fieldText, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 });

describe('parseCsv', () => {
  test.prop([table, fc.constantFrom(',', ';' as const), fc.constantFrom('\n', '\r\n')])(
    'reads back any table RFC 4180 writes, with each record on the line it starts',
    (rows, delimiter, newline) => {
      const text = rows.map((row) => row.map((cell) => csvField(cell, delimiter as ',' | ';')).join(delimiter)).join(newline);
      const records = parseCsv(text, delimiter as ',' | ';');
      expect(records.map((record) => record.fields)).toEqual(rows);
      let line = 1;
      const starts = rows.map((row) => {
        const start = line;
        line += 1 + row.join('').split('\n').length - 1;
        return start;
      });
      expect(records.map((record) => record.line)).toEqual(starts);
    },
  );

  it('finds the separator in the header line and ignores a BOM and blank lines', () => {
    expect(detectDelimiter('slug;name;"a,b"\nx,y,z')).toBe(';');
    expect(detectDelimiter('slug,name\n')).toBe(',');
    expect(parseCsv('\uFEFFslug;name\r\n\r\nx;"y;z"\r\n')).toEqual([
      { line: 1, fields: ['slug', 'name'] },
      { line: 3, fields: ['x', 'y;z'] },
    ]);
  });

  it.each([
    ['an unclosed quote', 'a,"b\nc', 1],
    ['a quote inside an unquoted field', 'a,b"c', 1],
    ['text after a closing quote', 'x\na,"b"c', 2],
  ])('refuses %s with its line', (_case, text, line) => {
    expect(() => parseCsv(text, ',')).toThrow(CsvSyntaxError);
    try {
      parseCsv(text, ',');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(line);
    }
  });
});
