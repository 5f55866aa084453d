/**
 * Spec §5: a redirect target after login is kept only when it is a safe local path. Used by the
 * worker (it strips an unsafe `redirect` from guest routes and builds the guard's login link) and
 * by the login page before it navigates.
 */

/** The longest redirect target kept, in characters. */
const MAX_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'http://local.invalid';

/** One step of percent-decoding; null when the text holds a malformed escape. */
function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Whether one spelling of a target could lead off the site or run script. */
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

/**
 * The target as a local path (path, query and fragment), or null when it is not one: `//host`,
 * `/\host`, schemes (`javascript:`, `https:`), control characters, and every percent-encoded
 * spelling of those are refused.
 * @example safeRedirectPath('/konto/zamowienia?strona=2') // '/konto/zamowienia?strona=2'
 * @example safeRedirectPath('/%2F%2Fevil.example') // null
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null;
  // Every decoding of the target must be safe too: a later reader may decode it again.
  let spelling: string | null = target;
  for (let depth = 0; depth < 4 && spelling !== null; depth++) {
    if (isUnsafeSpelling(spelling)) return null;
    const decoded = decodeOnce(spelling);
    if (decoded === spelling) break;
    spelling = decoded;
  }
  if (spelling === null) return null;
  const resolved = new URL(target, PLACEHOLDER_ORIGIN);
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
