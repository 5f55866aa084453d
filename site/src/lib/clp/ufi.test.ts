import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUfi, encodeUfi, isValidUfi, MAX_FORMULATION_NUMBER, normalizeUfi } from './ufi.ts';

/**
 * [VAT number, formulation number, UFI]: the test vectors shared by the tests of
 * PetrPodrazil/UFI (UFITest/UnitTestUFI.cs) and pcr-coding/vba-ufi-generator (TestCountries.bas),
 * the manual's examples as far as can be told (the VBA tests note that its table B-1 has no
 * Spanish one); ThiBsc/ufi-generator's README gives the first Irish one. Marked ones are from one
 * of the two only.
 */
const VECTORS: [string, number, string][] = [
  ['ATU12345678', 178956970, 'C23S-PQ2V-AMH9-VVRF'],
  ['BE0987654321', 89478485, 'U1JV-SUMH-N988-U751'],
  ['BG987654321', 89478485, 'A1JV-EUD3-498W-U23R'],
  ['BG9987654321', 252644556, '80SW-N2UD-FGRY-F6DA'],
  ['CY12345678C', 87654321, '7EHW-3KC7-748V-S1RH'],
  ['CY12345678Y', 87654321, 'FEHW-3KH5-X487-SNRD'],
  ['CZ81726354', 156920229, 'HKC1-Q7N0-DKF6-7N3E'],
  ['CZ978563421', 15790899, '24VQ-VGV0-WF16-7WC9'],
  ['CZ9785634210', 268435455, 'W3NN-SKC4-JXSS-V4WG'],
  ['CZ978563421', 0, 'F000-T0KH-V002-T4SM'], // C# only
  ['DE112358132', 134217728, 'KMTT-DSP3-7FD7-6RWY'],
  ['DK31415926', 524544, '3FQU-5GP0-Y105-J64N'],
  ['EE271828182', 230087533, 'QY3Q-327C-QDPR-EE11'],
  ['ESA1234567X', 178956970, 'T23S-6QD4-3MHA-VT69'], // VBA only, checked there against ECHA's generator
  ['ESA1234567B', 5, 'EF00-E0R3-M00S-4CX8'], // C# only
  ['ES81234567C', 500, '6XC1-Y0C0-N004-JXWK'], // C# only
  ['ESD12345678', 5000, 'Q9UE-K0GC-V00M-8ND0'], // C# only
  ['FI18273645', 29979245, 'VWF9-CDT4-2S2N-PDTV'],
  ['FRRF987654321', 134217728, '6KTT-PSK1-AFDM-KEFU'],
  ['FRZY999999999', 230087533, 'NX3Q-2263-2DP5-UQ4T'],
  ['FR01012345678', 268435455, 'F3NN-3K1J-EXSK-7PHY'],
  ['FR10012345678', 268435455, '23NN-5KKE-GXSF-7MD3'],
  ['GB987654321', 156920229, 'GJC1-S7TH-AKFK-TR8P'],
  ['GB999987654321', 156920229, 'CJC1-47ES-AKFS-WTFW'],
  ['GB999999999999', 156920229, '3JC1-47ET-6KFH-WMV8'],
  ['GBZY123', 268435455, '53NN-7KTT-1XS1-DDPH'],
  ['GBAB987', 268435455, 'M3NN-7KTS-YXSK-D8UW'],
  ['EL567438921', 66260700, 'QNWM-9X6E-E46N-G4GJ'],
  ['HR16021765654', 268435455, '53NN-KKPX-SXSD-QJY7'],
  ['HU22334455', 238219293, 'AU06-7HHD-64QN-8RHF'],
  ['IE9Z54321Y', 134217728, 'GMTT-2SQN-6FDD-6TV1'],
  ['IE9+54321Y', 134217728, 'KMTT-2SQQ-0FDQ-6A5D'],
  ['IE9*54321Y', 134217728, 'GMTT-2SQR-UFD0-6TFR'],
  ['IE9876543Z', 230087533, 'JY3Q-R2M8-GDP2-DQRS'],
  ['IE9876543ZW', 230087533, 'XY3Q-S215-2DPF-DA4U'],
  ['IE9876543AB', 182319099, 'TUG4-PE6C-4XHP-RSAM'],
  ['ISAB3D5F', 182319099, 'XUG4-WE32-RXHD-RHWU'],
  ['IS1ZY2BA', 268435455, '53NN-1KDC-JXSH-W6WV'],
  ['IT14286244833', 214783315, 'WK3F-PYSX-TXM0-K9AV'],
  ['LI99999', 182319099, 'CUG4-FEHP-HXHW-SC4E'],
  ['LT987654321', 15790899, 'W3VQ-HGW8-UF12-W7QP'],
  ['LT987654321098', 156920229, 'SJC1-P7FR-DKF3-Y2YC'],
  ['LU16726218', 214783315, 'FK3F-8YC6-1XMK-SAQ5'],
  ['LV39903127176', 182319099, 'WUG4-5E2S-UXHN-M5C7'],
  ['MT99887766', 83144621, '7KW0-SMM5-2Q7N-4K8D'],
  ['NL999999999B77', 96485337, 'QJ0V-J1JU-9Y8W-37TG'],
  ['NO958473621', 268435455, '63NN-7KPT-WXS8-WGYA'],
  ['PL4835978701', 19621109, 'XRMW-9HU2-PT1U-7JNN'],
  ['PT998776554', 30051977, 'K9WS-JKK3-WS2E-1WSC'],
  ['RO98', 252644556, 'E0SW-U2CF-KGR6-FRKW'],
  ['RO9081726354', 214783315, '2K3F-QYHK-YXMU-RTN5'],
  ['SE987654321098', 156920229, '1KC1-87DH-0KFR-2WGE'],
  ['SI12345678', 178956970, 'U23S-WQK5-AMH7-V03N'],
  ['SK9987654321', 252644556, 'N0SW-W2AP-FGRV-F9RH'],
];

