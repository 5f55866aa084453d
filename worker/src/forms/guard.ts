/**
 * What stands between a public form and the database (issue 11 "Abuse"), in the order it is
 * checked, after the body passed its schema:
 * 1. the honeypot: filled in, the form is dropped without a word (the caller answers as if it
 *    was accepted and writes nothing, so a bot learns nothing);
 * 2. the ticket (tickets.ts): forged, too fast or stale → 422 (well-formed, yet not to be taken);
 * 3. Cloudflare Turnstile when TURNSTILE_SECRET is set → 422 without its token, 403 when refused;
 * 4. rate limits per network and per e-mail address (rate-limit.ts) → 429 with Retry-After; the
 *    local machine is counted per address only;
 * 5. the ticket is spent: a second sending with it → 422 (a ticket is good for one form).
 */
import type { Context } from 'hono';
import { HONEYPOT_FIELD } from '#lib/forms/limits.ts';
import { ApiError } from '../api/errors.ts';
import { getAuthSecret, getTurnstileConfig } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { clientAddressOf, clientNetworkOf } from './client-network.ts';
import { hitRateLimits, type RateLimit } from './rate-limit.ts';
import { checkTicket, spendTicket } from './tickets.ts';
import { verifyTurnstile } from './turnstile.ts';

/** The guarded forms and their limits: per network, and per address, in a window. */
export const FORM_LIMITS = {
  newsletter: { perNetwork: 10, perEmail: 3, windowMs: 60 * 60 * 1000 },
  newsletter_unsubscribe: { perNetwork: 10, perEmail: 3, windowMs: 60 * 60 * 1000 },
  contact: { perNetwork: 5, perEmail: 5, windowMs: 60 * 60 * 1000 },
  registration: { perNetwork: 10, perEmail: 3, windowMs: 60 * 60 * 1000 },
  password_reset: { perNetwork: 10, perEmail: 3, windowMs: 60 * 60 * 1000 },
  // A consumer's withdrawal is never dropped nor held by a ticket (a legal statement must reach the
  // shop); only guessing order numbers and addresses is limited.
  withdrawal: { perNetwork: 30, perEmail: 10, windowMs: 60 * 60 * 1000 },
} as const;

export type GuardedFormName = keyof typeof FORM_LIMITS;

/** What a guarded form's call answers besides 400, for its declaration (contract.ts `errors`). */
export const GUARDED_FORM_ERRORS = {
  403: 'Weryfikacja Turnstile nie powiodła się.',
  422: 'Formularz nieaktualny, wysłany zbyt szybko albo bez weryfikacji Turnstile: odśwież stronę i wyślij go ponownie.',
  429: 'Zbyt wiele prób z tej sieci lub dla tego adresu.',
} as const;

/** Prefixes of the local machine (clientNetworkOf): no edge in production ever names them. */
const LOOPBACK_NETWORKS = new Set(['127.0.0.0/24', '0:0:0::/48']);

interface GuardFields {
  [HONEYPOT_FIELD]?: string | undefined;
  ticket: string;
  turnstileToken?: string | undefined;
}

export type GuardVerdict = 'accept' | 'drop';

const TICKET_ERRORS = {
  invalid: 'Formularz jest nieaktualny. Odśwież stronę i wyślij go ponownie.',
  stale: 'Formularz był otwarty zbyt długo. Odśwież stronę i wyślij go ponownie.',
  too_fast: 'Formularz wysłano zbyt szybko. Poczekaj chwilę i wyślij go ponownie.',
  used: 'Ten formularz został już wysłany. Odśwież stronę, aby wysłać go ponownie.',
} as const;

/** Checks one submission of a guarded form; throws the Polish 4xx that turns it away. */
export async function guardForm(c: Context<AppEnv>, form: GuardedFormName, email: string, fields: GuardFields, now: number): Promise<GuardVerdict> {
  if (fields[HONEYPOT_FIELD]) {
    console.log(
      JSON.stringify({ time: new Date(now).toISOString(), event: 'form-dropped', form, reason: 'honeypot', requestId: c.get('requestId') }),
    );
    return 'drop';
  }
  const ticket = await checkTicket(fields.ticket, getAuthSecret(c.env), now);
  if (ticket !== 'ok') throw new ApiError(422, `form_${ticket}`, TICKET_ERRORS[ticket], { ticket: TICKET_ERRORS[ticket] });

  const turnstile = getTurnstileConfig(c.env);
  if (turnstile) {
    const message = 'Potwierdź, że nie jesteś robotem, i wyślij formularz ponownie.';
    if (!fields.turnstileToken) throw new ApiError(422, 'turnstile_required', message, { turnstileToken: message });
    const verified = await verifyTurnstile({
      url: turnstile.verifyUrl,
      secret: turnstile.secret,
      token: fields.turnstileToken,
      remoteIp: clientAddressOf(c),
    });
    if (!verified) throw new ApiError(403, 'turnstile_failed', 'Weryfikacja antyspamowa nie powiodła się. Spróbuj ponownie.');
  }

  await limitForm(c, form, email, now);
  // Last, so a refusal above leaves the ticket good for the sending after it.
  if (!(await spendTicket(c.env.DB, fields.ticket))) throw new ApiError(422, 'form_used', TICKET_ERRORS.used, { ticket: TICKET_ERRORS.used });
  return 'accept';
}

/** The form's rate limits per address and per network (the local machine: per address only); a 429 in Polish when one is spent. */
export async function limitForm(c: Context<AppEnv>, form: GuardedFormName, email: string, now: number): Promise<void> {
  const { perNetwork, perEmail, windowMs } = FORM_LIMITS[form];
  const network = clientNetworkOf(c);
  const limits: RateLimit[] = [{ key: `${form}:email:${email}`, limit: perEmail, windowMs }];
  // The machine itself (wrangler dev, the browser tests) is one network that never leaves it.
  if (!LOOPBACK_NETWORKS.has(network)) limits.push({ key: `${form}:network:${network}`, limit: perNetwork, windowMs });
  const waitSeconds = await hitRateLimits(c.env.DB, limits, now);
  if (waitSeconds !== null) {
    const minutes = Math.ceil(waitSeconds / 60);
    throw new ApiError(429, 'too_many_requests', `Zbyt wiele prób. Spróbuj ponownie za ${minutes} min.`, undefined, {
      'Retry-After': String(waitSeconds),
    });
  }
}
