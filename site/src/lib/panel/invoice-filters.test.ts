/**
 * How the invoice list reads its search box (issue 31): what each kind of text is taken for, and
 * the letter case folded the way migration 0020 folds buyers' names.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { invoiceListQuerySchema, invoiceSearchOf } from './invoice-filters.ts';

describe('invoiceSearchOf', () => {
  it.each([
    ['FV/2026/11/7', { kind: 'invoiceNumber', value: 'FV/2026/11/7', whole: true }],
    ['fk/2026/3/007', { kind: 'invoiceNumber', value: 'FK/2026/03/7', whole: true }],
    ['Fv/2026/1', { kind: 'invoiceNumber', value: 'FV/2026/1', whole: false }],
    ['7', { kind: 'invoiceEnding', value: '7' }],
    ['0012', { kind: 'invoiceEnding', value: '12' }],
    ['11/07', { kind: 'invoiceEnding', value: '11/7' }],
    ['zam/2026/0001', { kind: 'orderNumber', value: 'ZAM/2026/0001' }],
    ['526-025-02-74', { kind: 'nip', value: '5260250274' }],
    ['PL 526 025 02 74', { kind: 'nip', value: '5260250274' }],
    ['pl5260250274', { kind: 'nip', value: '5260250274' }],
    ['ŁUKASZ Żak', { kind: 'name', value: 'łukasz żak' }],
    ['Plastik', { kind: 'name', value: 'plastik' }],
  ])('%s', (text, search) => {
    expect(invoiceSearchOf(text)).toEqual(search);
  });

  test.prop([fc.stringMatching(/^\d{10}$/), fc.constantFrom('', 'PL', 'pl ', 'PL-'), fc.constantFrom('', ' ', '-')])(
    'ten digits, whatever the separators and prefix, are a NIP',
    (digits, prefix, separator) => {
      const typed = `${prefix}${digits.slice(0, 3)}${separator}${digits.slice(3, 6)}${separator}${digits.slice(6, 8)}${separator}${digits.slice(8)}`;
      expect(invoiceSearchOf(typed)).toEqual({ kind: 'nip', value: digits });
    },
  );
});

describe('invoiceListQuerySchema', () => {
  it('takes one day as both ends, and refuses a beginning after the end', () => {
    expect(invoiceListQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(invoiceListQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
  });
});
