/**
 * The Worker's variables, validated with zod. A Worker has no start-up hook, so each is checked
 * by the first request that needs it (and remembered per environment object); a missing or
 * malformed value is a logged 500, never a silently weaker edge.
 */

import { z } from 'zod';
import { SELLER } from '#lib/seller.ts';
import { type AdminIntegration, parseAdminIntegrations } from './admin-integrations.ts';
import type { WorkerEnv } from './env.ts';
import { TURNSTILE_VERIFY_URL } from './forms/turnstile.ts';
import { KSEF_PRODUCTION_URL } from './invoices/ksef/client.ts';
import { RESEND_EMAILS_URL } from './mail/resend.ts';
import type { ParcelLockerSearchConfig } from './parcel-lockers/shipx-points.ts';
import { P24_PRODUCTION_URL, type Przelewy24Config } from './payments/przelewy24/config.ts';
import type { VatCheckerConfig } from './vat-register/check-vat-payer.ts';

const apiOriginSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .optional();
const authSecretSchema = z.string().min(32);
const cacheBypassSecretSchema = z.string().min(32).optional();

const apiOrigins = new WeakMap<object, string | undefined>();
const authSecrets = new WeakMap<object, string>();

/** The remote shop API's origin when API_ORIGIN is set; throws when it is not an http(s) URL. */
export function getApiOrigin(env: WorkerEnv): string | undefined {
  if (apiOrigins.has(env)) return apiOrigins.get(env);
  const result = apiOriginSchema.safeParse(env.API_ORIGIN || undefined);
  if (!result.success) throw new Error(`API_ORIGIN must be an http(s) origin, got ${JSON.stringify(env.API_ORIGIN)}`);
  apiOrigins.set(env, result.data);
  return result.data;
}

/** The access tokens' HMAC key; throws when AUTH_JWT_SECRET is missing or shorter than 32 characters. */
export function getAuthSecret(env: WorkerEnv): string {
  const known = authSecrets.get(env);
  if (known) return known;
  const result = authSecretSchema.safeParse(env.AUTH_JWT_SECRET);
  if (!result.success) throw new Error('AUTH_JWT_SECRET must be set to at least 32 characters');
  authSecrets.set(env, result.data);
  return result.data;
}

/** The password grant's client (spec §7): the edge adds these to the login and refresh calls. */
export interface AuthClient {
  id: string;
  secret: string;
}

const authClientSchema = z.object({ AUTH_CLIENT_ID: z.string().min(1).max(200), AUTH_CLIENT_SECRET: z.string().min(32).max(200) });
const authClients = new WeakMap<object, AuthClient>();

/** The grant's client id and secret; throws when AUTH_CLIENT_ID or AUTH_CLIENT_SECRET (32+ characters) is missing. */
export function getAuthClient(env: WorkerEnv): AuthClient {
  const known = authClients.get(env);
  if (known) return known;
  const result = authClientSchema.safeParse({ AUTH_CLIENT_ID: env.AUTH_CLIENT_ID, AUTH_CLIENT_SECRET: env.AUTH_CLIENT_SECRET });
  if (!result.success) throw new Error('AUTH_CLIENT_ID and AUTH_CLIENT_SECRET (at least 32 characters) must be set');
  const client = { id: result.data.AUTH_CLIENT_ID, secret: result.data.AUTH_CLIENT_SECRET };
  authClients.set(env, client);
  return client;
}

/** Spec §9: the refresh token's max age, 1440 s as configured here (AUTH_REFRESH_TOKEN_SECONDS overrides it). */
export const DEFAULT_REFRESH_TOKEN_SECONDS = 1440;
const refreshSecondsSchema = z.coerce
  .number()
  .int()
  .min(60)
  .max(90 * 24 * 60 * 60)
  .default(DEFAULT_REFRESH_TOKEN_SECONDS);

/** How long a refresh token lives, in seconds; throws when AUTH_REFRESH_TOKEN_SECONDS is not 60 s to 90 days. */
export function getRefreshTokenSeconds(env: WorkerEnv): number {
  const result = refreshSecondsSchema.safeParse(env.AUTH_REFRESH_TOKEN_SECONDS || undefined);
  if (!result.success) throw new Error('AUTH_REFRESH_TOKEN_SECONDS must be whole seconds from 60 to 7776000');
  return result.data;
}

/** One machine's key to the admin calls: its name (audited as the actor) and its secret. */
export type { AdminIntegration } from './admin-integrations.ts';

/** The machines' keys to the admin calls (admin-integrations.ts). */
export function getAdminIntegrations(env: WorkerEnv): AdminIntegration[] {
  return parseAdminIntegrations(env.ADMIN_API_TOKEN);
}

