import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nipField } from './forms/fields.ts';
import { isValidNip, nipCheckDigit, normalizeNip } from './nip.ts';

const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });
/** A tax office's code as NIPs start with it: no leading 0, not x00. */
const isOfficeCode = (digits: string) => digits[0] !== '0' && digits.slice(1, 3) !== '00';
/** Every valid NIP: a tax office's code and six digits whose weighted sum does not leave 10, and their check digit. */
const validNip = nineDigits
  .filter((firstNine) => isOfficeCode(firstNine) && nipCheckDigit(firstNine) !== null)
  .map((firstNine) => `${firstNine}${nipCheckDigit(firstNine)}`);
/** FA(3)'s TNrNIP (ElementarneTypyDanych_v10-0E.xsd), as the schema writes it. */
const FA3_NIP = /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/;

describe('the NIP checksum', () => {
  it('accepts real numbers (the Ministry of Finance, a listed company) and refuses their neighbours', () => {
    for (const nip of ['5260250274', '7740001454']) expect(isValidNip(nip), nip).toBe(true);
    for (const nip of ['5260250275', '7740001455', '526025027', '52602502744', '526025027a', '']) expect(isValidNip(nip), nip).toBe(false);
  });

  it('has no check digit when the weighted sum leaves 10', () => {
    expect(nipCheckDigit('525000124')).toBeNull();
    for (let digit = 0; digit <= 9; digit++) expect(isValidNip(`525000124${digit}`)).toBe(false);
  });

  test.prop([validNip])('accepts every generated valid NIP, each one FA(3)’s pattern takes', (nip) => {
    expect(isValidNip(nip)).toBe(true);
    expect(nip).toMatch(FA3_NIP);
  });

  test.prop([nineDigits.filter((digits) => !isOfficeCode(digits) && nipCheckDigit(digits) !== null)])(
    'refuses a number with a right check digit but no tax office’s code (0…, x00…), which KSeF would refuse on an invoice',
    (firstNine) => {
      expect(isValidNip(`${firstNine}${nipCheckDigit(firstNine)}`)).toBe(false);
    },
  );

  test.prop([validNip, fc.nat({ max: 9 }), fc.integer({ min: 1, max: 9 })])('refuses every change of a single digit', (nip, position, shift) => {
    const changed = `${nip.slice(0, position)}${((nip.charCodeAt(position) - 48 + shift) % 10).toString()}${nip.slice(position + 1)}`;
    expect(changed).not.toBe(nip);
    expect(isValidNip(changed)).toBe(false);
  });
});

describe('NIP normalisation', () => {
  it('drops spaces, hyphens and a PL prefix in any case', () => {
    for (const written of ['526-025-02-74', '526 025 02 74', 'PL5260250274', 'pl 526-02-50-274', ' PL-5260250274 ']) {
      expect(normalizeNip(written), written).toBe('5260250274');
    }
  });

  it('leaves other letters for the check to refuse', () => {
    expect(normalizeNip('DE5260250274')).toBe('DE5260250274');
    expect(isValidNip(normalizeNip('DE5260250274'))).toBe(false);
  });
});

describe('the NIP field', () => {
  const messageOf = (value: unknown) => nipField.safeParse(value).error?.issues[0]?.message;

  it('gives the ten digits of what a person typed', () => {
    expect(nipField.parse(' PL 526-025-02-74 ')).toBe('5260250274');
  });

  it('says in Polish what is wrong', () => {
    expect(messageOf('')).toBe('Podaj NIP.');
    expect(messageOf(undefined)).toBe('Podaj NIP.');
    expect(messageOf('526-025-02')).toBe('NIP ma 10 cyfr, np. 526-025-02-74.');
    expect(messageOf('1'.repeat(30))).toBe('NIP ma 10 cyfr, np. 526-025-02-74.');
    expect(messageOf('526-025-02-75')).toBe('Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy nie ma literówki.');
  });

  test.prop([validNip])('takes every valid NIP, also written with hyphens and the PL prefix', (nip) => {
    expect(nipField.parse(nip)).toBe(nip);
    expect(nipField.parse(`PL ${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`)).toBe(nip);
  });
});
