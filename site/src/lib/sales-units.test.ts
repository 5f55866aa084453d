import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';
import { quantityText } from './sales-units.ts';

describe('quantityText', () => {
  it('declines the whole-noun units by the Polish plural rules (generated counts)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (count) => {
        expect(quantityText(count, 'rolka')).toBe(`${count} ${plural(count, { one: 'rolka', few: 'rolki', many: 'rolek' })}`);
        expect(quantityText(count, 'karton')).toBe(`${count} ${plural(count, { one: 'karton', few: 'kartony', many: 'kartonów' })}`);
      }),
    );
    expect([1, 3, 5, 22].map((count) => quantityText(count, 'rolka'))).toEqual(['1 rolka', '3 rolki', '5 rolek', '22 rolki']);
  });

  it('keeps any other unit as typed, Object’s own method names included', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('szt.', 'opak.', 'constructor', 'toString', '__proto__', 'hasOwnProperty')), (unit) => {
        fc.pre(unit !== 'rolka' && unit !== 'karton');
        expect(quantityText(7, unit)).toBe(`7 ${unit}`);
      }),
    );
  });
});
