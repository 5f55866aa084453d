/**
 * Text that bends string handling (issue 29, finding 4): letters outside the Basic Multilingual
 * Plane (two UTF-16 units each) placed where code cuts text, runs of combining marks, lone
 * surrogates, joiners and letters whose case or compatibility forms change length. A cut made in
 * UTF-16 units, a regex without the `u` flag or a normalisation that grows a string meets them
 * here. Used by the unit tests of text code and by the contract fuzz test for every string.
 */
import fc from 'fast-check';

/** Pieces that are more (or less) than they look. */
export const AWKWARD_PIECES: readonly string[] = [
  '\u{20000}', // CJK letter, astral: a letter of two units
  '\u{1D49C}', // 𝒜, mathematical script letter, astral
  '\u{1F9FC}', // 🧼, astral, not a letter
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', // a family: astral letters joined by ZWJ
  'e\u0301',
  '\u0301\u0301\u0301',
  'ą\u0328',
  '\uD800', // lone high surrogate
  '\uDC00', // lone low surrogate
  '\uDBFF\uD800', // two highs
  '\u200D',
  '\uFEFF',
  '\u202E',
  'ﬁ', // NFKD: two letters
  'İ', // lowercases to two code points
  'ß',
  'Ł',
];

/** Where code tends to cut: around powers of two and round numbers. */
const CUT_POINTS = [0, 1, 7, 8, 15, 16, 31, 32, 49, 50, 63, 64, 99, 100, 127, 128, 199, 200, 254, 255, 256];

/**
 * A text of at most `maxLength` code points (default 300) with an awkward piece at a cut point:
 * `x` repeated up to just before the cut, the piece, then a few more pieces or letters.
 * @example fc.sample(awkwardText({ maxLength: 70 }), 1) // ['xxxx…x\u{20000}']
 */
export function awkwardText({ maxLength = 300, minLength = 0 }: { maxLength?: number; minLength?: number } = {}): fc.Arbitrary<string> {
  const cuts = CUT_POINTS.filter((cut) => cut <= maxLength);
  const tail = fc.array(fc.oneof(fc.constantFrom(...AWKWARD_PIECES), fc.constantFrom('a', 'ż', ' ', '-', '1')), { maxLength: 4 });
  return fc
    .tuple(
      fc.oneof({ arbitrary: fc.constantFrom(...cuts), weight: 4 }, { arbitrary: fc.integer({ min: 0, max: maxLength }), weight: 1 }),
      fc.constantFrom(...AWKWARD_PIECES),
      tail,
    )
    .map(([cut, piece, rest]) => `${'x'.repeat(Math.max(0, cut - 1))}${piece}${rest.join('')}`)
    .map((text) => {
      const points = [...text];
      const cut = points.length > maxLength ? points.slice(0, maxLength) : points;
      return cut.join('') + 'y'.repeat(Math.max(0, minLength - cut.length));
    });
}
