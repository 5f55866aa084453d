/**
 * Page scripts never see a token (the edge keeps both in httpOnly cookies), yet the header must
 * know whether to offer "Zaloguj się" or "Moje konto" without asking the API on every page. The
 * edge sets this readable cookie beside the tokens, for as long as the refresh token lives, and
 * deletes it with them: a hint for the interface, never a credential.
 */
import { readCookie } from './cookies.ts';

export const SESSION_HINT_COOKIE = 'auth.logged_in';

/** Whether the browser holds a login, by the hint cookie. */
export function hasSessionHint(cookieHeader: string): boolean {
  return readCookie(cookieHeader, SESSION_HINT_COOKIE) === '1';
}