/**
 * The key that seals the staff's TOTP secrets (STAFF_TOTP_KEY, at least 32 characters): a key of
 * its own, so rotating the access tokens' key never locks the staff out. Throws when it is missing
 * or short: a shop without it has no staff login.
 */
export function getStaffTotpKey(env: WorkerEnv): string {
  const result = authSecretSchema.safeParse(env.STAFF_TOTP_KEY);
  if (!result.success) throw new Error('STAFF_TOTP_KEY must be set to at least 32 characters');
  return result.data;
}

const cacheBypassSecrets = new WeakMap<object, string | undefined>();

/**
 * The secret with which the build reads past the edge cache (header X-Cache-Bypass), or
 * undefined when none is set (then nothing reads past it); throws when shorter than 32 characters.
 */
export function getCacheBypassSecret(env: WorkerEnv): string | undefined {
  if (cacheBypassSecrets.has(env)) return cacheBypassSecrets.get(env);
  const result = cacheBypassSecretSchema.safeParse(env.CACHE_BYPASS_SECRET || undefined);
  if (!result.success) throw new Error('CACHE_BYPASS_SECRET must be at least 32 characters when set');
  cacheBypassSecrets.set(env, result.data);
  return result.data;
}

/** How the worker reaches the mail provider (worker/src/mail/resend.ts). */
export interface MailConfig {
  providerUrl: string;
  apiKey: string;
  from: string;
}

/** `Sklep Merida <sklep@example.pl>` or `sklep@example.pl`. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]+ <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

const mailConfigSchema = z.object({
  MAIL_PROVIDER_URL: z.url({ protocol: /^https?$/ }).default(RESEND_EMAILS_URL),
  RESEND_API_KEY: z.string().min(1),
  MAIL_FROM: z.string().regex(MAIL_FROM_PATTERN),
});
const shopMailboxSchema = z.email().optional();

const mailConfigs = new WeakMap<object, MailConfig | null>();

/**
 * The mail provider's settings, or null when RESEND_API_KEY is unset (mails then stay in the
 * outbox as `held`). Throws when the key is set but MAIL_FROM is missing or malformed, or
 * MAIL_PROVIDER_URL is not an http(s) URL.
 */
export function getMailConfig(env: WorkerEnv): MailConfig | null {
  if (mailConfigs.has(env)) return mailConfigs.get(env) ?? null;
  if (!env.RESEND_API_KEY) {
    mailConfigs.set(env, null);
    return null;
  }
  const result = mailConfigSchema.safeParse({
    MAIL_PROVIDER_URL: env.MAIL_PROVIDER_URL || undefined,
    RESEND_API_KEY: env.RESEND_API_KEY,
    MAIL_FROM: env.MAIL_FROM,
  });
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].join(', ');
    throw new Error(`mail settings are malformed: ${names} (MAIL_FROM like "Sklep <sklep@example.pl>", MAIL_PROVIDER_URL an http(s) URL)`);
  }
  const config = { providerUrl: result.data.MAIL_PROVIDER_URL, apiKey: result.data.RESEND_API_KEY, from: result.data.MAIL_FROM };
  mailConfigs.set(env, config);
  return config;
}

/** The shop's own mailbox (SHOP_MAIL_TO: copies of contact messages, orders), or undefined; throws when malformed. */
export function getShopMailbox(env: WorkerEnv): string | undefined {
  const result = shopMailboxSchema.safeParse(env.SHOP_MAIL_TO || undefined);
  if (!result.success) throw new Error('SHOP_MAIL_TO must be an e-mail address when set');
  return result.data;
}

/** Cloudflare Turnstile's server side (worker/src/forms/turnstile.ts). */
export interface TurnstileConfig {
  secret: string;
  verifyUrl: string;
}

const turnstileSchema = z.object({
  TURNSTILE_SECRET: z.string().min(1),
  TURNSTILE_VERIFY_URL: z.url({ protocol: /^https?$/ }).default(TURNSTILE_VERIFY_URL),
});

/**
 * Turnstile's settings when TURNSTILE_SECRET is set (every guarded form then needs the widget's
 * token), else null; throws when TURNSTILE_VERIFY_URL is not an http(s) URL.
 */
export function getTurnstileConfig(env: WorkerEnv): TurnstileConfig | null {
  if (!env.TURNSTILE_SECRET) return null;
  const result = turnstileSchema.safeParse({ TURNSTILE_SECRET: env.TURNSTILE_SECRET, TURNSTILE_VERIFY_URL: env.TURNSTILE_VERIFY_URL || undefined });
  if (!result.success) throw new Error('TURNSTILE_VERIFY_URL must be an http(s) URL when set');
  return { secret: result.data.TURNSTILE_SECRET, verifyUrl: result.data.TURNSTILE_VERIFY_URL };
}

