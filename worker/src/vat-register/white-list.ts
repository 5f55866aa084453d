/**
 * The Ministry of Finance's register of VAT payers, "biała lista"
 * (https://www.gov.pl/web/kas/api-wykazu-podatnikow-vat): no key,
 * `GET https://wl-api.mf.gov.pl/api/search/nip/{nip}?date=YYYY-MM-DD`, answered
 * `{ "result": { "subject": { name, nip, statusVat, workingAddress, residenceAddress, … } | null, "requestId" } }`
 * or, for a bad question, HTTP 400 `{ "code": "WL-…", "message": "…" }`. `statusVat` is `Czynny`
 * (an active VAT payer), `Zwolniony` (exempt) or `Niezarejestrowany`. The register counts
 * queries per IP and day, so the order asks once per checkout, never per keystroke.
 */
import { SHOP_TIME_ZONE } from '#lib/dates.ts';
import { parseRegisteredAddress } from './address.ts';
import { getRegisterJson, type RegisterCallOptions, type VatPayerCheck } from './vat-payer.ts';

export const WHITE_LIST_ORIGIN = 'https://wl-api.mf.gov.pl';

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Poland as YYYY-MM-DD: the register refuses a day after its own today. */
export function registerDate(now: Date): string {
  return isoDate.format(now);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Asks the white list about a NIP (ten digits, checksum already checked). */
export async function checkWhiteList(nip: string, options: RegisterCallOptions = {}): Promise<VatPayerCheck> {
  const url = `${options.origin ?? WHITE_LIST_ORIGIN}/api/search/nip/${encodeURIComponent(nip)}?date=${registerDate(options.now ?? new Date())}`;
  const answer = await getRegisterJson(url, options);
  if (!answer.ok) return { status: 'unavailable', reason: `white list: ${answer.reason}` };
  const result = (answer.body as { result?: { subject?: unknown; requestId?: unknown } } | null)?.result;
  if (!result || typeof result !== 'object' || !('subject' in result))
    return { status: 'unavailable', reason: 'white list: an answer without result.subject' };
  const requestId = text(result.requestId);
  if (result.subject === null) return { status: 'not_found', source: 'mf', requestId };
  const subject = result.subject as Record<string, unknown>;
  const vatStatus = text(subject.statusVat);
  const name = text(subject.name);
  if (!vatStatus) return { status: 'unavailable', reason: 'white list: a subject without statusVat' };
  if (vatStatus !== 'Czynny') return { status: 'inactive', source: 'mf', name, vatStatus, requestId };
  const address = text(subject.workingAddress) ?? text(subject.residenceAddress);
  return { status: 'active', source: 'mf', name: name ?? '', address: address ? parseRegisteredAddress(address) : null, requestId };
}
