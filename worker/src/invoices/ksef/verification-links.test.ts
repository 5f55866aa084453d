/**
 * The rules of KSeF's documents (ksef-docs), on their own examples: the KOD I link of kody-qr.md,
 * the KSeF numbers of faktury/numer-ksef.md and their CRC-8, the QR codes' address of each
 * environment; the offline24 deadline (the next business day, Polish holidays included) and the
 * sender's backoff.
 */
import { describe, expect, it } from 'vitest';
import { KSEF_PRODUCTION_URL, KSEF_TEST_URL } from './client.ts';
import { base64Url } from './encoding.ts';
import { isKsefNumber } from './ksef-number.ts';
import { isPolishHoliday, offline24Deadline } from './offline.ts';
import { backoffMs } from './sending.ts';
import { invoiceVerificationUrl, ksefQrBaseOf } from './verification-links.ts';

describe('KOD I', () => {
  it('is the link of kody-qr.md’s example: address, seller’s NIP, issue date DD-MM-RRRR, SHA-256 in base64url', () => {
    // The example's hash "UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE" in base64, as the sender stores it.
    const sha256 = 'UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=';
    expect(invoiceVerificationUrl('https://qr-test.ksef.mf.gov.pl', '1111111111', '2026-02-01', sha256)).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
    expect(base64Url('+/+/==')).toBe('-_-_');
  });

  it('takes the QR address of the environment the shop sends to; another API answers the links itself', () => {
    expect(ksefQrBaseOf(KSEF_PRODUCTION_URL)).toBe('https://qr.ksef.mf.gov.pl');
    expect(ksefQrBaseOf(KSEF_TEST_URL)).toBe('https://qr-test.ksef.mf.gov.pl');
    expect(ksefQrBaseOf('https://api-demo.ksef.mf.gov.pl/v2')).toBe('https://qr-demo.ksef.mf.gov.pl');
    expect(ksefQrBaseOf('http://127.0.0.1:8027/v2')).toBe('http://127.0.0.1:8027');
  });
});

describe('the KSeF number', () => {
  it('is 35 characters with a CRC-8 of the 32 before it: the documents’ own numbers pass, a changed digit fails', () => {
    for (const number of ['5265877635-20250826-0100001AF629-AF', '5265877635-20250626-010080DD2B5E-26', '5265877635-20250916-0200A0D6723E-C2']) {
      expect(isKsefNumber(number)).toBe(true);
      expect(isKsefNumber(number.replace('-2025', '-2024'))).toBe(false);
    }
    expect(isKsefNumber('5265877635-20250826-0100001af629-AF')).toBe(false);
    expect(isKsefNumber('5265877635-20250826-0100001AF629-AF ')).toBe(false);
  });
});

describe('offline24', () => {
  it('is due by the next business day: weekends, Easter Monday, Corpus Christi, 24 December and the fixed holidays skipped', () => {
    expect(offline24Deadline('2025-07-08')).toBe('2025-07-09'); // tryby-offline.md's example: a Tuesday, then Wednesday
    expect(offline24Deadline('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(offline24Deadline('2026-04-03')).toBe('2026-04-07'); // Friday, Easter Monday the 6th
    expect(offline24Deadline('2026-06-03')).toBe('2026-06-05'); // Corpus Christi, 4 June 2026
    expect(offline24Deadline('2026-12-23')).toBe('2026-12-28'); // 24, 25, 26 December, Sunday
    expect(offline24Deadline('2026-11-10')).toBe('2026-11-12'); // Independence Day
    expect(isPolishHoliday('2026-05-24')).toBe(true); // Pentecost
    expect(isPolishHoliday('2024-12-24')).toBe(false); // a day off only since 2025
  });
});

describe('the backoff', () => {
  it('doubles from a minute up to an hour, and waits at least what KSeF’s Retry-After asks', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => backoffMs(attempts) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
    expect(backoffMs(1, 300)).toBe(300_000);
  });
});