/**
 * The shop's public address for links in mails: SITE_URL when set, else the origin the request
 * came to (locally http://127.0.0.1:8787). Throws when SITE_URL is not an http(s) URL.
 */
export function getShopUrl(env: WorkerEnv, requestUrl: string): string {
  if (!env.SITE_URL) return new URL(requestUrl).origin;
  const result = z.url({ protocol: /^https?$/ }).safeParse(env.SITE_URL);
  if (!result.success) throw new Error('SITE_URL must be an http(s) URL when set');
  return new URL(result.data).origin;
}

/** The shop's origin from SITE_URL alone, for work without a request (the scheduled run's mails); undefined when unset. */
export function getConfiguredShopUrl(env: WorkerEnv): string | undefined {
  return env.SITE_URL ? getShopUrl(env, env.SITE_URL) : undefined;
}

/** Issue 15: how long a cart stays untouched before its one reminder; default 120 minutes. */
export const DEFAULT_CART_RECOVERY_AFTER_MINUTES = 120;
const cartRecoveryAfterSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(7 * 24 * 60)
  .default(DEFAULT_CART_RECOVERY_AFTER_MINUTES);

/** Minutes before an abandoned cart's reminder; throws when CART_RECOVERY_AFTER_MINUTES is not 1 to 10080. */
export function getCartRecoveryAfterMinutes(env: WorkerEnv): number {
  const result = cartRecoveryAfterSchema.safeParse(env.CART_RECOVERY_AFTER_MINUTES || undefined);
  if (!result.success) throw new Error('CART_RECOVERY_AFTER_MINUTES must be whole minutes from 1 to 10080');
  return result.data;
}

const przelewy24Schema = z.object({
  P24_MERCHANT_ID: z.coerce.number().int().positive(),
  P24_POS_ID: z.coerce.number().int().positive().optional(),
  P24_API_KEY: z.string().min(1),
  P24_CRC: z.string().min(1),
  P24_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(P24_PRODUCTION_URL),
});

const przelewy24Configs = new WeakMap<object, Przelewy24Config | null>();

/**
 * Przelewy24's settings (worker/src/payments/przelewy24/), or null when P24_MERCHANT_ID is unset
 * (no online payment through P24). Throws, naming the variables, when the merchant id is set and
 * the key, the CRC or a number is missing or malformed: never a payment signed with half a
 * configuration.
 */
export function getPrzelewy24Config(env: WorkerEnv): Przelewy24Config | null {
  if (przelewy24Configs.has(env)) return przelewy24Configs.get(env) ?? null;
  if (!env.P24_MERCHANT_ID) {
    przelewy24Configs.set(env, null);
    return null;
  }
  const result = przelewy24Schema.safeParse({
    P24_MERCHANT_ID: env.P24_MERCHANT_ID,
    P24_POS_ID: env.P24_POS_ID || undefined,
    P24_API_KEY: env.P24_API_KEY,
    P24_CRC: env.P24_CRC,
    P24_BASE_URL: env.P24_BASE_URL || undefined,
  });
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].join(', ');
    throw new Error(`Przelewy24 settings are malformed: ${names} (ids positive integers, P24_API_KEY and P24_CRC set, P24_BASE_URL an http(s) URL)`);
  }
  const { P24_MERCHANT_ID, P24_POS_ID, P24_API_KEY, P24_CRC, P24_BASE_URL } = result.data;
  const config = { merchantId: P24_MERCHANT_ID, posId: P24_POS_ID ?? P24_MERCHANT_ID, apiKey: P24_API_KEY, crc: P24_CRC, baseUrl: P24_BASE_URL };
  przelewy24Configs.set(env, config);
  return config;
}

const vatCheckerSchema = z.object({
  VAT_CHECKER: z.enum(['off', 'mf', 'vies']).default('off'),
  VAT_CHECKER_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
});

/**
 * Which VAT register confirms a company's NIP (worker/src/vat-register/check-vat-payer.ts), or
 * null when VAT_CHECKER is unset or `off` (the checksum alone). Throws when VAT_CHECKER is not
 * `off`, `mf` or `vies`, or VAT_CHECKER_URL is not an http(s) URL.
 */
export function getVatCheckerConfig(env: WorkerEnv): VatCheckerConfig | null {
  const result = vatCheckerSchema.safeParse({ VAT_CHECKER: env.VAT_CHECKER || undefined, VAT_CHECKER_URL: env.VAT_CHECKER_URL || undefined });
  if (!result.success) throw new Error('VAT_CHECKER must be off, mf or vies, and VAT_CHECKER_URL an http(s) URL when set');
  const { VAT_CHECKER, VAT_CHECKER_URL } = result.data;
  if (VAT_CHECKER === 'off') return null;
  return VAT_CHECKER_URL ? { service: VAT_CHECKER, origin: VAT_CHECKER_URL } : { service: VAT_CHECKER };
}

