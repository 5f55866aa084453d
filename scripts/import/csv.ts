/**
 * A small RFC 4180 reader for the product import (docs/decisions/023-admin-api.md says why not a
 * package): fields separated by `,` or `;` (found in the header line: Excel in Polish writes `;`),
 * quoted with `"` (a quote inside doubled), line breaks inside quotes kept, CRLF or LF, a UTF-8
 * BOM ignored. Each record keeps the line it starts on, so a rejected row is reported where an
 * editor finds it in the file.
 */

export interface CsvRecord {
  /** The file's line number (from 1) the record starts on. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.line = line;
  }
}

/** The separator of a file: the one of `;` and `,` that the header line (outside quotes) has more of. */
export function detectDelimiter(text: string): ',' | ';' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * The records of a CSV text; blank lines between records are skipped.
 * @example parseCsv('a,b\n"x, y",2\n') // [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['x, y', '2'] }]
 */
export function parseCsv(input: string, delimiter: ',' | ';' = detectDelimiter(input)): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '' && !wasQuotedRecord)) records.push({ line: recordLine, fields });
    fields = [];
  };
  let wasQuotedRecord = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field !== '' || wasQuoted) throw new CsvSyntaxError(line, 'a quote inside an unquoted field (quote the whole field and double the quote)');
      quoted = true;
      wasQuoted = true;
      wasQuotedRecord = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
      wasQuotedRecord = false;
      line++;
      recordLine = line;
    } else {
      if (wasQuoted) throw new CsvSyntaxError(line, 'text after a closing quote');
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0 || wasQuotedRecord) endRecord();
  return records;
}

/** One field as RFC 4180 writes it: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string, delimiter: ',' | ';' = ','): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value;
}
