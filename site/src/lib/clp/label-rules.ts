/**
 * What the hazard statements of a label ask of its pictograms and signal word (CLP, Regulation
 * (EC) 1272/2008): each hazard category of annex I names its pictogram and signal word, and the
 * statement code names the category (for the codes below, unambiguously). A label then shows:
 * - every pictogram its statements call for (art. 19), less the ones art. 26 ust. 1 says give way
 *   to a stronger one: GHS07 never beside GHS06 (lit. b); GHS07 for skin or eye irritation never
 *   beside GHS05 (lit. c); GHS07 for skin sensitisation or irritation never beside GHS08 for
 *   respiratory sensitisation (lit. d);
 * - one signal word (art. 20): "Niebezpieczeństwo" if any statement calls for it, else "Uwaga" if
 *   any calls for a signal word, else none.
 * Codes whose category is not fixed by the code (e.g. H228: category 1 "Niebezpieczeństwo",
 * category 2 "Uwaga") ask for a pictogram and for some signal word, not for which one. EUH
 * statements (annex II) ask for nothing; with a code the table does not know, a label may show
 * more than the known codes ask. Pure: the admin API's validation
 * (worker/src/api/products/hazard-schemas.ts) and its tests read it.
 */
import type { GhsPictogram, SignalWord } from './pictograms.ts';

interface LabelElements {
  pictograms: readonly GhsPictogram[];
  /** `'any'`: a signal word, the category (not the code) says which. */
  signalWord: SignalWord | 'any' | null;
}

const DANGER = 'Niebezpieczeństwo';
const WARNING = 'Uwaga';
const el = (pictograms: GhsPictogram | readonly GhsPictogram[] | null, signalWord: LabelElements['signalWord']): LabelElements => ({
  pictograms: pictograms === null ? [] : typeof pictograms === 'string' ? [pictograms] : pictograms,
  signalWord,
});

/** Annex I's label elements per hazard statement (tables 2.1.2 to 4.2.1), by code. */
const BY_CODE: Readonly<Record<string, LabelElements>> = {
  H200: el('GHS01', DANGER),
  H201: el('GHS01', DANGER),
  H202: el('GHS01', DANGER),
  H203: el('GHS01', DANGER),
  H204: el('GHS01', WARNING),
  H220: el('GHS02', DANGER),
  H221: el(null, WARNING),
  H222: el('GHS02', DANGER),
  H223: el('GHS02', WARNING),
  H224: el('GHS02', DANGER),
  H225: el('GHS02', DANGER),
  H226: el('GHS02', WARNING),
  H228: el('GHS02', 'any'),
  H229: el(null, 'any'),
  H230: el(null, null),
  H231: el(null, null),
  H232: el(null, null),
  H240: el('GHS01', DANGER),
  H241: el(['GHS01', 'GHS02'], DANGER),
  H242: el('GHS02', 'any'),
  H250: el('GHS02', DANGER),
  H251: el('GHS02', DANGER),
  H252: el('GHS02', WARNING),
  H260: el('GHS02', DANGER),
  H261: el('GHS02', 'any'),
  H270: el('GHS03', DANGER),
  H271: el('GHS03', DANGER),
  H272: el('GHS03', 'any'),
  H280: el('GHS04', WARNING),
  H281: el('GHS04', WARNING),
  H290: el('GHS05', WARNING),
  H300: el('GHS06', DANGER),
  H301: el('GHS06', DANGER),
  H302: el('GHS07', WARNING),
  H304: el('GHS08', DANGER),
  H310: el('GHS06', DANGER),
  H311: el('GHS06', DANGER),
  H312: el('GHS07', WARNING),
  H314: el('GHS05', DANGER),
  H315: el('GHS07', WARNING),
  H317: el('GHS07', WARNING),
  H318: el('GHS05', DANGER),
  H319: el('GHS07', WARNING),
  H330: el('GHS06', DANGER),
  H331: el('GHS06', DANGER),
  H332: el('GHS07', WARNING),
  H334: el('GHS08', DANGER),
  H335: el('GHS07', WARNING),
  H336: el('GHS07', WARNING),
  H340: el('GHS08', DANGER),
  H341: el('GHS08', WARNING),
  H350: el('GHS08', DANGER),
  H350i: el('GHS08', DANGER),
  H351: el('GHS08', WARNING),
  H370: el('GHS08', DANGER),
  H371: el('GHS08', WARNING),
  H372: el('GHS08', DANGER),
  H373: el('GHS08', WARNING),
  H400: el('GHS09', WARNING),
  H410: el('GHS09', WARNING),
  H411: el('GHS09', null),
  H412: el(null, null),
  H413: el(null, null),
  H362: el(null, null),
  H420: el('GHS07', WARNING),
};

