/**
 * UFI, the Unique Formula Identifier of CLP annex VIII (part A, section 5): 16 characters,
 * printed as `UFI: XXXX-XXXX-XXXX-XXXX`, that encode the company's VAT number and a
 * formulation number. Pure, no dependencies.
 *
 * The algorithm is ECHA's "UFI Developers Manual" (version 1.4, November 2021, ECHA-19-H-08-EN,
 * https://poisoncentres.echa.europa.eu/documents/22284544/22295820/ufi_developers_manual_en.pdf),
 * chapter 2:
 * 1. payload, 74 bits: formulation number (28) | country group code (4) | country code and the
 *    VAT number's numerical value V (41 together; table 2-1 gives each country's group, code and
 *    number of code bits, table 2-2 how V comes from its VAT number) | version (1 bit, 0);
 * 2. the payload in base 31, 15 digits, most significant first, alphabet of table 2-3;
 * 3. the digits reorganised as table 2-4 says;
 * 4. the check character in front: weights 2..16 on the 15 characters, (31 − sum mod 31) mod 31.
 * A UFI is valid (the manual's checks VAL001–VAL005) when it has 16 characters of the alphabet,
 * its characters weighted 1..16 sum to a multiple of 31, its country group and country code exist,
 * and its version bit is 0.
 *
 * The manual's PDF was not at hand here: its steps and tables 2-1 to 2-4 were taken from public
 * implementations that agree with each other and with the manual's examples, ThiBsc/ufi-generator
 * (C++: src/ufinumber.cpp, src/include/ufitable.h), pcr-coding/vba-ufi-generator (VBA:
 * UFIgenerator.cls, TestCountries.bas) and PetrPodrazil/UFI (C#: UFITest/UnitTestUFI.cs);
 * ufi.test.ts checks this module against their test vectors.
 *
 * Notes on inputs the manual leaves open:
 * - Greek VAT numbers are accepted with EL (their VAT prefix) or GR (the manual's code) and
 *   decoded with EL.
 * - UFIs made with an ECHA "company key" instead of a VAT number (country group 0) are valid, but
 *   `decodeUfi` gives null for them: they carry no VAT number. `encodeUfi` takes VAT numbers only.
 * - Table 2-2 maps a few VAT numbers to one V (leading zeros of the variable-length numbers of
 *   BG, CZ, RO, LT, GB; Irish `1234567T` and `1234567TA`, whose missing second letter counts as A):
 *   `decodeUfi` then gives the shortest of them.
 */

/** Table 2-3: the base-31 alphabet (no B, I, L, O, Z). */
const ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';

/** The largest formulation number: 28 bits. */
export const MAX_FORMULATION_NUMBER = 2 ** 28 - 1;

/** Bits of the country code and V together. */
const COMPANY_BITS = 41;
/** The payload's bits: formulation number, country group code, country code and V, version. */
const PAYLOAD_BITS = 28n + 4n + BigInt(COMPANY_BITS) + 1n;

/** Table 2-4: character i of the UFI after the check character is base-31 digit REORDER[i]. */
const REORDER = [5, 4, 3, 7, 2, 8, 9, 10, 1, 0, 11, 6, 12, 13, 14] as const;

/** How table 2-2 turns the national part of a VAT number (after the country prefix) into V. */
interface VatFormat {
  /** V, or null when the text is not in the country's format. */
  value(national: string): bigint | null;
  /** A national part whose V this is, or null when there is none. */
  national(value: bigint): string | null;
}

interface Country {
  /** The prefix of the country's VAT numbers. */
  prefix: string;
  /** Table 2-1: country group code, country code in the group and its number of bits. */
  group: number;
  code: number;
  codeBits: number;
  format: VatFormat;
}

const pow10 = (n: number) => 10n ** BigInt(n);
const pad = (value: bigint, length: number) => value.toString().padStart(length, '0');
/** Value of a base-36 character: 0–9, then A = 10 … Z = 35. */
const base36 = (char: string) => Number.parseInt(char, 36);
const base36Char = (value: number) => value.toString(36).toUpperCase();
/** Value of a letter: A = 0 … Z = 25. */
const letter = (char: string) => char.charCodeAt(0) - 65;
const letterChar = (value: number) => String.fromCharCode(65 + value);

/** Digits only, of one of `lengths`: V is the number. */
function digits(...lengths: number[]): VatFormat {
  return {
    value: (national) => (/^\d+$/.test(national) && lengths.includes(national.length) ? BigInt(national) : null),
    national(value) {
      const text = value.toString();
      const length = lengths.find((n) => n >= text.length);
      return length === undefined ? null : text.padStart(length, '0');
    },
  };
}

