import { describe, expect, it } from 'vitest';
import { quantityNoteOf } from './use-quantity-field.ts';

describe('quantityNoteOf (issue 36 item 2)', () => {
  it.each([
    ['min', 1, 'szt.', 'Najmniejsza ilość to 1 szt.'],
    ['max', 9999, 'szt.', 'Największa ilość to 9999 szt.'],
    ['max', 9999, 'rolka', 'Największa ilość to 9999 rolek.'],
    ['whole', 2, 'szt.', 'Ilość musi być liczbą całkowitą: zaokrąglono w dół do 2 szt.'],
    ['number', 1, 'szt.', 'Ilość musi być liczbą całkowitą od 1 do 9999.'],
  ] as const)('%s → %j', (correction, quantity, unit, text) => {
    expect(quantityNoteOf(correction, quantity, unit)).toBe(text);
  });
});
