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
  const header = [
    'slug',
    'number',
    'name',
    'ean',
    'price_net',
    'vat',
    'stock',
    'main_category',
    'cover_image',
    'producer',
    'description',
    'manufacturer_name',
    'manufacturer_address',
    'manufacturer_email',
  ];
  const row = [
    'mydlo-5-l',
    'MY-1',
    'Mydło 5 l',
    '5901234123457',
    '49,99',
    '23%',
    '4',
    'mydla',
    'products/m.svg',
    'Merida',
    'Opis',
    'Merida Sp. z o.o.',
    'ul. Legnicka 55, 54-203 Wrocław, Polska',
    'bezpieczenstwo@merida.example',
  ];

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
      ['coverImage', 'description', 'eanCode', 'mainCategorySlug', 'name', 'nettoPrice', 'number', 'producer', 'safety', 'stock', 'vatRate'].sort(),
    );
    expect(rows[0]?.create?.safety).toEqual({
      manufacturer: { name: 'Merida Sp. z o.o.', address: 'ul. Legnicka 55, 54-203 Wrocław, Polska', email: 'bezpieczenstwo@merida.example' },
      responsiblePerson: null,
      warnings: [],
    });
  });

  it('makes the whole CLP classification from its columns: none, not classified, or the label', () => {
    const columns = ['slug', 'clp_classified', 'ghs_pictograms', 'signal_word', 'h_statements', 'p_statements', 'nominal_quantity', 'ufi'] as const;
    const read = readHeader({ line: 1, fields: [...columns] });
    if ('error' in read) throw new Error(read.error);
    const { rows, problems } = readProductRows(read.columns, [
      { line: 2, fields: ['a', '', '', '', '', '', '', ''] },
      { line: 3, fields: ['b', 'nie', '', '', '', '', '', ''] },
      { line: 4, fields: ['c', 'tak', 'ghs05', 'Niebezpieczeństwo', 'H290|H314', 'P280|P301+P330+P331', '5 l', 'gmtt2sqn6fdd6tv1'] },
      { line: 5, fields: ['d', 'tak', 'GHS05', 'Uwaga', 'H314', '', '5 l', ''] },
      { line: 6, fields: ['e', 'może', '', '', '', '', '', ''] },
    ]);
    expect(rows.map((row) => row.fields.hazard)).toEqual([
      null,
      { classified: false, supplementalInformation: '' },
      {
        classified: true,
        pictograms: ['GHS05'],
        signalWord: 'Niebezpieczeństwo',
        hazardStatements: ['H290', 'H314'],
        precautionaryStatements: ['P280', 'P301+P330+P331'],
        substances: [],
        supplementalInformation: '',
        ufi: 'GMTT-2SQN-6FDD-6TV1',
        nominalQuantity: '5 l',
      },
    ]);
    expect(problems.map((problem) => [problem.line, Object.keys(problem.fields ?? {}).some((field) => field.startsWith('hazard'))])).toEqual([
      [5, true],
      [6, true],
    ]);
  });

  it('compares lists the shop keeps sorted as sets', () => {
    expect(changedFields({ flags: ['new', 'eco'], name: 'A' }, { flags: ['eco', 'new'], name: 'A' })).toEqual({});
    expect(changedFields({ nettoPrice: 100 }, { nettoPrice: 101 })).toEqual({ nettoPrice: 100 });
  });
});
