/**
 * The most common passwords are refused when a password is chosen (issue 14). The list is
 * Mozilla's `fxa-common-password-list` (the one Firefox Accounts used): the 50,000 most frequent
 * passwords of 8 or more characters from the "10 million passwords" corpus, about 240 KB in the
 * Worker only (never in a page bundle). It has not changed since 2019, and common passwords barely
 * do; it already holds Polish favourites such as zaq12wsx, polska123 or kochamcie. What it lacks
 * of the Polish ones seen in leaks is added below. The check ignores letter case: `Polska123` is
 * as guessable as `polska123`.
 */
import commonPasswordList from 'fxa-common-password-list';

/** Polish passwords of 8+ characters frequent in leaks but absent from the list above. */
const POLISH_COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'haslo123',
  'haslo1234',
  'hasło123',
  'haslohaslo',
  'mojehaslo',
  'tajnehaslo',
  'polska1234',
  'polska2024',
  'polska2025',
  'polska2026',
  'kochamcie1',
  'kochamcie123',
  'zaq1@wsx',
  'zaq1@wsx3edc',
  'qwerty123456',
  'misiaczek1',
  'skarbie123',
  'mateusz123',
  'agnieszka1',
  'sklep123',
  'merida123',
]);

/** Whether a password is on the list of the most common ones (in any letter case). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return POLISH_COMMON_PASSWORDS.has(lower) || commonPasswordList.test(password) || commonPasswordList.test(lower);
}
