/**
 * The nine hazard pictograms of CLP (Regulation (EC) No 1272/2008, annex V), by their GHS code.
 * Each name says what the pictogram warns of (the hazard classes annex V, part 2, gives it), as a
 * pictogram's `alt` says it: "GHS05: substancja żrąca"; `GHS_SYMBOL_NAMES` are annex V's own
 * names of the symbols. Pure: the site, the worker's mails and the admin API's validation read it.
 */

export const GHS_PICTOGRAMS = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'] as const;
export type GhsPictogram = (typeof GHS_PICTOGRAMS)[number];

/** What each pictogram stands for (annex V, part 2), as its `alt` and the legend under it say it. */
export const GHS_PICTOGRAM_NAMES: Readonly<Record<GhsPictogram, string>> = {
  GHS01: 'materiał wybuchowy',
  GHS02: 'materiał łatwopalny',
  GHS03: 'materiał utleniający',
  GHS04: 'gaz pod ciśnieniem',
  GHS05: 'substancja żrąca',
  GHS06: 'toksyczność ostra',
  GHS07: 'działanie drażniące, szkodliwe',
  GHS08: 'zagrożenie dla zdrowia',
  GHS09: 'zagrożenie dla środowiska',
};

/** Annex V's names of the symbols in the Polish text of the regulation. */
export const GHS_SYMBOL_NAMES: Readonly<Record<GhsPictogram, string>> = {
  GHS01: 'bomba wybuchająca',
  GHS02: 'płomień',
  GHS03: 'płomień nad okręgiem',
  GHS04: 'butla gazowa',
  GHS05: 'korozja',
  GHS06: 'czaszka i skrzyżowane piszczele',
  GHS07: 'wykrzyknik',
  GHS08: 'zagrożenie dla zdrowia',
  GHS09: 'środowisko',
};

export function isGhsPictogram(code: string): code is GhsPictogram {
  return (GHS_PICTOGRAMS as readonly string[]).includes(code);
}

/** The pictogram's text alternative. @example pictogramAlt('GHS05') // 'GHS05: substancja żrąca' */
export function pictogramAlt(code: GhsPictogram): string {
  return `${code}: ${GHS_PICTOGRAM_NAMES[code]}`;
}

/** The pictogram's picture in the export (site/public/ghs/): an SVG for pages, a PNG for mails. */
export function pictogramSrc(code: GhsPictogram, format: 'svg' | 'png' = 'svg'): string {
  return `/ghs/${code}.${format}`;
}

/** The two signal words of CLP art. 20. */
export const SIGNAL_WORDS = ['Niebezpieczeństwo', 'Uwaga'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];
