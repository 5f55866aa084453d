/**
 * A blog post written as Markdown with front matter (docs/content.md "Content administration and
 * imports") as the admin API's body. The front matter is the small YAML subset editors write:
 * `key: value` lines, quoted or not, lists as `[a, b]` or as `- item` lines below the key. The
 * Markdown becomes the blog's light markup (blog/schemas.ts): blocks separated by a blank line,
 * `## ` a heading (any level), `- ` a list item; emphasis, code and link syntax are reduced to
 * their text, pictures inside the text are left out (the post has one cover).
 */
import type { z } from '@hono/zod-openapi';
import { blogPostCreateBody } from '#worker/api/admin/blog-post-schemas.ts';
import { fieldsOf } from '#worker/api/validation.ts';
import type { RowProblem } from './product-rows.ts';

export type PostBody = z.output<typeof blogPostCreateBody>;

/** The front matter's keys and the body field each fills. */
const FRONT_MATTER_KEYS: Record<string, keyof PostBody> = {
  slug: 'slug',
  title: 'title',
  lead: 'lead',
  author: 'author',
  category: 'categorySlug',
  tags: 'tagSlugs',
  cover_image: 'coverImage',
  published_at: 'publishedAt',
  published: 'published',
};

export class FrontMatterError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

function scalar(text: string): string {
  const trimmed = text.trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(trimmed) ?? /^'((?:[^']|'')*)'$/.exec(trimmed);
  if (!quoted) return trimmed;
  return trimmed.startsWith('"') ? (JSON.parse(`"${quoted[1]}"`) as string) : (quoted[1] ?? '').replaceAll("''", "'");
}

/** The front matter's values: strings, and lists of strings. */
export function parseFrontMatter(lines: readonly string[], firstLine = 2): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  let listKey: string | null = null;
  for (const [index, raw] of lines.entries()) {
    const line = firstLine + index;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const item = /^\s+-\s+(.*)$/.exec(raw) ?? /^-\s+(.*)$/.exec(raw);
    if (item && listKey !== null) {
      (values[listKey] as string[]).push(scalar(item[1] ?? ''));
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(raw);
    if (!pair) throw new FrontMatterError(line, `cannot read "${raw.trim()}": write key: value`);
    const [, key = '', value = ''] = pair;
    if (Object.hasOwn(values, key)) throw new FrontMatterError(line, `${key} is given twice`);
    if (value.trim() === '') {
      values[key] = [];
      listKey = key;
    } else if (/^\[.*\]$/.test(value.trim())) {
      const inner = value.trim().slice(1, -1);
      values[key] = inner.trim() === '' ? [] : inner.split(',').map(scalar);
      listKey = null;
    } else {
      values[key] = scalar(value);
      listKey = null;
    }
  }
  return values;
}

function inlineText(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Markdown as the blog's light markup.
 * @example markdownToBlogMarkup('# Tytuł\n\nTekst **ważny**\ncd.\n\n* a\n* b') // '## Tytuł\n\nTekst ważny cd.\n\n- a\n- b'
 */
export function markdownToBlogMarkup(markdown: string): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(inlineText(paragraph.join(' ')));
    if (items.length > 0) blocks.push(items.map((item) => `- ${item}`).join('\n'));
    paragraph = [];
    items = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    const item = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      blocks.push(`## ${inlineText(heading[1] ?? '')}`);
    } else if (item) {
      if (paragraph.length > 0) flush();
      items.push(inlineText(item[1] ?? ''));
    } else if (items.length > 0 && /^\s+\S/.test(line)) {
      // A list item's continuation line.
      items[items.length - 1] = inlineText(`${items.at(-1)} ${line}`);
    } else {
      if (items.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks.filter((block) => block !== '' && block !== '## ').join('\n\n');
}

/** A date alone (`2026-03-01`) is that day's midnight UTC; a time without a zone is refused by the schema. */
function publicationTime(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
}

/** A post file's body for the API, or the problem (line 1 for the front matter as a whole). */
export function readPostFile(fileName: string, text: string): { post: PostBody } | { problem: RowProblem } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const fallbackSlug = fileName.replace(/^.*[\\/]/, '').replace(/\.md$/i, '');
  const fail = (line: number, message: string, fields?: Record<string, string>): { problem: RowProblem } => ({
    problem: { line, slug: fallbackSlug, message, ...(fields ? { fields } : {}) },
  });
  if (lines[0]?.trim() !== '---') return fail(1, 'Plik musi zaczynać się nagłówkiem (front matter) między liniami ---.');
  const end = lines.indexOf('---', 1);
  if (end === -1) return fail(1, 'Nagłówek (front matter) nie jest zamknięty linią ---.');
  let values: Record<string, string | string[]>;
  try {
    values = parseFrontMatter(lines.slice(1, end));
  } catch (error) {
    if (error instanceof FrontMatterError) return fail(error.line, `Nagłówek: ${error.message}.`);
    throw error;
  }
  const unknown = Object.keys(values).filter((key) => !Object.hasOwn(FRONT_MATTER_KEYS, key));
  if (unknown.length > 0) return fail(1, `Nieznane klucze nagłówka: ${unknown.join(', ')} (znane: ${Object.keys(FRONT_MATTER_KEYS).join(', ')}).`);
  const body: Record<string, unknown> = { slug: fallbackSlug, body: markdownToBlogMarkup(lines.slice(end + 1).join('\n')) };
  for (const [key, value] of Object.entries(values)) {
    const field = FRONT_MATTER_KEYS[key] as keyof PostBody;
    if (field === 'published') body[field] = value === 'true' ? true : value === 'false' ? false : value;
    else if (field === 'publishedAt' && typeof value === 'string') body[field] = publicationTime(value);
    else body[field] = value;
  }
  const checked = blogPostCreateBody.safeParse(body);
  if (!checked.success) return fail(1, 'Nieprawidłowe dane wpisu.', fieldsOf(checked.error));
  return { post: checked.data };
}
