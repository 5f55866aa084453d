/**
 * The carriers a shipment may name (issue 15), with the name a shopper reads and each carrier's
 * official page that tracks a parcel. The one place a tracking number becomes a link: the order
 * pages, the "Zamówienie wysłane" mail and the back office all read `trackingUrl`. Plain
 * TypeScript, no framework import.
 */

/** Carriers a shipment may name, with the name a shopper reads. */
export const CARRIERS = {
  inpost: 'InPost',
  dpd: 'DPD',
  dhl: 'DHL',
  gls: 'GLS',
  ups: 'UPS',
  fedex: 'FedEx',
  'poczta-polska': 'Poczta Polska',
  'orlen-paczka': 'Orlen Paczka',
  'transport-wlasny': 'Transport własny sklepu',
} as const;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

export function isCarrier(code: string): code is Carrier {
  return Object.hasOwn(CARRIERS, code);
}

/** The name a shopper reads for a carrier's code; a code the shop no longer knows, as it was stored. */
export function carrierName(code: string): string {
  return isCarrier(code) ? CARRIERS[code] : code;
}

/**
 * Each carrier's public tracking page, the parcel's number (URI-encoded) appended to it; the
 * shop's own transport has none.
 */
const TRACKING_PAGES: Readonly<Record<Carrier, string | null>> = {
  inpost: 'https://inpost.pl/sledzenie-przesylek?number=',
  dpd: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=',
  dhl: 'https://www.dhl.com/pl-pl/home/tracking/tracking-parcel.html?submit=1&tracking-id=',
  gls: 'https://gls-group.com/PL/pl/sledzenie-paczek?match=',
  ups: 'https://www.ups.com/track?loc=pl_PL&tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  'poczta-polska': 'https://emonitoring.poczta-polska.pl/?numer=',
  'orlen-paczka': 'https://www.orlenpaczka.pl/sledz-paczke/?numer=',
  'transport-wlasny': null,
};

/**
 * The carrier's page that tracks a parcel, or null (the shop's own transport, an unknown
 * carrier): the number is then shown as plain text.
 * @example trackingUrl('inpost', '680012345678901234567890') // 'https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890'
 */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = isCarrier(carrier) ? TRACKING_PAGES[carrier] : null;
  return page ? `${page}${encodeURIComponent(trackingNumber)}` : null;
}
