// The bindings the worker tests see: the Worker's own plus the migrations the setup applies and
// the access tokens' test key.
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      AUTH_JWT_SECRET: string;
    }
  }
}
