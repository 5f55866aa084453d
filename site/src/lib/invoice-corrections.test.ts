import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctionTotals, type LineState, stateOf, takeBack, takeBackAll, takeBackProblem } from './invoice-corrections.ts';
import { documentTotals } from './vat-totals.ts';

const originalLines = fc
  .array(
    fc.record({
      vatRate: fc.constantFrom(23, 8, 5, 0),
      unitNet: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 9999 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((lines) => lines.map((line, index): LineState => ({ ...line, position: index + 1, net: line.quantity * line.unitNet })));

/** Up to four take-backs, each a share (0–1) of what is left of each line. */
const takeBackShares = fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }), { maxLength: 4 });

const byRate = (totals: { byRate: { vatRate: number; net: number; vat: number; gross: number }[] }) =>
  new Map(totals.byRate.map((rate) => [rate.vatRate, rate]));

describe('corrections by quantity', () => {
  it('add up with the original, per rate and to the grosz, to what the document rule gives what is left; a correction to zero leaves nothing', () => {
    fc.assert(
      fc.property(originalLines, takeBackShares, fc.boolean(), (original, rounds, cancelAtEnd) => {
        const sums = byRate(documentTotals(original));
        let state = original;
        const add = (lines: ReturnType<typeof takeBack>) => {
          const totals = correctionTotals(state, lines);
          expect(totals.gross).toBe(totals.net + totals.vat);
          for (const rate of totals.byRate) {
            const sum = sums.get(rate.vatRate) ?? { vatRate: rate.vatRate, net: 0, vat: 0, gross: 0 };
            sums.set(rate.vatRate, { ...sum, net: sum.net + rate.net, vat: sum.vat + rate.vat, gross: sum.gross + rate.gross });
          }
          state = stateOf(state, lines);
        };
        for (const shares of rounds) {
          const quantities = new Map(state.map((line, index) => [line.position, Math.floor(line.quantity * (shares[index] ?? 0))]));
          if (takeBackProblem(state, quantities)) continue;
          add(takeBack(state, quantities));
        }
        if (cancelAtEnd && state.some((line) => line.quantity > 0)) {
          // What the cancellation's SQL states: its lines' own totals, which must be the same.
          const lines = takeBackAll(state);
          expect(correctionTotals(state, lines)).toEqual(documentTotals(lines));
          add(lines);
          expect(state.every((line) => line.quantity === 0 && line.net === 0)).toBe(true);
        }
        const expected = byRate(documentTotals(state));
        for (const [vatRate, sum] of sums) {
          const rule = expected.get(vatRate) ?? { vatRate, net: 0, vat: 0, gross: 0 };
          expect({ vatRate, net: sum.net, vat: sum.vat, gross: sum.gross }).toEqual(rule);
        }
        for (const line of state) {
          expect(line.quantity).toBeGreaterThanOrEqual(0);
          if (line.quantity === 0) expect(line.net).toBe(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('states the VAT of a rate as after minus before, not as the VAT of the difference', () => {
    const state: LineState[] = [
      { position: 1, vatRate: 23, unitNet: 3, quantity: 1, net: 3 },
      { position: 2, vatRate: 23, unitNet: 3, quantity: 1, net: 3 },
    ];
    const lines = takeBack(state, new Map([[1, 1]]));
    expect(lines).toEqual([{ position: 1, vatRate: 23, unitNet: 3, before: { quantity: 1, net: 3 }, quantity: -1, net: -3 }]);
    // Before: VAT of 0,06 is 0,01; after: VAT of 0,03 is 0,01: nothing to correct in VAT, though the line's own VAT rounds to 0,01.
    expect(correctionTotals(state, lines)).toEqual({ byRate: [{ vatRate: 23, net: -3, vat: 0, gross: -3 }], net: -3, vat: 0, gross: -3 });
  });

  it('gives the last units what is left of the line', () => {
    const state: LineState[] = [{ position: 1, vatRate: 8, unitNet: 333, quantity: 3, net: 1000 }];
    const first = takeBack(state, new Map([[1, 2]]));
    expect(first[0]?.net).toBe(-666);
    const rest = takeBack(stateOf(state, first), new Map([[1, 1]]));
    expect(rest[0]?.net).toBe(-334);
  });

  it('refuses, in Polish, nothing chosen, more than is left and lines the invoice does not have', () => {
    const state: LineState[] = [{ position: 1, vatRate: 23, unitNet: 100, quantity: 2, net: 200 }];
    expect(takeBackProblem(state, new Map([[1, 0]]))).toBe('Wybierz co najmniej jedną pozycję i ilość do korekty.');
    expect(takeBackProblem(state, new Map([[1, 3]]))).toBe('W pozycji 1 zostało do skorygowania 2, a wpisano 3.');
    expect(takeBackProblem(state, new Map([[2, 1]]))).toBe('Faktura nie ma pozycji 2.');
    expect(() => takeBack(state, new Map([[1, 3]]))).toThrow(RangeError);
  });
});
