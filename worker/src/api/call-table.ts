/**
 * The table of calls in worker/README.md, rendered from the OpenAPI document: each call with its
 * summary, how long the edge may cache it and how large a body it takes. `npm run api:sync`
 * writes it; a worker test fails when the README's copy differs from what the code declares.
 * Pure: it reads a document, so the script and the test share it without the worker's runtime.
 */

interface OperationLike {
  summary?: string;
  'x-cache-seconds'?: number;
  'x-liveness-probe'?: boolean;
  'x-max-body-bytes'?: number;
}

/** The part of an OpenAPI document the table reads. */
export interface DocumentLike {
  paths?: object;
}

export const CALL_TABLE_START = '<!-- call-table:start (npm run api:sync) -->';
export const CALL_TABLE_END = '<!-- call-table:end -->';

function cacheCell(operation: OperationLike): string {
  const seconds = operation['x-cache-seconds'];
  if (!seconds) return 'never';
  const time = seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
  return operation['x-liveness-probe'] ? `${time} (the 503 probe reads past it)` : time;
}

function bodyCell(operation: OperationLike): string {
  const bytes = operation['x-max-body-bytes'];
  return bytes ? `${bytes / 1024} KiB` : '';
}

/** The Markdown table of every call in `document`, in its order, between the two markers. */
export function renderCallTable(document: DocumentLike): string {
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationLike> | undefined>;
  const rows = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(
      ([method, operation]) =>
        `| \`${method.toUpperCase()} ${path}\` | ${operation.summary ?? ''} | ${cacheCell(operation)} | ${bodyCell(operation)} |`,
    ),
  );
  return [CALL_TABLE_START, '', '| call | what it does | edge cache | body limit |', '| --- | --- | --- | --- |', ...rows, '', CALL_TABLE_END].join(
    '\n',
  );
}

/** `markdown` with its call table replaced by `table`; throws when the markers are missing. */
export function withCallTable(markdown: string, table: string): string {
  const start = markdown.indexOf(CALL_TABLE_START);
  const end = markdown.indexOf(CALL_TABLE_END);
  if (start === -1 || end < start) throw new Error(`The README has no ${CALL_TABLE_START} … ${CALL_TABLE_END} section`);
  return `${markdown.slice(0, start)}${table}${markdown.slice(end + CALL_TABLE_END.length)}`;
}

/** The call table `markdown` holds now, or null. */
export function readCallTable(markdown: string): string | null {
  const start = markdown.indexOf(CALL_TABLE_START);
  const end = markdown.indexOf(CALL_TABLE_END);
  return start === -1 || end < start ? null : markdown.slice(start, end + CALL_TABLE_END.length);
}