/** `national` must match `pattern`; V is then computed from its groups. */
function matching(pattern: RegExp, toValue: (groups: string[]) => bigint, national: (value: bigint) => string | null): VatFormat {
  return {
    value(text) {
      const match = pattern.exec(text);
      return match ? toValue(match.slice(1).map((group) => group ?? '')) : null;
    },
    national,
  };
}

/** Two base-36 characters c1 c2 and `n` digits d: V = (36·c1 + c2)·10^n + d (ES, FR). */
function twoBase36(value: bigint, n: number): [string, string, string] | null {
  const pair = Number(value / pow10(n));
  if (pair >= 36 * 36) return null;
  return [base36Char(Math.floor(pair / 36)), base36Char(pair % 36), pad(value % pow10(n), n)];
}

/** Ireland's old format: the second character is a letter, + (26) or * (27). */
const IRISH_SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ+*';
const TWO_POW_33 = 2n ** 33n;
const TWO_POW_40 = 2n ** 40n;

const IRELAND: VatFormat = {
  value(national) {
    // [0-9][A-Z+*][0-9]{5}[A-Z]: V = (26·c1 + c2)·10^6 + d, d the six digits.
    const old = /^(\d)([A-Z+*])(\d{5})([A-Z])$/.exec(national);
    if (old) {
      const [, first = '', c1 = '', rest = '', c2 = ''] = old;
      return BigInt(26 * IRISH_SYMBOLS.indexOf(c1) + letter(c2)) * pow10(6) + BigInt(first + rest);
    }
    // [0-9]{7}[A-Z]W? or [0-9]{7}[A-Z]{2}: V = 2^33 + (26·c2 + c1)·10^7 + d, c2 = 0 without a second letter.
    const current = /^(\d{7})([A-Z])([A-Z]?)$/.exec(national);
    if (current) {
      const [, d = '', c1 = '', c2 = ''] = current;
      return TWO_POW_33 + BigInt(26 * (c2 ? letter(c2) : 0) + letter(c1)) * pow10(7) + BigInt(d);
    }
    return null;
  },
  national(value) {
    if (value >= TWO_POW_33) {
      const rest = value - TWO_POW_33;
      const letters = Number(rest / pow10(7));
      if (letters >= 26 * 26) return null;
      const second = Math.floor(letters / 26);
      return pad(rest % pow10(7), 7) + letterChar(letters % 26) + (second ? letterChar(second) : '');
    }
    const letters = Number(value / pow10(6));
    const c1 = IRISH_SYMBOLS[Math.floor(letters / 26)];
    if (c1 === undefined) return null;
    const d = pad(value % pow10(6), 6);
    return d.slice(0, 1) + c1 + d.slice(1) + letterChar(letters % 26);
  },
};

/** Tables 2-1 and 2-2: [ISO code, country group code, country code, its bits, VAT format]. */
const TABLE: [string, number, number, number, VatFormat][] = [
  ['FR', 1, 0, 0, frenchFormat()],
  ['GB', 2, 0, 0, britishFormat()],
  ['LT', 3, 0, 1, digits(9, 12)],
  ['SE', 3, 1, 1, digits(12)],
  ['HR', 4, 0, 4, digits(11)],
  ['IT', 4, 1, 4, digits(11)],
  ['LV', 4, 2, 4, digits(11)],
  ['NL', 4, 3, 4, dutchFormat()],
  ['BG', 5, 0, 7, digits(9, 10)],
  ['CZ', 5, 1, 7, digits(8, 9, 10)],
  ['IE', 5, 2, 7, IRELAND],
  ['ES', 5, 3, 7, spanishFormat()],
  ['PL', 5, 4, 7, digits(10)],
  ['RO', 5, 5, 7, digits(2, 3, 4, 5, 6, 7, 8, 9, 10)],
  ['SK', 5, 6, 7, digits(10)],
  ['CY', 5, 7, 7, cypriotFormat()],
  ['IS', 5, 8, 7, icelandicFormat()],
  ['BE', 5, 9, 7, belgianFormat()],
  ['DE', 5, 10, 7, digits(9)],
  ['EE', 5, 11, 7, digits(9)],
  ['GR', 5, 12, 7, digits(9)],
  ['NO', 5, 13, 7, digits(9)],
  ['PT', 5, 14, 7, digits(9)],
  ['AT', 5, 15, 7, austrianFormat()],
  ['DK', 5, 16, 7, digits(8)],
  ['FI', 5, 17, 7, digits(8)],
  ['HU', 5, 18, 7, digits(8)],
  ['LU', 5, 19, 7, digits(8)],
  ['MT', 5, 20, 7, digits(8)],
  ['SI', 5, 21, 7, digits(8)],
  ['LI', 5, 22, 7, digits(5)],
];

