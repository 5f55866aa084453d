import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CARRIER_CODES, CARRIERS, type Carrier, carrierName, isCarrier, trackingUrl } from './carriers.ts';

/** The carriers' official tracking pages: host, path and the query parameter that holds the number. */
const OFFICIAL_PAGES: Readonly<Record<Exclude<Carrier, 'transport-wlasny'>, { origin: string; path: string; param: string }>> = {
  inpost: { origin: 'https://inpost.pl', path: '/sledzenie-przesylek', param: 'number' },
  dpd: { origin: 'https://tracktrace.dpd.com.pl', path: '/parcelDetails', param: 'p1' },
  dhl: { origin: 'https://www.dhl.com', path: '/pl-pl/home/tracking/tracking-parcel.html', param: 'tracking-id' },
  gls: { origin: 'https://gls-group.com', path: '/PL/pl/sledzenie-paczek', param: 'match' },
  ups: { origin: 'https://www.ups.com', path: '/track', param: 'tracknum' },
  fedex: { origin: 'https://www.fedex.com', path: '/fedextrack/', param: 'trknbr' },
  'poczta-polska': { origin: 'https://emonitoring.poczta-polska.pl', path: '/', param: 'numer' },
  'orlen-paczka': { origin: 'https://www.orlenpaczka.pl', path: '/sledz-paczke/', param: 'numer' },
};
const trackedCarrier = fc.constantFrom(...(Object.keys(OFFICIAL_PAGES) as (keyof typeof OFFICIAL_PAGES)[]));
/** Any text as a number: what staff type is checked by the API, the rule must not rely on it. */
const anyNumber = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });

describe('trackingUrl', () => {
  it('links the numbers of the shipment e-mails to the carriers’ pages', () => {
    expect(trackingUrl('inpost', '680012345678901234567890')).toBe('https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890');
    expect(trackingUrl('dpd', '0000123456789')).toBe('https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789');
    expect(trackingUrl('gls', 'GLS-998877')).toBe('https://gls-group.com/PL/pl/sledzenie-paczek?match=GLS-998877');
    expect(trackingUrl('poczta-polska', '00659007734120000123')).toBe('https://emonitoring.poczta-polska.pl/?numer=00659007734120000123');
  });

  test.prop([trackedCarrier, anyNumber])('puts any number, encoded, into the one parameter of the carrier’s official page', (carrier, number) => {
    const url = trackingUrl(carrier, number);
    expect(url).not.toBeNull();
    const parsed = new URL(url ?? '');
    const page = OFFICIAL_PAGES[carrier];
    expect(parsed.origin).toBe(page.origin);
    expect(parsed.pathname).toBe(page.path);
    expect(parsed.searchParams.get(page.param)).toBe(number);
    expect(url?.endsWith(`${page.param}=${encodeURIComponent(number)}`)).toBe(true);
    // Nothing the number holds starts another parameter or a fragment.
    expect(parsed.hash).toBe('');
    expect(parsed.searchParams.getAll(page.param)).toHaveLength(1);
  });

  test.prop([fc.string().filter((code) => !isCarrier(code)), anyNumber])(
    'has no link for a carrier it does not know: the number stays plain text',
    (code, number) => {
      expect(trackingUrl(code, number)).toBeNull();
      expect(carrierName(code)).toBe(code);
    },
  );

  test.prop([anyNumber])('has no link for the shop’s own transport', (number) => {
    expect(trackingUrl('transport-wlasny', number)).toBeNull();
  });

  it('knows no prototype names as carriers', () => {
    for (const code of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(trackingUrl(code, '123456')).toBeNull();
  });

  it('names every carrier as a shopper reads it', () => {
    for (const code of CARRIER_CODES) expect(carrierName(code)).toBe(CARRIERS[code]);
  });
});
