/**
 * What the "check your mailbox" page may say about the registration just sent in this tab: the
 * address it went to. Kept in sessionStorage (this tab only, gone when it closes), never in the URL.
 */
const KEY = 'registration-email';

export function rememberRegistration(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage off (private mode): the page then speaks without the address.
  }
}

export function recallRegistration(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