const parcelLockerSearchSchema = z.object({
  PARCEL_LOCKER_SEARCH: z.enum(['off', 'inpost']).default('off'),
  PARCEL_LOCKER_SEARCH_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
});

/**
 * How the checkout finds parcel lockers (worker/src/parcel-lockers/shipx-points.ts), or null when
 * PARCEL_LOCKER_SEARCH is unset or `off` (the shopper then types the locker's code). Throws when
 * it is not `off` or `inpost`, or PARCEL_LOCKER_SEARCH_URL is not an http(s) URL.
 */
export function getParcelLockerSearchConfig(env: WorkerEnv): ParcelLockerSearchConfig | null {
  const result = parcelLockerSearchSchema.safeParse({
    PARCEL_LOCKER_SEARCH: env.PARCEL_LOCKER_SEARCH || undefined,
    PARCEL_LOCKER_SEARCH_URL: env.PARCEL_LOCKER_SEARCH_URL || undefined,
  });
  if (!result.success) throw new Error('PARCEL_LOCKER_SEARCH must be off or inpost, and PARCEL_LOCKER_SEARCH_URL an http(s) URL when set');
  const { PARCEL_LOCKER_SEARCH, PARCEL_LOCKER_SEARCH_URL } = result.data;
  if (PARCEL_LOCKER_SEARCH === 'off') return null;
  return PARCEL_LOCKER_SEARCH_URL ? { origin: PARCEL_LOCKER_SEARCH_URL } : {};
}

/** The seller an invoice names (worker/src/invoices/seller.ts copies it into each invoice at issue). */
export interface InvoiceSellerConfig {
  name: string;
  nip: string;
  street: string;
  postcode: string;
  city: string;
  /** The account for transfers, as an IBAN without spaces (PL and 26 digits). */
  bankAccount: string;
  /** Days from an invoice's issue to its payment due date. */
  paymentDueDays: number;
}

const paymentDueDaysSchema = z.coerce.number().int().min(0).max(365).default(7);

const invoiceSellers = new WeakMap<object, InvoiceSellerConfig>();

/**
 * The invoices' seller: the shop's seller (#lib/seller.ts, the one source every page and mail
 * reads too), with the payment due days of INVOICE_PAYMENT_DUE_DAYS (default 7). Throws when the
 * due days are malformed: never an invoice with a due date nobody chose.
 */
export function getInvoiceSellerConfig(env: WorkerEnv): InvoiceSellerConfig {
  const known = invoiceSellers.get(env);
  if (known) return known;
  const days = paymentDueDaysSchema.safeParse(env.INVOICE_PAYMENT_DUE_DAYS || undefined);
  if (!days.success) throw new Error('INVOICE_PAYMENT_DUE_DAYS must be a whole number of days from 0 to 365');
  const config = {
    name: SELLER.name,
    nip: SELLER.nip,
    street: SELLER.street,
    postcode: SELLER.postcode,
    city: SELLER.city,
    bankAccount: SELLER.bankAccount.replaceAll(' ', ''),
    paymentDueDays: days.data,
  };
  invoiceSellers.set(env, config);
  return config;
}

/** KSeF, the national e-invoice system (worker/src/invoices/ksef/client.ts). */
export interface KsefConfig {
  token: string;
  baseUrl: string;
}

const ksefSchema = z.object({
  KSEF_TOKEN: z.string().min(16),
  KSEF_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(KSEF_PRODUCTION_URL),
});

/**
 * KSeF's settings when KSEF_TOKEN (the shop's token from the KSeF portal) is set, else null:
 * sending to KSeF is off. Throws when the token is shorter than 16 characters or KSEF_BASE_URL is
 * not an http(s) URL.
 */
export function getKsefConfig(env: WorkerEnv): KsefConfig | null {
  if (!env.KSEF_TOKEN) return null;
  const result = ksefSchema.safeParse({ KSEF_TOKEN: env.KSEF_TOKEN, KSEF_BASE_URL: env.KSEF_BASE_URL || undefined });
  if (!result.success) throw new Error('KSEF_TOKEN must be at least 16 characters and KSEF_BASE_URL an http(s) URL when set');
  return { token: result.data.KSEF_TOKEN, baseUrl: result.data.KSEF_BASE_URL };
}

/**
 * KSEF_OFFLINE_CERTIFICATE, the PEM of the shop's KSeF certificate of type Offline with its private
 * key (read by invoices/ksef/verification-links.ts `readOfflineCertificate`), or null when unset.
 */
export function getKsefOfflineCertificatePem(env: WorkerEnv): string | null {
  return env.KSEF_OFFLINE_CERTIFICATE?.trim() || null;
}
