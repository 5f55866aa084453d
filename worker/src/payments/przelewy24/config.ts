/**
 * What the Przelewy24 adapter needs to know: the shop's ids and keys and where P24's API is. The
 * Worker reads them from P24_* variables in worker/src/config.ts (`getPrzelewy24Config`); tests
 * and the stand-in build them by hand. No Worker types here, so scripts can import it too.
 */

/** P24's production REST API. */
export const P24_PRODUCTION_URL = 'https://secure.przelewy24.pl/api/v1';
/** P24's sandbox REST API (test merchant accounts, no real money). */
export const P24_SANDBOX_URL = 'https://sandbox.przelewy24.pl/api/v1';

export interface Przelewy24Config {
  merchantId: number;
  /** The shop's point of sale; P24 makes it equal to merchantId unless the account has several. */
  posId: number;
  /** The REST API key ("klucz do raportów"), the password of HTTP Basic auth `posId:apiKey`. */
  apiKey: string;
  /** The CRC key that every sign is computed with. */
  crc: string;
  /** The REST API's base, `…/api/v1`; the payment page is `/trnRequest/{token}` on its origin. */
  baseUrl: string;
}

/**
 * Where the shopper pays: `/trnRequest/{token}` on the API's host, without its `/api/v1`.
 * @example paymentPageUrl('https://sandbox.przelewy24.pl/api/v1', 'ABC') // 'https://sandbox.przelewy24.pl/trnRequest/ABC'
 */
export function paymentPageUrl(baseUrl: string, token: string): string {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return `${root}/trnRequest/${encodeURIComponent(token)}`;
}
