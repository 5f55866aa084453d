/**
 * The shop's one font file: Inter (variable, from the `inter-ui` package) cut down at build time
 * with `subset-font` (HarfBuzz) to what a Polish page draws: printable ASCII, the Polish letters,
 * the punctuation Polish typography uses, and every further Latin or punctuation character the
 * pulled content and the texts contain; the weight axis narrowed to the weights the design uses
 * (400–800) and the optical-size axis pinned to text size. Layout closure is off: glyphs reachable
 * only through OpenType substitutions (alternates, ligatures the shop never turns on) stay out;
 * kerning between the kept glyphs stays in. A character outside the file falls back, per
 * character, to the system font the page's stack names next.
 *
 * The file goes to site/.generated/ (not committed); site/src/app/fonts.ts loads it with
 * next/font/local, which preloads it and adds a size-adjusted fallback so the swap moves nothing.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const SOURCE_FONT = path.join(repoRoot, 'node_modules', 'inter-ui', 'variable', 'InterVariable.woff2');
export const SUBSET_FONT_PATH = path.join(repoRoot, 'site', '.generated', 'inter-pl.woff2');

/** Weights the stylesheets use (400 text … 800 display figures). */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
const POLISH_LETTERS = 'ĄąĆćĘęŁłŃńÓóŚśŹźŻż';
/** Dashes, Polish quotes, ellipsis, currency, multiplication, bullets, degree, copyright, superscripts, non-breaking space. */
const TYPOGRAPHY = '–—„”“’‘…€×·•›‹«»°©®™²³±−\u00a0';

/** Latin letters, Latin-1 symbols and general punctuation: what Inter draws and a Polish page may hold. */
const KEPT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

function isKept(codePoint: number): boolean {
  return KEPT_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high);
}

/**
 * The characters the font must draw: the fixed Polish set plus the kept characters of `texts`,
 * sorted and each once.
 * @example fontCharacters(['Żółć – 5 €', '中']) // includes 'Ż', 'ó', 'ł', 'ć', '–', '€'; not '中'
 */
export function fontCharacters(texts: Iterable<string>): string {
  const characters = new Set<string>([...PRINTABLE_ASCII, ...POLISH_LETTERS, ...TYPOGRAPHY]);
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0);
      if (codePoint !== undefined && isKept(codePoint)) characters.add(character);
    }
  }
  return [...characters].sort().join('');
}

/** The pulled content (JSON) and the site's texts, as strings to read characters from. */
async function siteTexts(contentDir: string): Promise<string[]> {
  const files = (await readdir(contentDir)).filter((name) => name.endsWith('.json')).map((name) => path.join(contentDir, name));
  files.push(path.join(repoRoot, 'site', 'src', 'lib', 'i18n', 'pl.ts'));
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

/** Writes the subset font for this content; answers its size in bytes and how many characters it draws. */
export async function buildSubsetFont(contentDir: string): Promise<{ bytes: number; characters: number }> {
  const characters = fontCharacters(await siteTexts(contentDir));
  const font = await subsetFont(await readFile(SOURCE_FONT), characters, {
    targetFormat: 'woff2',
    noLayoutClosure: true,
    variationAxes: { wght: FONT_WEIGHTS, opsz: 14 },
  });
  await mkdir(path.dirname(SUBSET_FONT_PATH), { recursive: true });
  await writeFile(SUBSET_FONT_PATH, font);
  return { bytes: font.length, characters: [...characters].length };
}
