/**
 * Sentry envelopes (develop.sentry.dev "Envelopes"): a header line, then per item a header line
 * and a payload line. The tunnel re-reads the browser's envelopes item by item, keeps only the
 * JSON items a page sends (events, transactions, sessions, client reports) and scrubs events
 * again at the edge, so a page cached before a scrubbing fix cannot leak what it would now hide.
 */
import { scrubEvent } from '#lib/error-reports/scrub.ts';

/** Item types a page of the shop sends; replays and attachments (binary) are refused. */
const ACCEPTED_ITEMS = new Set(['event', 'transaction', 'session', 'sessions', 'client_report']);
/** Items whose payload is an event-like object with URLs, messages and a possible `user`. */
const SCRUBBED_ITEMS = new Set(['event', 'transaction']);

export interface EnvelopeItem {
  header: Record<string, unknown> & { type: string };
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

function jsonObject(line: string | undefined): Record<string, unknown> | null {
  if (line === undefined) return null;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * An envelope of JSON items, or the reason it is refused. Payload lengths (`length` in an item
 * header) are honoured when given, as the protocol allows payloads with newlines.
 */
export function parseEnvelope(text: string): Envelope | { refused: string } {
  const firstBreak = text.indexOf('\n');
  const header = jsonObject(firstBreak === -1 ? text : text.slice(0, firstBreak));
  if (!header) return { refused: 'nagłówek koperty nie jest obiektem JSON' };
  const items: EnvelopeItem[] = [];
  let at = firstBreak === -1 ? text.length : firstBreak + 1;
  while (at < text.length) {
    const headerEnd = text.indexOf('\n', at);
    if (headerEnd === -1) return { refused: 'element bez treści' };
    const itemHeader = jsonObject(text.slice(at, headerEnd));
    if (!itemHeader || typeof itemHeader.type !== 'string') return { refused: 'nagłówek elementu bez typu' };
    if (!ACCEPTED_ITEMS.has(itemHeader.type)) return { refused: `nieprzyjmowany typ elementu: ${itemHeader.type.slice(0, 40)}` };
    const start = headerEnd + 1;
    const length = typeof itemHeader.length === 'number' ? itemHeader.length : null;
    let end: number;
    if (length !== null) {
      // `length` counts UTF-8 bytes; the payloads the shop accepts are JSON, so count on the encoded text.
      const bytes = new TextEncoder().encode(text.slice(start));
      if (length < 0 || length > bytes.length) return { refused: 'długość elementu poza kopertą' };
      const payloadText = new TextDecoder().decode(bytes.slice(0, length));
      end = start + payloadText.length;
    } else {
      end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
    }
    const payload = jsonObject(text.slice(start, end));
    if (!payload) return { refused: 'treść elementu nie jest obiektem JSON' };
    items.push({ header: itemHeader as EnvelopeItem['header'], payload });
    at = end + 1;
  }
  if (items.length === 0) return { refused: 'koperta bez elementów' };
  return { header, items };
}

/** The envelope as text, with events scrubbed and item lengths dropped (payloads end at their newline). */
export function serializeEnvelope({ header, items }: Envelope): string {
  const lines = [JSON.stringify(header)];
  for (const { header: itemHeader, payload } of items) {
    const { length: _length, ...rest } = itemHeader;
    lines.push(JSON.stringify(rest), JSON.stringify(SCRUBBED_ITEMS.has(itemHeader.type) ? scrubEvent(payload as object) : payload));
  }
  return `${lines.join('\n')}\n`;
}
