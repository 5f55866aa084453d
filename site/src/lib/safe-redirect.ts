/**
 * Spec §5: a redirect target after login is kept only when it is a safe local path. The edge's
 * guard (worker/src/edge/auth-guard.ts) uses it to strip an unsafe `redirect` from guest routes,
 * and the login form checks the `redirect` it reads with it again before going there.
 *
 * What is checked is what is returned: the target is resolved the way a browser resolves it
 * (dot segments, `%2e`, backslashes), and the result, with every decoding of it, must still be a
 * path on this site. Checking the received text alone let `/.//evil.example` through: it
 * resolves to `//evil.example`, which a browser reads as another host.
 */

/** The longest redirect target kept, in characters. */
const MAX_LENGTH = 2048;
/** How many rounds of percent-decoding are checked: a later reader may decode the value again. */
const MAX_DECODINGS = 4;
const PLACEHOLDER_ORIGIN = 'http://local.invalid';

/** One step of percent-decoding; null when the text holds a malformed escape. */
function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Whether one spelling of a target could lead off the site or run script, as written. */
function isUnsafeSpelling(text: string): boolean {
  return (
    !text.startsWith('/') ||
    text.startsWith('//') ||
    text.includes('\\') ||
    // Control characters and whitespace are dropped or folded by browsers before parsing.
    /[\p{Cc}\s]/u.test(text) ||
    /^\/[^/?#]*:/.test(text)
  );
}

/** Path, query and fragment of a target as a browser resolves it on this site; null when it leaves the site. */
function resolveLocally(text: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(text, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Whether a spelling is a local path both as written and as resolved. */
function isLocalSpelling(text: string): boolean {
  if (isUnsafeSpelling(text)) return false;
  const resolved = resolveLocally(text);
  return resolved !== null && !isUnsafeSpelling(resolved);
}

/** Whether the text and each of its decodings are local paths; false on a malformed escape. */
function isLocalInEveryDecoding(text: string): boolean {
  let spelling = text;
  for (let depth = 0; depth < MAX_DECODINGS; depth++) {
    if (!isLocalSpelling(spelling)) return false;
    const decoded = decodeOnce(spelling);
    if (decoded === null) return false;
    if (decoded === spelling) return true;
    spelling = decoded;
  }
  return isLocalSpelling(spelling);
}

/**
 * The target as a local path (path, query and fragment, resolved as a browser would), or null
 * when it is not one: `//host`, `/\host`, schemes (`javascript:`, `https:`), control characters,
 * dot segments that resolve to `//host`, and every percent-encoded spelling of those are refused.
 * The result is stable: passing it in again returns it unchanged.
 * @example safeRedirectPath('/konto/zamowienia?strona=2') // '/konto/zamowienia?strona=2'
 * @example safeRedirectPath('/konto/./dane') // '/konto/dane'
 * @example safeRedirectPath('/.//evil.example') // null
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null;
  if (!isLocalInEveryDecoding(target)) return null;
  const result = resolveLocally(target);
  if (result === null || result.length > MAX_LENGTH || !isLocalInEveryDecoding(result)) return null;
  return result;
}