/**
 * Polish vectors computed with ThiBsc/ufi-generator (C++, commit aa8448d, built from its source
 * and `nufi --vatin … --formula …`), an implementation independent of this one.
 */
const POLISH_VECTORS: [string, number, string][] = [
  ['PL8942345677', 0, '9000-X0WM-Q002-TPYA'],
  ['PL8942345677', 1, 'V300-F0M1-000K-G1JD'],
  ['PL8942345677', 4242, 'W6RC-Y0UK-Y00C-UTW0'],
  ['PL8942345677', 134217728, '4MTT-5STQ-2FDS-69KK'],
  ['PL8942345677', 268435455, 'R3NN-WK1D-4XSY-VJMS'],
  ['PL0000000000', 0, 'S000-X08G-0009-TY2S'],
  ['PL0123456789', 987654, 'TH97-FUTN-S200-CS2H'],
  ['PL9999999999', 268435455, 'P3NN-WK3S-1XSF-VH8G'],
];

const ALL_VECTORS = [...VECTORS, ...POLISH_VECTORS];

/** A UFI made with a company key instead of a VAT number (PetrPodrazil/UFI's "NoVATIN" test). */
const COMPANY_KEY_UFI = 'NJC1-671A-UKF3-J0M8';

const ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';
const REORDER = [5, 4, 3, 7, 2, 8, 9, 10, 1, 0, 11, 6, 12, 13, 14];

/** The manual's steps 2–4 for any 74-bit payload, written out again here to build UFIs the encoder never makes. */
function ufiOfPayload(payload: bigint): string {
  const digits: number[] = [];
  for (let i = 0; i < 15; i++) {
    digits.unshift(Number(payload % 31n));
    payload /= 31n;
  }
  const body = REORDER.map((from) => digits[from] ?? 0);
  const sum = body.reduce((total, digit, i) => total + (i + 2) * digit, 0);
  return [(31 - (sum % 31)) % 31, ...body].map((digit) => ALPHABET[digit]).join('');
}

/** Payload fields: formulation number (28 bits), group (4), country code and V (41), version (1). */
function payload(formulation: number, group: number, company: bigint, version: number): bigint {
  return (((BigInt(formulation) << 4n) | BigInt(group)) << 42n) | (company << 1n) | BigInt(version);
}

const compact = (ufi: string) => ufi.replaceAll('-', '');
const polishVat = fc.stringMatching(/^\d{10}$/).map((digits) => `PL${digits}`);
const formulationNumber = fc.integer({ min: 0, max: MAX_FORMULATION_NUMBER });

