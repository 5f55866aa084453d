import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fontCharacters } from './font-subset.ts';

describe('the characters of the font', () => {
  it('hold printable ASCII, every Polish letter and Polish typography, each once', () => {
    const characters = fontCharacters([]);
    for (const character of 'AZaz09 !~ĄąĆćĘęŁłŃńÓóŚśŹźŻż–—„”…€×') expect(characters).toContain(character);
    expect(new Set(characters).size).toBe([...characters].length);
  });

  it("add the content's Latin letters and punctuation, and nothing of other scripts or emoji", () => {
    const characters = fontCharacters(['Ärger – Öl für Straße ‰', '中文 🧼 Ωμέγα']);
    for (const character of 'ÄÖüß‰') expect(characters).toContain(character);
    for (const character of ['中', '🧼', 'Ω', 'μ']) expect(characters).not.toContain(character);
  });

  test.prop([fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 10 })])(
    'stay within the ranges Inter draws, however odd the content',
    (texts) => {
      for (const character of fontCharacters(texts)) {
        const codePoint = character.codePointAt(0) ?? 0;
        const kept =
          (codePoint >= 0x20 && codePoint <= 0x24f) ||
          (codePoint >= 0x2000 && codePoint <= 0x206f) ||
          codePoint === 0x20ac ||
          codePoint === 0x2122 ||
          codePoint === 0x2212;
        expect(kept, character).toBe(true);
      }
    },
  );
});