const COUNTRIES = new Map<string, Country>(
  TABLE.map(([iso, group, code, codeBits, format]) => [iso, { prefix: iso === 'GR' ? 'EL' : iso, group, code, codeBits, format }]),
);
/** For decoding: the countries by group and code, the bits of the country code by group. */
const BY_CODE = new Map([...COUNTRIES.values()].map((country) => [`${country.group}:${country.code}`, country]));
const CODE_BITS = new Map([...COUNTRIES.values()].map((country) => [country.group, country.codeBits]));

function dutchFormat(): VatFormat {
  // [0-9]{9}B[0-9]{2}: V is the eleven digits.
  return matching(
    /^(\d{9})B(\d{2})$/,
    ([number = '', branch = '']) => BigInt(number + branch),
    (value) => (value < pow10(11) ? pad(value, 11).replace(/^(\d{9})/, '$1B') : null),
  );
}

function cypriotFormat(): VatFormat {
  // [0-9]{8}[A-Z]: V = l·10^8 + d.
  return matching(
    /^(\d{8})([A-Z])$/,
    ([d = '', l = '']) => BigInt(letter(l)) * pow10(8) + BigInt(d),
    (value) => (value < 26n * pow10(8) ? pad(value % pow10(8), 8) + letterChar(Number(value / pow10(8))) : null),
  );
}

function icelandicFormat(): VatFormat {
  // [A-Z0-9]{6}: V is the number in base 36.
  return matching(
    /^([0-9A-Z]{6})$/,
    ([text = '']) => BigInt(Number.parseInt(text, 36)),
    (value) => (value < 36n ** 6n ? base36Char(Number(value)).padStart(6, '0') : null),
  );
}

function belgianFormat(): VatFormat {
  // 0[0-9]{9}: V is the number.
  return matching(
    /^(0\d{9})$/,
    ([d = '']) => BigInt(d),
    (value) => (value < pow10(9) ? pad(value, 10) : null),
  );
}

function austrianFormat(): VatFormat {
  // U[0-9]{8}: V is the number.
  return matching(
    /^U(\d{8})$/,
    ([d = '']) => BigInt(d),
    (value) => (value < pow10(8) ? `U${pad(value, 8)}` : null),
  );
}

function frenchFormat(): VatFormat {
  // [0-9A-Z]{2}[0-9]{9}: V = (36·c1 + c2)·10^9 + d.
  return matching(
    /^([0-9A-Z])([0-9A-Z])(\d{9})$/,
    ([c1 = '', c2 = '', d = '']) => BigInt(36 * base36(c1) + base36(c2)) * pow10(9) + BigInt(d),
    (value) => twoBase36(value, 9)?.join('') ?? null,
  );
}

function spanishFormat(): VatFormat {
  // [0-9A-Z][0-9]{7}[0-9A-Z]: V = (36·c1 + c2)·10^7 + d.
  return matching(
    /^([0-9A-Z])(\d{7})([0-9A-Z])$/,
    ([c1 = '', d = '', c2 = '']) => BigInt(36 * base36(c1) + base36(c2)) * pow10(7) + BigInt(d),
    (value) => {
      const parts = twoBase36(value, 7);
      return parts ? parts[0] + parts[2] + parts[1] : null;
    },
  );
}

function britishFormat(): VatFormat {
  const numeric = digits(9, 12);
  return {
    value(national) {
      // [0-9]{9}([0-9]{3})?: V = 2^40 + d.
      const d = numeric.value(national);
      if (d !== null) return TWO_POW_40 + d;
      // [A-Z]{2}[0-9]{3}: V = (26·c1 + c2)·10^3 + d.
      const match = /^([A-Z])([A-Z])(\d{3})$/.exec(national);
      if (!match) return null;
      const [, c1 = '', c2 = '', rest = ''] = match;
      return BigInt(26 * letter(c1) + letter(c2)) * 1000n + BigInt(rest);
    },
    national(value) {
      if (value >= TWO_POW_40) return numeric.national(value - TWO_POW_40);
      const letters = Number(value / 1000n);
      if (letters >= 26 * 26) return null;
      return letterChar(Math.floor(letters / 26)) + letterChar(letters % 26) + pad(value % 1000n, 3);
    },
  };
}

/** The 16 characters of a UFI as typed (any case, spaces, hyphens, a leading "UFI:"), or null. */
function compact(text: string): string | null {
  if (typeof text !== 'string') return null;
  const characters = text
    .toUpperCase()
    .replace(/^\s*UFI\s*:?/, '')
    .replace(/[\s\-\u2010-\u2015]/g, '');
  return /^[0-9ACDEFGHJKMNPQRSTUVWXY]{16}$/.test(characters) ? characters : null;
}

