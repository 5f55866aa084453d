import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelProblems, requiredPictograms, requiredSignalWord } from './label-rules.ts';
import { GHS_PICTOGRAMS, type GhsPictogram } from './pictograms.ts';

/** Codes whose category the code fixes, with annex I's pictogram and signal word. */
const KNOWN = [
  'H220',
  'H222',
  'H224',
  'H225',
  'H226',
  'H270',
  'H280',
  'H290',
  'H300',
  'H301',
  'H302',
  'H304',
  'H314',
  'H315',
  'H317',
  'H318',
  'H319',
];
const MORE = [
  'H330',
  'H332',
  'H334',
  'H335',
  'H336',
  'H340',
  'H350',
  'H351',
  'H360FD',
  'H361fd',
  'H370',
  'H373',
  'H400',
  'H410',
  'H411',
  'H412',
  'EUH031',
];
const codes = fc.uniqueArray(fc.constantFrom(...KNOWN, ...MORE), { minLength: 1, maxLength: 6 });

describe('the label elements the hazard statements call for (CLP art. 19, 20, 26)', () => {
  it('names the pictograms and signal word of the seeded mixtures', () => {
    expect(requiredPictograms(['H314', 'H400', 'EUH031'])).toEqual(['GHS05', 'GHS09']);
    expect(requiredSignalWord(['H314', 'H400', 'EUH031'])).toBe('Niebezpieczeństwo');
    expect(requiredPictograms(['H225', 'H319'])).toEqual(['GHS02', 'GHS07']);
    expect(requiredSignalWord(['H319'])).toBe('Uwaga');
    expect(requiredSignalWord(['H412'])).toBeNull();
    expect(requiredSignalWord(['H228'])).toBe('any');
  });

  it('lets GHS07 give way as art. 26 ust. 1 says: to GHS06; to GHS05 for irritation only; to GHS08 of H334 for sensitisation or irritation', () => {
    expect(requiredPictograms(['H301', 'H302'])).toEqual(['GHS06']);
    expect(requiredPictograms(['H314', 'H319'])).toEqual(['GHS05']);
    expect(requiredPictograms(['H314', 'H335'])).toEqual(['GHS05', 'GHS07']);
    expect(requiredPictograms(['H334', 'H317'])).toEqual(['GHS08']);
    expect(requiredPictograms(['H334', 'H336'])).toEqual(['GHS07', 'GHS08']);
  });

  it('reads combined statements as their parts', () => {
    expect(requiredPictograms(['H300+H310'])).toEqual(['GHS06']);
    expect(requiredSignalWord(['H300+H310+H330'])).toBe('Niebezpieczeństwo');
  });

  it('finds nothing wrong with the elements it calls for, for any set of statements', () => {
    fc.assert(
      fc.property(codes, (statements) => {
        const word = requiredSignalWord(statements);
        const label = {
          pictograms: requiredPictograms(statements),
          signalWord: word === 'any' ? 'Uwaga' : word,
          hazardStatements: statements,
        } as const;
        expect(labelProblems(label)).toEqual([]);
      }),
    );
  });

  it('finds every missing or extra pictogram and every wrong signal word, for any set of statements', () => {
    fc.assert(
      fc.property(codes, fc.constantFrom(...GHS_PICTOGRAMS), (statements, pictogram: GhsPictogram) => {
        const required = requiredPictograms(statements);
        const word = requiredSignalWord(statements);
        const signalWord = word === 'any' ? 'Uwaga' : word;
        const toggled = required.includes(pictogram) ? required.filter((code) => code !== pictogram) : [...required, pictogram];
        expect(labelProblems({ pictograms: toggled, signalWord, hazardStatements: statements }).map((problem) => problem.field)).toContain(
          'pictograms',
        );
        if (word === 'Niebezpieczeństwo' || word === 'Uwaga') {
          const other = word === 'Uwaga' ? 'Niebezpieczeństwo' : 'Uwaga';
          expect(labelProblems({ pictograms: required, signalWord: other, hazardStatements: statements }).map((problem) => problem.field)).toEqual([
            'signalWord',
          ]);
        }
      }),
    );
  });

  it('with a statement it does not know, asks only for what the known ones call for, and a signal word at least as strong', () => {
    expect(labelProblems({ pictograms: ['GHS05', 'GHS08'], signalWord: 'Niebezpieczeństwo', hazardStatements: ['H314', 'H206'] })).toEqual([]);
    expect(labelProblems({ pictograms: [], signalWord: 'Niebezpieczeństwo', hazardStatements: ['H314', 'H206'] })).toHaveLength(1);
    expect(labelProblems({ pictograms: ['GHS07'], signalWord: 'Niebezpieczeństwo', hazardStatements: ['H319', 'H206'] })).toEqual([]);
  });
});
