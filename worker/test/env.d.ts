// The bindings the worker tests see: the Worker's own plus the migrations the setup applies and
// the access tokens', the cache bypass's, the admin calls' and the staff TOTP sealing test keys, the parcel
// locker search's stand-in, and the FA(3) schema's validator.
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      AUTH_JWT_SECRET: string;
      AUTH_CLIENT_ID: string;
      AUTH_CLIENT_SECRET: string;
      CACHE_BYPASS_SECRET: string;
      ADMIN_API_TOKEN: string;
      STAFF_TOTP_KEY: string;
      /** `inpost`, with the points API's stand-in at PARCEL_LOCKER_SEARCH_URL (scripts/test/vitest.config.ts). */
      PARCEL_LOCKER_SEARCH: string;
      PARCEL_LOCKER_SEARCH_URL: string;
      /** The FA(3) schema's validator, in Node (worker/test/fa3-schema.ts). */
      FA3_SCHEMA: Fetcher;
    }
  }
}