function format(characters: string): string {
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/** What a valid UFI encodes; `country` is null for a company key. */
interface Payload {
  formulationNumber: number;
  country: Country | null;
  value: bigint;
}

/** Chapter 3's validation of 16 alphabet characters (VAL003–VAL005), and what they encode. */
function readPayload(characters: string): Payload | null {
  const values = [...characters].map((char) => ALPHABET.indexOf(char));
  if (values.reduce((sum, value, i) => sum + (i + 1) * value, 0) % 31 !== 0) return null;
  const digits: number[] = [];
  REORDER.forEach((from, i) => {
    digits[from] = values[i + 1] ?? 0;
  });
  const payload = digits.reduce((sum, digit) => sum * 31n + BigInt(digit), 0n);
  // 31^15 > 2^74: larger numbers are no payload. The last bit is the version, 0.
  if (payload >> PAYLOAD_BITS !== 0n || (payload & 1n) !== 0n) return null;
  const company = (payload >> 1n) & ((1n << BigInt(COMPANY_BITS)) - 1n);
  const group = Number((payload >> BigInt(COMPANY_BITS + 1)) & 15n);
  const formulationNumber = Number(payload >> BigInt(COMPANY_BITS + 5));
  if (group === 0) return { formulationNumber, country: null, value: company };
  const codeBits = CODE_BITS.get(group);
  if (codeBits === undefined) return null;
  const valueBits = BigInt(COMPANY_BITS - codeBits);
  const country = BY_CODE.get(`${group}:${Number(company >> valueBits)}`);
  if (!country) return null;
  return { formulationNumber, country, value: company & ((1n << valueBits) - 1n) };
}

/** 'GMTT-2SQN-6FDD-6TV1' from any spacing/case/hyphenation a user types ('gmtt2sqn6fdd6tv1', 'GMTT 2SQN …'), or null if it is not 16 alphabet characters. */
export function normalizeUfi(text: string): string | null {
  const characters = compact(text);
  return characters === null ? null : format(characters);
}

/** True when the text (any of the accepted spellings) is a UFI whose check character is right (and version bits valid per the manual). */
export function isValidUfi(text: string): boolean {
  const characters = compact(text);
  return characters !== null && readPayload(characters) !== null;
}

/** The UFI of a company's VAT number (with country prefix, e.g. 'PL8942345677') and formulation number (0..268435455). Throws on an unsupported country or bad input. */
export function encodeUfi(vatNumber: string, formulationNumber: number): string {
  if (!Number.isInteger(formulationNumber) || formulationNumber < 0 || formulationNumber > MAX_FORMULATION_NUMBER) {
    throw new RangeError(`UFI: the formulation number must be an integer 0..${MAX_FORMULATION_NUMBER}, got ${formulationNumber}`);
  }
  const vat = String(vatNumber)
    .toUpperCase()
    .replace(/[\s.-]/g, '');
  const prefix = vat.slice(0, 2);
  const country = COUNTRIES.get(prefix === 'EL' ? 'GR' : prefix);
  if (!country) throw new RangeError(`UFI: no VAT numbers of country "${prefix}" in the UFI manual ("${vatNumber}")`);
  const value = country.format.value(vat.slice(2));
  const valueBits = BigInt(COMPANY_BITS - country.codeBits);
  if (value === null || value >> valueBits !== 0n) {
    throw new RangeError(`UFI: "${vatNumber}" is not in the format of ${country.prefix} VAT numbers`);
  }
  let payload = BigInt(formulationNumber);
  payload = (payload << 4n) | BigInt(country.group);
  payload = (payload << BigInt(country.codeBits)) | BigInt(country.code);
  payload = ((payload << valueBits) | value) << 1n; // version 0
  const digits: number[] = [];
  for (let i = 0; i < 15; i++) {
    digits.unshift(Number(payload % 31n));
    payload /= 31n;
  }
  const body = REORDER.map((from) => digits[from] ?? 0);
  const sum = body.reduce((total, digit, i) => total + (i + 2) * digit, 0);
  return format([(31 - (sum % 31)) % 31, ...body].map((digit) => ALPHABET[digit]).join(''));
}

/** The VAT number and formulation number encoded in a valid UFI (decode), or null. */
export function decodeUfi(text: string): { vatNumber: string; formulationNumber: number } | null {
  const characters = compact(text);
  const payload = characters === null ? null : readPayload(characters);
  if (!payload?.country) return null;
  const { country, value, formulationNumber } = payload;
  const national = country.format.national(value);
  // Only a national part that encodes back to the same V is the VAT number.
  if (national === null || country.format.value(national) !== value) return null;
  return { vatNumber: country.prefix + national, formulationNumber };
}
