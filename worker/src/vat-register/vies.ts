/**
 * The European Commission's VIES, the register of EU VAT numbers
 * (https://ec.europa.eu/taxation_customs/vies/#/technical-information): no key,
 * `GET https://ec.europa.eu/taxation_customs/vies/rest-api/ms/PL/vat/{nip}`, answered
 * `{ isValid, userError, name, address, requestDate, requestIdentifier, … }`. `userError` is
 * `VALID` or `INVALID` for a verdict; anything else (`MS_UNAVAILABLE`, `TIMEOUT`,
 * `MS_MAX_CONCURRENT_REQ`, …) means Poland's register did not answer VIES. Name and address are
 * `---` when the country does not share them. VIES lists only payers registered for EU trade
 * (VAT-UE): an active Polish payer who trades only at home is "invalid" there.
 */
import { parseRegisteredAddress } from './address.ts';
import { getRegisterJson, type RegisterCallOptions, type VatPayerCheck } from './vat-payer.ts';

export const VIES_ORIGIN = 'https://ec.europa.eu';

const shared = (value: unknown): string | null => (typeof value === 'string' && value.trim() && value.trim() !== '---' ? value.trim() : null);

/** Asks VIES about a Polish NIP (ten digits, checksum already checked). */
export async function checkVies(nip: string, options: RegisterCallOptions = {}): Promise<VatPayerCheck> {
  const url = `${options.origin ?? VIES_ORIGIN}/taxation_customs/vies/rest-api/ms/PL/vat/${encodeURIComponent(nip)}`;
  const answer = await getRegisterJson(url, options);
  if (!answer.ok) return { status: 'unavailable', reason: `VIES: ${answer.reason}` };
  const body = answer.body as Record<string, unknown> | null;
  if (!body || typeof body.isValid !== 'boolean') return { status: 'unavailable', reason: 'VIES: an answer without isValid' };
  const userError = typeof body.userError === 'string' ? body.userError : body.isValid ? 'VALID' : 'INVALID';
  const requestId = shared(body.requestIdentifier) ?? shared(body.requestDate);
  if (userError === 'VALID' && body.isValid) {
    const address = shared(body.address);
    return { status: 'active', source: 'vies', name: shared(body.name) ?? '', address: address ? parseRegisteredAddress(address) : null, requestId };
  }
  if (userError === 'INVALID') return { status: 'not_found', source: 'vies', requestId };
  return { status: 'unavailable', reason: `VIES: ${userError}` };
}
