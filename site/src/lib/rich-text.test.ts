import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text.ts';

describe('parseRichText', () => {
  it('splits headings, lists and paragraphs', () => {
    expect(parseRichText('## Zalety\n\n- wydajny\n- biały\n\nPierwszy akapit\nciąg dalszy.\r\n\r\n<b>x</b>')).toEqual([
      { type: 'heading', text: 'Zalety' },
      { type: 'list', items: ['wydajny', 'biały'] },
      { type: 'paragraph', text: 'Pierwszy akapit ciąg dalszy.' },
      { type: 'paragraph', text: '<b>x</b>' },
    ]);
  });

  it('reads a block of numbered lines as steps, and a mixed block as a paragraph', () => {
    expect(parseRichText('1. Zmocz dłonie\n2. Nałóż mydło\n10.  Osusz dłonie')).toEqual([
      { type: 'numbered', items: ['Zmocz dłonie', 'Nałóż mydło', 'Osusz dłonie'] },
    ]);
    expect(parseRichText('1. Zmocz dłonie\nnałóż mydło')).toEqual([{ type: 'paragraph', text: '1. Zmocz dłonie nałóż mydło' }]);
  });

  it('returns nothing for blank text', () => {
    expect(parseRichText('  \n\n ')).toEqual([]);
  });

  it('reads a Markdown table: the header, then rows as wide as it', () => {
    expect(parseRichText('| Produkt | Cena |\n| --- | ---: |\n| Mydło | 12 zł |\n| Ręcznik \\| ZZ |')).toEqual([
      {
        type: 'table',
        header: ['Produkt', 'Cena'],
        rows: [
          ['Mydło', '12 zł'],
          ['Ręcznik | ZZ', ''],
        ],
      },
    ]);
    expect(parseRichText('| a |\n| b |')).toEqual([{ type: 'paragraph', text: '| a | | b |' }]);
  });
});