/** The label elements a code asks for, with the reproductive toxicity variants (H360FD, H361fd …) read as their base code. */
function elementsOf(code: string): LabelElements | undefined {
  if (Object.hasOwn(BY_CODE, code)) return BY_CODE[code];
  // Supplemental statements (annex II) call for no pictogram and no signal word.
  if (code.startsWith('EUH')) return el(null, null);
  if (/^H360[FDfd]+$/.test(code)) return el('GHS08', DANGER);
  if (/^H361[fd]+$/.test(code)) return el('GHS08', WARNING);
  return undefined;
}

/** The single codes of a list that may hold combined statements ('H300+H310' → H300, H310). */
function singleCodes(codes: readonly string[]): string[] {
  return codes.flatMap((code) => code.split('+'));
}

/** GHS07 stands for these alone when art. 26 ust. 1 lit. c and d may take it away. */
const IRRITATION = new Set(['H315', 'H319']);
const IRRITATION_OR_SKIN_SENSITISATION = new Set(['H315', 'H319', 'H317']);

/** The pictograms the statements call for, after art. 26's precedence, in code order. */
export function requiredPictograms(hazardStatements: readonly string[]): GhsPictogram[] {
  const codes = singleCodes(hazardStatements);
  const called = new Map<GhsPictogram, string[]>();
  for (const code of codes)
    for (const pictogram of elementsOf(code)?.pictograms ?? []) called.set(pictogram, [...(called.get(pictogram) ?? []), code]);
  const ghs07Codes = called.get('GHS07') ?? [];
  const ghs07GivesWay =
    called.has('GHS06') ||
    (called.has('GHS05') && ghs07Codes.every((code) => IRRITATION.has(code))) ||
    (codes.includes('H334') && ghs07Codes.every((code) => IRRITATION_OR_SKIN_SENSITISATION.has(code)));
  if (ghs07GivesWay) called.delete('GHS07');
  return [...called.keys()].sort();
}

/** The signal word art. 20 asks for: 'any' when only the category can tell which. */
export function requiredSignalWord(hazardStatements: readonly string[]): SignalWord | 'any' | null {
  const words = singleCodes(hazardStatements).map((code) => elementsOf(code)?.signalWord ?? null);
  if (words.includes(DANGER)) return DANGER;
  if (words.includes(WARNING)) return WARNING;
  return words.includes('any') ? 'any' : null;
}

export interface LabelProblem {
  field: 'pictograms' | 'signalWord';
  message: string;
}

/** What is wrong with a label's pictograms and signal word for its hazard statements (empty: nothing). */
export function labelProblems(label: {
  pictograms: readonly GhsPictogram[];
  signalWord: SignalWord | null;
  hazardStatements: readonly string[];
}): LabelProblem[] {
  const problems: LabelProblem[] = [];
  const required = requiredPictograms(label.hazardStatements);
  const missing = required.filter((pictogram) => !label.pictograms.includes(pictogram));
  if (missing.length > 0)
    problems.push({ field: 'pictograms', message: `Zwroty H wymagają piktogramów: ${missing.join(', ')} (CLP art. 19 i załącznik I).` });
  const known = singleCodes(label.hazardStatements).every((code) => elementsOf(code) !== undefined);
  const extra = label.pictograms.filter((pictogram) => !required.includes(pictogram));
  // A code the table does not know may call for any pictogram; otherwise every pictogram needs a statement.
  if (known && extra.length > 0)
    problems.push({
      field: 'pictograms',
      message: `Piktogramy ${extra.join(', ')} nie wynikają z podanych zwrotów H albo ustępują innym (CLP art. 26 ust. 1).`,
    });
  const signalWord = requiredSignalWord(label.hazardStatements);
  // With a code the table does not know, the word may be stronger than the known codes ask.
  const atLeast = signalWord === null || (signalWord === DANGER ? label.signalWord === DANGER : label.signalWord !== null);
  const exact = signalWord === 'any' ? label.signalWord !== null : label.signalWord === signalWord;
  if (!(known ? exact : atLeast))
    problems.push({
      field: 'signalWord',
      message:
        signalWord === null
          ? 'Podane zwroty H nie wymagają hasła ostrzegawczego: usuń je (CLP art. 20).'
          : signalWord === 'any'
            ? 'Podane zwroty H wymagają hasła ostrzegawczego (CLP art. 20).'
            : `Podane zwroty H wymagają hasła „${signalWord}” (CLP art. 20 ust. 3).`,
    });
  return problems;
}
