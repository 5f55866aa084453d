/**
 * What the thanks page may say about the sign-up just made in this tab: the address it went to.
 * Kept in sessionStorage (this tab only, gone when it closes), never in the URL.
 */
const KEY = 'newsletter-sign-up';

export function rememberSignUp(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage off (private mode): the thanks page then speaks without the address.
  }
}

export function recallSignUp(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
