/** The Przelewy24 account the worker tests configure, and the worker's environment with it switched on. */
import { env } from 'cloudflare:test';

export const P24 = { merchantId: 100_000, apiKey: 'p24-test-api-key', crc: 'p24-test-crc' };

/** The test environment with P24's variables set, its API at a host only the stand-in answers. */
export const p24Env = {
  ...env,
  P24_MERCHANT_ID: String(P24.merchantId),
  P24_API_KEY: P24.apiKey,
  P24_CRC: P24.crc,
  P24_BASE_URL: 'https://p24.test/api/v1',
};
