import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { changedFields, readHeader, readProductRows, zlotyToGrosze } from './product-rows.ts';

describe('zlotyToGrosze', () => {
  test.prop([fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(',', '.')])(
    'reads złoty with a comma or a dot as exact grosze',
    (zloty, grosze, separator) => {
      expect(zlotyToGrosze(`${zloty}${separator}${String(grosze).padStart(2, '0')}`)).toBe(zloty * 100 + grosze);
    },
  );

  it.each([
    ['1 234,5', 123_450],
    ['49,99 zł', 4_999],
    ['7', 700],
    ['12,345', null],
    ['-1', null],
    ['1e3', null],
  ])('%s → %s', (text, expected) => {
    expect(zlotyToGrosze(text)).toBe(expected);
  });
});

describe('product rows', () => {
  const header = ['slug', 'number', 'name', 'ean', 'price_net', 'vat', 'stock', 'main_category', 'cover_image', 'producer', 'description'];
  const row = ['mydlo-5-l', 'MY-1', 'Mydło 5 l', '5901234123457', '49,99', '23%', '4', 'mydla', 'products/m.svg', 'Merida', 'Opis'];

  it('refuses a header with unknown or repeated columns, or without slug; names what a new product would need', () => {
    expect(readHeader({ line: 1, fields: [...header, 'colour'] })).toEqual({ error: expect.stringContaining('unknown columns: colour') });
    expect(readHeader({ line: 1, fields: [...header, 'name'] })).toEqual({ error: expect.stringContaining('repeated columns: name') });
    expect(readHeader({ line: 1, fields: header.slice(1) })).toEqual({ error: 'missing column: slug' });
    expect(readHeader({ line: 1, fields: ['slug'] })).toEqual({ error: expect.stringContaining('no column') });
    expect(readHeader({ line: 1, fields: ['Slug', 'price_net'] })).toMatchObject({
      columns: ['slug', 'price_net'],
      missing: expect.arrayContaining(['name', 'ean']),
    });
  });

  it('reads a price list (slug and price only) as updates that cannot create', () => {
    const { rows, problems } = readProductRows(
      ['slug', 'price_net'],
      [
        { line: 2, fields: ['mydlo-5-l', '45,00'] },
        { line: 3, fields: ['mydlo-1-l', 'dużo'] },
        { line: 4, fields: ['Zły slug', '1'] },
      ],
    );
    expect(rows).toMatchObject([{ line: 2, create: null, fields: { nettoPrice: 4_500 }, missingColumns: expect.arrayContaining(['name']) }]);
    expect(problems.map((problem) => [problem.line, Object.keys(problem.fields ?? {})])).toEqual([
      [3, ['nettoPrice']],
      [4, []],
    ]);
  });

  it('makes a whole product for a create and only the file’s columns for an update', () => {
    const read = readHeader({ line: 1, fields: header });
    if ('error' in read) throw new Error(read.error);
    const { rows, problems } = readProductRows(read.columns, [{ line: 2, fields: row }]);
    expect(problems).toEqual([]);
    expect(rows[0]?.create).toMatchObject({ slug: 'mydlo-5-l', nettoPrice: 4_999, vatRate: 23, published: true, flags: [], salesUnit: 'szt.' });
    expect(Object.keys(rows[0]?.fields ?? {}).sort()).toEqual(
      ['coverImage', 'description', 'eanCode', 'mainCategorySlug', 'name', 'nettoPrice', 'number', 'producer', 'stock', 'vatRate'].sort(),
    );
  });

  it('compares lists the shop keeps sorted as sets', () => {
    expect(changedFields({ flags: ['new', 'eco'], name: 'A' }, { flags: ['eco', 'new'], name: 'A' })).toEqual({});
    expect(changedFields({ nettoPrice: 100 }, { nettoPrice: 101 })).toEqual({ nettoPrice: 100 });
  });
});
