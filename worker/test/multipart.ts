/**
 * multipart/form-data for the fuzz walk (issue 35: the media upload is the first call with such a
 * body): a form written as text, and read back the way a server reads it, so the contract oracle
 * can tell what the call receives. Text only: a file's bytes are its content's UTF-8, as the walk
 * sends every body.
 */

/** One part: a plain field (no file name) or a file. */
export interface FormPart {
  name: string;
  value: string;
  fileName?: string;
  type?: string;
}

/** A boundary no generated content contains. */
export const FUZZ_BOUNDARY = '----sklep-fuzz-7f3a9c2e1b';

export const multipartType = (boundary = FUZZ_BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** The parts as a multipart body with CRLF line ends. */
export function multipartText(parts: readonly FormPart[], boundary = FUZZ_BOUNDARY): string {
  const sections = parts.map((part) => {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    return `--${boundary}\r\n${disposition}${type}\r\n\r\n${part.value}\r\n`;
  });
  return `${sections.join('')}--${boundary}--\r\n`;
}

const contents = new WeakMap<File, string>();

/** The text of a file `parseMultipart` read (a File's own content is only read asynchronously). */
export function contentOf(file: File): string {
  return contents.get(file) ?? '';
}

/**
 * The form a multipart body holds, as Hono's validator hands it to the schema (a repeated name
 * as a list, a file part as a File), or null when it is not well formed.
 */
export function parseMultipart(text: string, contentType: string): Record<string, unknown> | null {
  const boundary = /^multipart\/form-data;\s*boundary=("?)([^";]+)\1\s*$/i.exec(contentType)?.[2];
  if (!boundary) return null;
  const delimiter = `--${boundary}`;
  if (!text.startsWith(delimiter)) return null;
  const end = text.indexOf(`\r\n${delimiter}--`);
  if (end < 0) return null;
  const form: Record<string, unknown> = Object.create(null);
  const sections = text.slice(delimiter.length, end).split(`\r\n${delimiter}`);
  for (const section of sections) {
    if (!section.startsWith('\r\n')) return null;
    const split = section.indexOf('\r\n\r\n');
    if (split < 0) return null;
    const head = section.slice(2, split);
    const value = section.slice(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name === undefined) return null;
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    let part: string | File = value;
    // A file part without a name is a plain field to workerd's reader (what a form sends when no file was chosen).
    if (fileName !== undefined && fileName !== '') {
      part = new File([value], fileName);
      contents.set(part, value);
    }
    const existing = form[name];
    form[name] = existing === undefined ? part : Array.isArray(existing) ? [...existing, part] : [existing, part];
  }
  return form;
}
