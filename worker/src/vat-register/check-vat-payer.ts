/**
 * The one call the order makes about a company's NIP: `checkVatPayer`. Which register it asks is
 * configuration (VAT_CHECKER, read by worker/src/config.ts):
 * - `off` (default): no register; the order relies on the checksum (site/src/lib/nip.ts);
 * - `mf`: the Ministry of Finance's white list, the Polish source of "active VAT payer"; when it
 *   cannot be asked, VIES is asked instead, and only its yes counts (VIES says no to active payers
 *   without EU registration, so its no then proves nothing and the answer stays `unavailable`);
 * - `vies`: VIES alone (the shop chose EU registration as its test): its no is `not_found`.
 * docs/decisions/010-payments-and-vat-adapters.md says why.
 */
import { isValidNip, normalizeNip } from '#lib/nip.ts';
import type { RegisterCallOptions, VatPayerCheck } from './vat-payer.ts';
import { checkVies } from './vies.ts';
import { checkWhiteList } from './white-list.ts';

export interface VatCheckerConfig {
  service: 'mf' | 'vies';
  /** VAT_CHECKER_URL: an origin standing in for both registers (the local stand-in). */
  origin?: string;
}

/**
 * Whether the register knows the NIP as an active VAT payer, with its name and address. A NIP that
 * fails the checksum is `not_found` without asking anyone. Never throws.
 * @example
 * const check = await checkVatPayer('897-123-45-61', { service: 'mf' });
 * if (check.status === 'active') fillBuyer(check.name, check.address);
 */
export async function checkVatPayer(
  nip: string,
  config: VatCheckerConfig,
  options: Omit<RegisterCallOptions, 'origin'> = {},
): Promise<VatPayerCheck> {
  const digits = normalizeNip(nip);
  const source = config.service;
  if (!isValidNip(digits)) return { status: 'not_found', source, requestId: null };
  const call = { ...options, ...(config.origin ? { origin: config.origin } : {}) };
  if (config.service === 'vies') return checkVies(digits, call);
  const whiteList = await checkWhiteList(digits, call);
  if (whiteList.status !== 'unavailable') return whiteList;
  const vies = await checkVies(digits, call);
  if (vies.status === 'active') return vies;
  return {
    status: 'unavailable',
    reason: vies.status === 'unavailable' ? `${whiteList.reason}; ${vies.reason}` : `${whiteList.reason}; VIES does not list it`,
  };
}
