import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forbiddenClaims } from './claims.ts';

const CLAIMS = [
  'nietoksyczny',
  'Nietoksyczna',
  'nie-toksycznej',
  'nieszkodliwe',
  'NIESZKODLIWY',
  'niezanieczyszczający',
  'ekologiczna',
  'Ekologicznym',
  'EKO',
  'eco',
  'Bio',
  'przyjazny dla środowiska',
  'przyjazna środowisku',
  'przyjazne dla skóry',
  'bezpieczny dla zdrowia',
  'bezpieczna dla dzieci',
  'nie szkodzi',
  'nie zagraża',
];
const HARMLESS = [
  'Bezpieczny dla większości powierzchni zmywalnych',
  'Ulegające biodegradacji środki powierzchniowo czynne',
  'Ekonomiczne opakowanie 10 kg',
  'Biodegradowalny? Sprawdź kartę charakterystyki.',
  'Ecolab',
  'Skuteczny nawet przy bardzo twardej wodzie',
  'Nie pozostawia smug',
];

describe('the claims CLP art. 25 ust. 4 forbids for a hazardous product', () => {
  it('are found in any inflection and case, wherever they stand in a text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLAIMS),
        fc.constantFrom('', 'Formuła ', 'Środek jest '),
        fc.constantFrom('', '.', ', skuteczny.', '!'),
        (claim, before, after) => {
          expect(forbiddenClaims(`${before}${claim}${after}`)).toHaveLength(1);
        },
      ),
    );
  });

  it('are not found in the words a professional chemical is honestly described with', () => {
    for (const text of HARMLESS) expect(forbiddenClaims(text), text).toEqual([]);
  });
});
