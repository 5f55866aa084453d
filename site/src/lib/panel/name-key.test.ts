import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKeyOf } from './name-key.ts';

const polishName = fc
  .array(fc.constantFrom(...'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ -'), { minLength: 1, maxLength: 20 })
  .map((chars) => chars.join(''));

describe('a name as the search compares it', () => {
  it('is the same however its letters are cased, Polish ones included', () => {
    fc.assert(
      fc.property(polishName, (name) => {
        expect(nameKeyOf(name.toUpperCase())).toBe(nameKeyOf(name.toLowerCase()));
        expect(nameKeyOf(name)).toBe(name.toLocaleLowerCase('pl'));
      }),
    );
  });

  it('leaves what is not a letter as it is', () => {
    expect(nameKeyOf('ŻÓŁTOWSKA-Ź 2')).toBe('żółtowska-ź 2');
    // Capitals SQLite's lower() does not fold and the key columns do not either.
    expect(nameKeyOf('ÜBER Ñandú')).toBe('Über Ñandú');
  });
});
