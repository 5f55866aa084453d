/**
 * What a VAT register says about a NIP, whichever register was asked (white-list.ts, vies.ts):
 * the one answer the order code reads. `unavailable` is not a verdict: the register could not be
 * asked (down, slow, throttled, an answer we cannot read), and the order then goes through on the
 * checksum alone with a note (issue 13).
 */
import { getOutsideJson } from '../outside/get-json.ts';

/** Which register answered. */
export type VatRegisterSource = 'mf' | 'vies';

/** An address as the register prints it, and split when it has the Polish `NN-NNN City` form. */
export interface RegisteredAddress {
  /** The register's text, on one line. */
  text: string;
  street: string | null;
  /** `NN-NNN`. */
  postcode: string | null;
  city: string | null;
}

export type VatPayerCheck =
  | {
      status: 'active';
      source: VatRegisterSource;
      /** The registered name; empty when the register does not share it (VIES's `---`). */
      name: string;
      address: RegisteredAddress | null;
      /** The register's id of this query (MF's requestId, VIES's requestIdentifier or date): proof of the check. */
      requestId: string | null;
    }
  | { status: 'inactive'; source: VatRegisterSource; name: string | null; vatStatus: string; requestId: string | null }
  | { status: 'not_found'; source: VatRegisterSource; requestId: string | null }
  | { status: 'unavailable'; reason: string };

/** How an adapter reaches its register. */
export interface RegisterCallOptions {
  /** The origin to ask instead of the register's own (the local stand-in); the official path stays. */
  origin?: string;
  /** The HTTP client; the Worker's fetch unless a test passes another. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /** The moment of the question (the white list is asked about a day). */
  now?: Date;
}

/** A checkout waits this long for a register at most; after it the order goes on without. */
export const REGISTER_TIMEOUT_MS = 5000;

/** A register's JSON (outside/get-json.ts), waiting REGISTER_TIMEOUT_MS unless the options say otherwise. */
export function getRegisterJson(url: string, { fetch, timeoutMs = REGISTER_TIMEOUT_MS }: RegisterCallOptions) {
  return getOutsideJson(url, { ...(fetch ? { fetch } : {}), timeoutMs });
}