describe('encodeUfi', () => {
  it.each(ALL_VECTORS)('%s with formulation number %i gives %s', (vat, formulation, ufi) => {
    expect(encodeUfi(vat, formulation)).toBe(ufi);
  });

  it('takes Greek VAT numbers with GR as well as EL', () => {
    expect(encodeUfi('GR567438921', 66260700)).toBe('QNWM-9X6E-E46N-G4GJ');
  });

  it('takes VAT numbers as people write them', () => {
    expect(encodeUfi('pl 894-234-56-77', 4242)).toBe('W6RC-Y0UK-Y00C-UTW0');
    expect(encodeUfi('PL 894.234.56.77', 4242)).toBe('W6RC-Y0UK-Y00C-UTW0');
  });

  it('throws on a country the manual does not list, or no country prefix', () => {
    expect(() => encodeUfi('CHE123456789', 1)).toThrow(RangeError);
    expect(() => encodeUfi('US123456789', 1)).toThrow(RangeError);
    expect(() => encodeUfi('8942345677', 1)).toThrow(RangeError);
    expect(() => encodeUfi('', 1)).toThrow(RangeError);
  });

  it("throws on a VAT number not in its country's format", () => {
    for (const vat of ['PL894234567', 'PL89423456770', 'PL894234567A', 'ATU1234567', 'AT12345678', 'BE1987654321', 'IE9Z5432Y', 'NL999999999C77']) {
      expect(() => encodeUfi(vat, 1), vat).toThrow(RangeError);
    }
  });

  it('throws on a formulation number outside 0..2^28 - 1 or not an integer', () => {
    for (const n of [-1, 268435456, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => encodeUfi('PL8942345677', n), String(n)).toThrow(RangeError);
    }
    expect(encodeUfi('PL8942345677', 268435455)).toBe('R3NN-WK1D-4XSY-VJMS');
  });
});

describe('decodeUfi', () => {
  it.each(ALL_VECTORS)('%s with formulation number %i from %s', (vatNumber, formulationNumber, ufi) => {
    expect(decodeUfi(ufi)).toEqual({ vatNumber, formulationNumber });
  });

  it('decodes any accepted spelling', () => {
    expect(decodeUfi('xrmw 9hu2 pt1u 7jnn')).toEqual({ vatNumber: 'PL4835978701', formulationNumber: 19621109 });
  });

  it('gives the shorter of the VAT numbers the manual encodes alike', () => {
    // Ireland: no second letter counts as A.
    expect(encodeUfi('IE9876543ZA', 230087533)).toBe('JY3Q-R2M8-GDP2-DQRS');
    expect(decodeUfi('JY3Q-R2M8-GDP2-DQRS')?.vatNumber).toBe('IE9876543Z');
    // Variable-length numbers lose leading zeros.
    expect(encodeUfi('CZ0081726354', 156920229)).toBe('HKC1-Q7N0-DKF6-7N3E');
    expect(decodeUfi('HKC1-Q7N0-DKF6-7N3E')?.vatNumber).toBe('CZ81726354');
  });

  it('keeps leading zeros of fixed-length numbers', () => {
    expect(decodeUfi('TH97-FUTN-S200-CS2H')).toEqual({ vatNumber: 'PL0123456789', formulationNumber: 987654 });
    expect(decodeUfi(encodeUfi('ATU00000001', 7))).toEqual({ vatNumber: 'ATU00000001', formulationNumber: 7 });
    expect(decodeUfi(encodeUfi('IE0A00001B', 7))).toEqual({ vatNumber: 'IE0A00001B', formulationNumber: 7 });
  });

  it('gives null for a valid UFI made with a company key', () => {
    expect(isValidUfi(COMPANY_KEY_UFI)).toBe(true);
    expect(decodeUfi(COMPANY_KEY_UFI)).toBeNull();
  });

  it('gives null for an invalid UFI', () => {
    expect(decodeUfi('XRMW-9HU2-PT1U-7JNM')).toBeNull();
    expect(decodeUfi('XRMW-9HU2-PT1U')).toBeNull();
    expect(decodeUfi('')).toBeNull();
  });

  it('gives null when the VAT bits are no VAT number of the country', () => {
    // Poland (group 5, code 4) with V = 10^10, eleven digits.
    const ufi = ufiOfPayload(payload(1, 5, (4n << 34n) | (10n ** 10n), 0));
    expect(isValidUfi(ufi)).toBe(true);
    expect(decodeUfi(ufi)).toBeNull();
  });

  it('round-trips generated Polish VAT numbers and formulation numbers', () => {
    fc.assert(
      fc.property(polishVat, formulationNumber, (vatNumber, formulation) => {
        const ufi = encodeUfi(vatNumber, formulation);
        expect(normalizeUfi(ufi)).toBe(ufi);
        expect(isValidUfi(ufi)).toBe(true);
        expect(decodeUfi(ufi)).toEqual({ vatNumber, formulationNumber: formulation });
      }),
      { numRuns: 500 },
    );
  });
});

