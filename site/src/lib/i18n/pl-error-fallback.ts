/**
 * Spec §8's fallback when not even the 500 page can be shown: a short message with a link home.
 * A module of its own, so the worker's last-resort page (worker/src/edge/error-page.ts) carries
 * these few texts and not the site's dictionary; the dictionary reads them from here too
 * (`Error.Fallback`).
 */
export const ERROR_FALLBACK_TEXTS = {
  Title: 'Błąd 500 - wewnętrzny błąd serwera',
  Heading: 'Wystąpił błąd',
  Message: 'Nie udało się wyświetlić strony. Spróbuj ponownie za chwilę.',
  Link: 'Wróć na stronę główną',
} as const;
