/**
 * The light markup of descriptions and articles: blocks separated by a blank line; a block
 * starting `## ` is a heading, a block of `- ` lines a list, a block of `1. `, `2. ` … lines a
 * numbered list (steps), a block of `| a | b |` lines with a `|---|---|` second line a table (its
 * first line the header, GitHub's Markdown tables), anything else a paragraph. Parsed into data so the page renders React
 * elements, never raw HTML.
 */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'numbered'; items: string[] }
  | { type: 'table'; header: string[]; rows: string[][] }
  | { type: 'paragraph'; text: string };

const NUMBERED_ITEM = /^\d{1,3}\.\s+/;
const TABLE_ROW = /^\|.*\|$/;
const TABLE_SEPARATOR = /^\|(?:\s*:?-{3,}:?\s*\|)+$/;

/** The cells of a `| a | b |` line, trimmed (a `\|` is a bar inside a cell). */
function cellsOf(line: string): string[] {
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.replace(/\\\|/g, '|').trim());
}

function isTable(lines: readonly string[]): boolean {
  return lines.length >= 2 && lines.every((line) => TABLE_ROW.test(line)) && TABLE_SEPARATOR.test(lines[1] ?? '');
}

export function parseRichText(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block): Block => {
      if (block.startsWith('## ')) return { type: 'heading', text: block.slice(3).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (isTable(lines)) {
        const header = cellsOf(lines[0] ?? '');
        // Every row has the header's width: a short row is filled, a long one cut.
        const rows = lines.slice(2).map((line) => header.map((_cell, index) => cellsOf(line)[index] ?? ''));
        return { type: 'table', header, rows };
      }
      if (lines.every((line) => line.startsWith('- '))) return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
      if (lines.every((line) => NUMBERED_ITEM.test(line)))
        return { type: 'numbered', items: lines.map((line) => line.replace(NUMBERED_ITEM, '').trim()) };
      return { type: 'paragraph', text: lines.join(' ') };
    });
}
