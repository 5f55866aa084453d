/**
 * The light markup of descriptions and articles: blocks separated by a blank line; a block
 * starting `## ` is a heading, a block of `- ` lines a list, a block of `1. `, `2. ` … lines a
 * numbered list (steps), anything else a paragraph. Parsed into data so the page renders React
 * elements, never raw HTML.
 */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'numbered'; items: string[] }
  | { type: 'paragraph'; text: string };

const NUMBERED_ITEM = /^\d{1,3}\.\s+/;

export function parseRichText(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block): Block => {
      if (block.startsWith('## ')) return { type: 'heading', text: block.slice(3).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
      if (lines.every((line) => NUMBERED_ITEM.test(line)))
        return { type: 'numbered', items: lines.map((line) => line.replace(NUMBERED_ITEM, '').trim()) };
      return { type: 'paragraph', text: lines.join(' ') };
    });
}
