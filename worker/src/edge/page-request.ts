/**
 * Which page a request is for. Besides the HTML, Next's client router fetches a page's payload
 * files (static export): `<page>.txt` (or `<page>/index.txt`) on navigation and
 * `<page>/__next.<segments>.__PAGE__.txt` and friends on prefetch, with the header `RSC: 1`.
 * The edge applies a page's rules (guard, shell mapping, 404) to its payload files too.
 */
import { isPayloadSegmentFile, NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';

export interface PageRequest {
  /** The page's own path, e.g. `/zamowienie/<uuid>`. */
  page: string;
  /** The payload file asked for: `.txt` for `<page>.txt`, a file name inside the page's folder, or null for the HTML. */
  payloadFile: string | null;
}

/**
 * @example readPageRequest('/zamowienie/x/__next._tree.txt', headers) // { page: '/zamowienie/x', payloadFile: '__next._tree.txt' }
 */
export function readPageRequest(pathname: string, headers: Headers): PageRequest {
  const slash = pathname.lastIndexOf('/');
  const last = pathname.slice(slash + 1);
  const parent = pathname.slice(0, slash) || '/';
  if (isPayloadSegmentFile(last)) return { page: parent, payloadFile: last };
  // A path ending in .txt is also a page whose last parameter ends so (a search for "notes.txt"):
  // only the router's own requests, marked RSC: 1, are payloads.
  if (headers.get('RSC') === '1') {
    if (last === NEXT_PAYLOAD_FILES.folderIndex) return { page: parent, payloadFile: NEXT_PAYLOAD_FILES.folderIndex };
    if (last.endsWith('.txt')) return { page: pathname.slice(0, -'.txt'.length) || '/', payloadFile: '.txt' };
  }
  return { page: pathname, payloadFile: null };
}

/** The path of a payload file of another page (a shell's export), or the page itself. */
export function payloadPathOf(page: string, payloadFile: string | null): string {
  if (payloadFile === null) return page;
  if (payloadFile === '.txt') return `${page}.txt`;
  return `${page === '/' ? '' : page}/${payloadFile}`;
}