describe('isValidUfi', () => {
  it('accepts the vectors in every spelling', () => {
    for (const [, , ufi] of ALL_VECTORS) {
      expect(isValidUfi(ufi)).toBe(true);
      expect(isValidUfi(compact(ufi).toLowerCase())).toBe(true);
      expect(isValidUfi(`UFI: ${ufi}`)).toBe(true);
    }
  });

  it('rejects wrong lengths and characters outside the alphabet', () => {
    expect(isValidUfi('XRMW-9HU2-PT1U-7JN')).toBe(false);
    expect(isValidUfi('XRMW-9HU2-PT1U-7JNNN')).toBe(false);
    expect(isValidUfi('XRMW-9HU2-PTIU-7JNN')).toBe(false); // I for 1
    expect(isValidUfi('XRMW-9HU2-PT1U-7JNN!')).toBe(false);
    expect(isValidUfi('')).toBe(false);
  });

  // Weights 1..16 are all nonzero mod the prime 31 and two characters differ by 1..30, so a change of
  // one character, or a swap of two different ones (weight difference 1..15), always changes the sum mod 31.
  it('rejects every single-character substitution of the vectors', () => {
    for (const [, , ufi] of ALL_VECTORS) {
      const good = compact(ufi);
      for (let i = 0; i < 16; i++) {
        for (const char of ALPHABET) {
          if (char === good[i]) continue;
          expect(isValidUfi(good.slice(0, i) + char + good.slice(i + 1)), `${good} at ${i} to ${char}`).toBe(false);
        }
      }
    }
  });

  it('rejects every single-character substitution and every swap of two characters of generated UFIs', () => {
    fc.assert(
      fc.property(
        polishVat,
        formulationNumber,
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 15 }),
        (vat, formulation, position, shift, other) => {
          const good = compact(encodeUfi(vat, formulation));
          const index = ALPHABET.indexOf(good[position] ?? '');
          const changed = ALPHABET[(index + shift) % 31] ?? '';
          expect(isValidUfi(good.slice(0, position) + changed + good.slice(position + 1))).toBe(false);
          const chars = [...good];
          [chars[position], chars[other]] = [chars[other] ?? '', chars[position] ?? ''];
          expect(isValidUfi(chars.join(''))).toBe(chars[position] === chars[other]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rejects a right check character with version bit 1, an unknown group or country code, or more than 74 bits', () => {
    const poland = (4n << 34n) | 8942345677n;
    expect(ufiOfPayload(payload(4242, 5, poland, 0))).toBe(compact('W6RC-Y0UK-Y00C-UTW0'));
    expect(isValidUfi(ufiOfPayload(payload(4242, 5, poland, 1)))).toBe(false);
    expect(isValidUfi(ufiOfPayload(payload(4242, 6, 0n, 0)))).toBe(false);
    expect(isValidUfi(ufiOfPayload(payload(4242, 5, (23n << 34n) | 1n, 0)))).toBe(false);
    expect(isValidUfi(ufiOfPayload(payload(4242, 3, 1n << 40n, 0)))).toBe(true); // Sweden
    expect(isValidUfi(ufiOfPayload(payload(4242, 4, 4n << 37n, 0)))).toBe(false);
    expect(isValidUfi(ufiOfPayload(1n << 74n))).toBe(false);
  });
});

describe('normalizeUfi', () => {
  it('formats any spacing, case and hyphenation as XXXX-XXXX-XXXX-XXXX', () => {
    for (const text of [
      'GMTT-2SQN-6FDD-6TV1',
      'gmtt2sqn6fdd6tv1',
      'GMTT 2SQN 6FDD 6TV1',
      '  gmtt - 2sqn-6fdd -6tv1 ',
      'G-M-T-T2SQN6FDD6TV1',
      'GMTT\u20132SQN\u20136FDD\u20136TV1',
      'UFI: GMTT-2SQN-6FDD-6TV1',
      'ufi:gmtt2sqn6fdd6tv1',
    ]) {
      expect(normalizeUfi(text), text).toBe('GMTT-2SQN-6FDD-6TV1');
    }
  });

  it('does not check the check character', () => {
    expect(normalizeUfi('gmtt2sqn6fdd6tv2')).toBe('GMTT-2SQN-6FDD-6TV2');
  });

  it('gives null for anything but 16 alphabet characters', () => {
    for (const text of ['', 'GMTT-2SQN-6FDD-6TV', 'GMTT-2SQN-6FDD-6TV11', 'GMTT-2SQN-6FDD-6TVI', 'GMTT_2SQN_6FDD_6TV1', 'OMTT-2SQN-6FDD-6TV1']) {
      expect(normalizeUfi(text), text).toBeNull();
    }
  });
});
