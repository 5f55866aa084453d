/**
 * What a shopper types to find InPost parcel lockers at checkout (issue 36 item 5): a postcode,
 * with or without its hyphen, or a town's name. One rule for the checkout's search field and the
 * API's query (worker/src/api/parcel-lockers/): a text with a digit is meant as a postcode and
 * must be one; any other is a place name of letters, spaces, hyphens, apostrophes and dots.
 * Plain zod, no runtime imports, so the checkout's bundle can load it.
 */
import { z } from 'zod';

/** The longest text the search takes (Polish place names stay far below it). */
export const LOCKER_SEARCH_MAX_LENGTH = 60;
/** How far from a postcode the search looks for lockers, in kilometres (the API's adapter asks InPost so). */
export const LOCKER_SEARCH_RADIUS_KM = 20;

/** Where a search looks: around a postcode (`NN-NNN`) or in a town (as InPost spells it). */
export type LockerSearch = { postcode: string } | { city: string };

const TYPED_POSTCODE = /^(\d{2})-?(\d{3})$/;
/** Latin letters with the Polish (and other Latin-1 and Latin Extended-A) ones, spaces and name punctuation. */
const PLACE_NAME = /^[A-Za-zÀ-ÖØ-öø-ž .'’-]+$/;
const LETTER = /[A-Za-zÀ-ÖØ-öø-ž]/g;
/** Words a Polish place name keeps in lowercase after its first: Nowe Miasto nad Pilicą, Kazimierz nad Wisłą. */
const LOWERCASE_WORDS = new Set(['nad', 'pod', 'na', 'w', 'z', 'i', 'koło']);

/**
 * The pattern the API's document states for the query: a postcode or a run of a name's
 * characters. The exact rule (at least two letters, the messages) is `lockerSearchOf`.
 */
export const LOCKER_SEARCH_PATTERN = `^(?:\\d{2}-?\\d{3}|[A-Za-zÀ-ÖØ-öø-ž .'’-]{2,${LOCKER_SEARCH_MAX_LENGTH}})$`;

/**
 * A town's name as InPost's points API matches it: each word capitalised, hyphenated parts too,
 * the joining words of longer names in lowercase, single spaces.
 * @example cityForSearch('  bielsko-BIAŁA ') // 'Bielsko-Biała'
 * @example cityForSearch('nowe miasto nad pilicą') // 'Nowe Miasto nad Pilicą'
 */
export function cityForSearch(text: string): string {
  const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('pl') + word.slice(1);
  return text
    .trim()
    .toLocaleLowerCase('pl')
    .split(/\s+/)
    .map((word, index) => (index > 0 && LOWERCASE_WORDS.has(word) ? word : word.split('-').map(capitalise).join('-')))
    .join(' ');
}

/**
 * Where the typed text asks to look, or the Polish message saying what is wrong with it.
 * @example lockerSearchOf('31042') // { postcode: '31-042' }
 * @example lockerSearchOf('kraków') // { city: 'Kraków' }
 * @example lockerSearchOf('31-04') // { error: 'Kod pocztowy ma postać 00-000, np. 31-042.' }
 */
export function lockerSearchOf(typed: string): LockerSearch | { error: string } {
  const text = typed.trim();
  if (text === '') return { error: 'Wpisz kod pocztowy albo miejscowość.' };
  if (text.length > LOCKER_SEARCH_MAX_LENGTH) {
    return { error: `Wpisz najwyżej ${LOCKER_SEARCH_MAX_LENGTH} znaków: kod pocztowy albo nazwę miejscowości.` };
  }
  if (/\d/.test(text)) {
    const postcode = TYPED_POSTCODE.exec(text);
    return postcode ? { postcode: `${postcode[1]}-${postcode[2]}` } : { error: 'Kod pocztowy ma postać 00-000, np. 31-042.' };
  }
  if (!PLACE_NAME.test(text) || (text.match(LETTER)?.length ?? 0) < 2) {
    return { error: 'Nazwa miejscowości może zawierać tylko litery, spacje i myślniki, np. Bielsko-Biała.' };
  }
  return { city: cityForSearch(text) };
}

/**
 * A locker's distance as the checkout shows it: metres below a kilometre, else kilometres to one decimal.
 * @example formatLockerDistance(617) // '617 m'
 * @example formatLockerDistance(1218) // '1,2 km'
 */
export function formatLockerDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} km`;
}

/** The search field as the API reads it: the typed text, turned into where to look, or one Polish message. */
export const lockerSearchField = z
  .string({ error: 'Wpisz kod pocztowy albo miejscowość.' })
  .transform((typed, context): LockerSearch => {
    const search = lockerSearchOf(typed);
    if ('error' in search) {
      context.addIssue({ code: 'custom', message: search.error });
      return z.NEVER;
    }
    return search;
  })
  .describe('Kod pocztowy (00-000 albo 00000) lub nazwa miejscowości.');
