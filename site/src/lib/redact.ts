/**
 * What never leaves the shop in a log line or an error report: route parameters that are
 * credentials (mailed tokens, one-time passes, order hashes, a cart's recovery transaction), the
 * query string's values, e-mail addresses, IP addresses and bearer tokens. Shared by the worker's
 * request log (worker/src/edge/request-log.ts) and the error reports of the browser and the
 * worker (error-reports/scrub.ts). DOM-free: the worker imports it.
 */
import { foldPolish } from './polish-text.ts';
import { matchEnglishAlias, matchRoute, type RouteMatch } from './route-match.ts';

/** Route parameters that are credentials: whoever reads a log or a report must not be able to use them. */
export const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'token',
  'confirmationToken',
  'passwordResetToken',
  'abandonmentToken',
  'oneTimePass',
  'hash',
  'transactionUuid',
]);

/**
 * The path with every secret parameter replaced by `{name}`; the route is the given match, else
 * the Polish route or the English alias the path matches.
 */
export function redactPath(pathname: string, match?: RouteMatch | null): string {
  if (match !== undefined) return redactByPattern(pathname, match?.route.path);
  const polish = matchRoute(pathname);
  return redactByPattern(pathname, polish ? polish.route.path : (matchEnglishAlias(pathname)?.route.en ?? undefined));
}

function redactByPattern(pathname: string, pattern: string | undefined): string {
  if (!pattern) return pathname;
  const patternSegments = pattern.split('/');
  const segments = pathname.split('/');
  return segments
    .map((segment, index) => {
      const param = /^\{(\w+)\??\}$/.exec(patternSegments[index] ?? '')?.[1];
      return param && SECRET_PARAMS.has(param) ? `{${param}}` : segment;
    })
    .join('/');
}

/** What a filtered value becomes. */
export const FILTERED = '[Filtered]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g;
/** Full or compressed IPv6 (at least two groups and a `::`, or eight groups). */
const IPV6 =
  /(?<![\w:])(?:(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){1,7}:(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?|::(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})(?![\w:])/gi;
/** URLs and root-relative paths inside free text. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>()]+|(?<![\w/.:])\/(?!\/)[^\s"'<>()]*/g;

/**
 * A URL (absolute or root-relative) as it may be reported: secret path parameters and every query
 * value filtered, the fragment dropped, the origin kept.
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return redactTokens(url);
  }
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url);
  let pathname: string;
  try {
    pathname = redactPath(parsed.pathname);
  } catch {
    pathname = parsed.pathname;
  }
  const query = [...parsed.searchParams.keys()].map((key) => `${encodeURIComponent(redactTokens(key))}=${FILTERED}`).join('&');
  const origin = relative || parsed.origin === 'null' ? '' : parsed.origin;
  return `${origin}${redactTokens(pathname)}${query ? `?${query}` : ''}`;
}

/** Text with e-mail addresses, IP addresses, bearer and JWT tokens filtered. */
function redactTokens(text: string): string {
  return text.replace(EMAIL, FILTERED).replace(BEARER, `$1 ${FILTERED}`).replace(JWT, FILTERED).replace(IPV6, FILTERED).replace(IPV4, FILTERED);
}

/** Free text with e-mail addresses, IP addresses, bearer and JWT tokens, and secrets in URLs and paths filtered. */
export function redactText(text: string): string {
  return redactTokens(text).replace(URL_IN_TEXT, (found) =>
    found.includes('?') || found.includes('#') || secretPathIn(found) ? redactUrl(found) : found,
  );
}

/** Whether a URL's path names a route with a secret parameter (cheap check before rewriting). */
function secretPathIn(url: string): boolean {
  try {
    const { pathname } = new URL(url, 'http://relative.invalid');
    return redactPath(pathname) !== pathname;
  } catch {
    return false;
  }
}

/** Words shorter than this are left alone in a message: `a`, `do`, `1` name nobody. */
const MIN_INPUT_WORD_LENGTH = 3;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Text (an error's message or stack) with the request's own inputs filtered: every word of
 * `MIN_INPUT_WORD_LENGTH` or more letters or digits that is, folded as search folds it, the
 * start of a word of one of the URL's query values. So a message that quotes what a visitor typed,
 * as typed, lowercased, folded or cut short, leaves the shop as `[Filtered]` (issue 29: a search
 * error quoted the query although the report's URL was scrubbed). Filtering a word of the shop's
 * own that happens to match costs a little clarity, never data.
 * @example redactRequestInputs('Not a term: "recznik"', '/api/search?q=Ręcznik') // 'Not a term: "[Filtered]"'
 */
export function redactRequestInputs(text: string, url: string | undefined): string {
  if (!url) return text;
  let query: URLSearchParams;
  try {
    query = new URL(url, 'http://relative.invalid').searchParams;
  } catch {
    return text;
  }
  const inputWords = new Set<string>();
  for (const value of query.values()) {
    for (const word of foldPolish(value).match(WORD) ?? []) if ([...word].length >= MIN_INPUT_WORD_LENGTH) inputWords.add(word);
  }
  if (inputWords.size === 0) return text;
  return text.replace(WORD, (token) => {
    const folded = foldPolish(token);
    if ([...folded].length < MIN_INPUT_WORD_LENGTH) return token;
    for (const word of inputWords) if (word.startsWith(folded)) return FILTERED;
    return token;
  });
}

/**
 * An error's name, message and stack as a log line or a report may carry them: the request's
 * inputs filtered (redactRequestInputs) from the message and the stack, which repeats it.
 */
export function redactedErrorOf(error: unknown, url: string | undefined): { name: string; message: string; stack: string | undefined } {
  const { name, message, stack } = error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
  return { name, message: redactRequestInputs(message, url), stack: stack === undefined ? undefined : redactRequestInputs(stack, url) };
}
