/**
 * The Worker's environment. Bindings (DB, ASSETS) are generated from wrangler.toml by
 * `wrangler types` into worker/worker-configuration.d.ts (`npm run lint` checks it is current);
 * variables and secrets, listed in .dev.vars.example and checked by config.ts, are added here.
 */
import type { RequestIdVariables } from 'hono/request-id';
import type { Locale } from '#lib/i18n/locales.ts';
import type { RouteName } from '#lib/routes.ts';
import type { StageTimer } from './server-timing.ts';

export type WorkerEnv = Env & {
  /** When set (https://…), /api/* is proxied to this shop API instead of the embedded one. */
  API_ORIGIN?: string;
  /** HMAC key of the access tokens (HS256), at least 32 characters; a secret in production. */
  AUTH_JWT_SECRET?: string;
  /** The password grant's client id (spec §7); the edge adds it to the login and refresh calls. */
  AUTH_CLIENT_ID?: string;
  /** The password grant's client secret, at least 32 characters; a secret, never in the browser. */
  AUTH_CLIENT_SECRET?: string;
  /** A refresh token's lifetime in seconds; default 1440 (spec §9). */
  AUTH_REFRESH_TOKEN_SECONDS?: string;
  /** The machines' keys to the admin calls (/api/admin/v1): `name:secret` per integration, comma-separated (config.ts); a secret. Unset: no machine may call. */
  ADMIN_API_TOKEN?: string;
  /** The key that seals the staff's TOTP secrets in D1 (staff/totp.ts), at least 32 characters; a secret. Unset: no staff login. */
  STAFF_TOTP_KEY?: string;
  /** Lets the build read past the edge cache (header X-Cache-Bypass), at least 32 characters; a secret. */
  CACHE_BYPASS_SECRET?: string;
  /** The mail provider's send endpoint (Resend's protocol); default https://api.resend.com/emails. */
  MAIL_PROVIDER_URL?: string;
  /** The provider's API key; a secret. Unset: mails stay in the outbox as `held`. */
  RESEND_API_KEY?: string;
  /** The sender, `Sklep <sklep@example.pl>`, on a domain verified at the provider. */
  MAIL_FROM?: string;
  /** The shop's own mailbox, for copies of what customers send (contact messages, orders). */
  SHOP_MAIL_TO?: string;
  /** Cloudflare Turnstile's secret key; a secret. Set: every public form needs the widget's token. */
  TURNSTILE_SECRET?: string;
  /** Turnstile's verify endpoint; default Cloudflare's. Tests point it at a local stand-in. */
  TURNSTILE_VERIFY_URL?: string;
  /** The shop's public origin for links in mails (https://sklep.example); default the request's origin. */
  SITE_URL?: string;
  /** Minutes a cart with a reminder consent stays untouched before its one reminder; default 120 (needs SITE_URL). */
  CART_RECOVERY_AFTER_MINUTES?: string;
  /** Przelewy24's merchant id. Unset: no online payment through P24 (docs/orders.md "Payments and VAT register"). */
  P24_MERCHANT_ID?: string;
  /** P24's point of sale; default the merchant id. */
  P24_POS_ID?: string;
  /** P24's REST API key ("klucz do raportów"), the Basic auth password; a secret. */
  P24_API_KEY?: string;
  /** P24's CRC key, with which every sign is computed; a secret. */
  P24_CRC?: string;
  /** P24's REST API base; default https://secure.przelewy24.pl/api/v1 (sandbox or the local stand-in otherwise). */
  P24_BASE_URL?: string;
  /** Which VAT register confirms a company's NIP: `off` (default, checksum only), `mf` (white list, VIES when it is down) or `vies`. */
  VAT_CHECKER?: string;
  /** An origin to ask instead of the register's own (the local stand-in); the official paths stay. */
  VAT_CHECKER_URL?: string;
  /** How the checkout finds InPost parcel lockers by postcode or town: `off` (default) or `inpost` (ShipX's public points API). */
  PARCEL_LOCKER_SEARCH?: string;
  /** An origin to ask instead of ShipX's own (the local stand-in); the official path /v1/points stays. */
  PARCEL_LOCKER_SEARCH_URL?: string;
  /**
   * Sentry's DSN for error reports (docs/browser-runtime.md "Error reports"): the worker's own exceptions, and the
   * browser's reports that reach the `/monitoring` tunnel addressed to the same project. Unset:
   * no reports leave the worker and /monitoring is a 404.
   */
  SENTRY_DSN?: string;
  /** The reports' environment; default `production`. */
  SENTRY_ENVIRONMENT?: string;
  /** The reports' release (the deployed commit); the build's NEXT_PUBLIC_RELEASE names the same for the browser. */
  SENTRY_RELEASE?: string;
  /** Days from issue to the payment due date; default 7. */
  INVOICE_PAYMENT_DUE_DAYS?: string;
  /** The shop's KSeF token, from the KSeF portal; a secret. Unset: nothing is sent to KSeF. */
  KSEF_TOKEN?: string;
  /** KSeF's API base; default https://api.ksef.mf.gov.pl/v2 (the test environment or the stand-in otherwise). */
  KSEF_BASE_URL?: string;
  /**
   * The shop's KSeF certificate of type Offline and its PKCS#8 private key, one PEM text; a secret.
   * Signs KOD II of invoices issued offline (docs/decisions/036-ksef-sending.md). Unset: KOD I only.
   */
  KSEF_OFFLINE_CERTIFICATE?: string;
  /** `on` turns on the developer pages under /_dev (the outbox); never set in production. */
  DEV_TOOLS?: string;
  /** The deploy workflow's dispatch address (GitHub Actions), its token and the branch it builds. */
  DEPLOY_HOOK_URL?: string;
  DEPLOY_HOOK_TOKEN?: string;
  DEPLOY_HOOK_REF?: string;
  /** The deployed version (the commit; `npm run deploy` sets it) and when it was built, for /api/health. */
  BUILD_VERSION?: string;
  BUILT_AT?: string;
};

/** How the edge cache answered a request, for the response header and the log line. */
export type CacheStatus = 'HIT' | 'MISS' | 'BYPASS';

export interface AppEnv {
  Bindings: WorkerEnv;
  Variables: RequestIdVariables & {
    /** The route table's name for the path, or `api`, for the log line. */
    routeName?: RouteName | 'api' | 'media' | 'social-image' | 'safety-data-sheet';
    cacheStatus?: CacheStatus;
    language: Locale;
    /** Set-Cookie values the edge adds to the response once it is final (response-headers.ts). */
    cookies?: string[];
    /** The request's valid access token, after the edge renewed it when due (edge/auth-session.ts). */
    accessToken?: string | undefined;
    /** A login was there and could not be kept (both tokens expired): its cookies are being deleted. */
    sessionEnded?: boolean;
    /** A handler's own Content-Security-Policy for its HTML (the dev pages), instead of the page's. */
    contentSecurityPolicy?: string;
    /** The declared API call the request is (its operationId: api/contract.ts), for the audit log. */
    operationId?: string;
    /** The request's stages for the Server-Timing header, on a developer's worker only (server-timing.ts). */
    stageTimer?: StageTimer;
  };
}
