/**
 * A local stand-in for the two VAT registers the shop can ask (worker/src/vat-register/), each
 * speaking its own protocol at its official path:
 * - the Ministry of Finance's white list: `GET /api/search/nip/{nip}?date=YYYY-MM-DD`, answered
 *   `{ "result": { "subject": {…} | null, "requestId", "requestDateTime" } }`, or 400
 *   `{ "code": "WL-…", "message": "…" }` for a missing or future date or a malformed NIP;
 * - VIES: `GET /taxation_customs/vies/rest-api/ms/{country}/vat/{number}`, answered
 *   `{ isValid, userError, name, address, requestDate, requestIdentifier, vatNumber, countryCode }`.
 * It knows a few seeded NIPs (SEEDED_VAT_PAYERS), and either register can be taken down (the white
 * list then answers 503, VIES `MS_UNAVAILABLE`), for the "order goes on without" tests.
 *
 * Only web-standard APIs, so worker tests in workerd use `handle` as the adapters' fetch;
 * vat-register-stand-in-server.ts serves it on 127.0.0.1 for `npm start` and by hand.
 */
import { isValidNip } from '#lib/nip.ts';

export interface SeededVatPayer {
  nip: string;
  name: string;
  /** The white list's statusVat. */
  statusVat: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany';
  /** A company's address (the white list's workingAddress). */
  workingAddress: string | null;
  /** A person's address (residenceAddress), for sole traders without a working address. */
  residenceAddress: string | null;
  /** Registered for EU trade (VAT-UE), so VIES knows it. */
  inVies: boolean;
}

/** Fictional payers with valid checksums, one for each answer an order can get. */
export const SEEDED_VAT_PAYERS: readonly SeededVatPayer[] = [
  {
    nip: '8971234561',
    name: 'CZYSTA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    statusVat: 'Czynny',
    workingAddress: 'UL. LEGNICKA 48, 54-202 WROCŁAW',
    residenceAddress: null,
    inVies: true,
  },
  {
    nip: '8973000028',
    name: 'PIEKARNIA POD LIPĄ JAN KOWALSKI',
    statusVat: 'Czynny',
    workingAddress: null,
    residenceAddress: 'RYNEK 7/2, 50-106 WROCŁAW',
    inVies: false,
  },
  {
    nip: '8974000036',
    name: 'GABINET FIZJOTERAPII ANNA NOWAK',
    statusVat: 'Zwolniony',
    workingAddress: 'UL. KRZYWA 3, 55-080 KĄTY WROCŁAWSKIE',
    residenceAddress: null,
    inVies: false,
  },
  {
    nip: '8975000044',
    name: 'ZAMKNIĘTA HURTOWNIA SPÓŁKA JAWNA',
    statusVat: 'Niezarejestrowany',
    workingAddress: 'UL. STAWOWA 1, 40-095 KATOWICE',
    residenceAddress: null,
    inVies: false,
  },
  {
    nip: '8976000052',
    name: 'GMINA BOROWA GÓRA',
    statusVat: 'Czynny',
    workingAddress: 'BOROWA GÓRA 15',
    residenceAddress: null,
    inVies: true,
  },
];

export type VatRegisterName = 'mf' | 'vies';

export interface VatRegisterStandIn {
  handle(request: Request): Promise<Response>;
  /** Every path asked, in order. */
  readonly requests: string[];
  /** Makes a register fail every question until `bringUp`. */
  takeDown(register: VatRegisterName): void;
  bringUp(register: VatRegisterName): void;
}

const mfError = (code: string, message: string) => Response.json({ code, message }, { status: 400 });

/** A fresh stand-in knowing the given payers (the seeded ones by default); `now` is its clock. */
export function createVatRegisterStandIn({
  payers = SEEDED_VAT_PAYERS,
  now = () => new Date(),
}: {
  payers?: readonly SeededVatPayer[];
  now?: () => Date;
} = {}): VatRegisterStandIn {
  const requests: string[] = [];
  const down = new Set<VatRegisterName>();
  const byNip = new Map(payers.map((payer) => [payer.nip, payer]));
  let sequence = 0;
  const nextId = () => `stand-in-${(++sequence).toString(36).padStart(5, '0')}`;

  function whiteList(nip: string, date: string | null): Response {
    if (down.has('mf')) return new Response('Service Unavailable', { status: 503 });
    if (!date) return mfError('WL-101', "Pole 'data' nie może być puste.");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return mfError('WL-103', "Pole 'data' ma nieprawidłowy format.");
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now());
    if (date > today) return mfError('WL-102', "Pole 'data' nie może być datą przyszłą.");
    if (nip.length !== 10) return mfError('WL-105', "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków.");
    if (!/^\d+$/.test(nip)) return mfError('WL-106', "Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry.");
    if (!isValidNip(nip)) return mfError('WL-107', 'Nieprawidłowy NIP.');
    const payer = byNip.get(nip);
    const subject = payer
      ? {
          name: payer.name,
          nip: payer.nip,
          statusVat: payer.statusVat,
          regon: null,
          pesel: null,
          krs: null,
          residenceAddress: payer.residenceAddress,
          workingAddress: payer.workingAddress,
          representatives: [],
          authorizedClerks: [],
          partners: [],
          registrationLegalDate: '2015-01-01',
          registrationDenialBasis: null,
          registrationDenialDate: null,
          restorationBasis: null,
          restorationDate: null,
          removalBasis: null,
          removalDate: null,
          accountNumbers: [],
          hasVirtualAccounts: false,
        }
      : null;
    const requestDateTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'medium' }).format(now());
    return Response.json({ result: { subject, requestId: nextId(), requestDateTime } });
  }

  function vies(country: string, number: string): Response {
    const base = { countryCode: country, vatNumber: number, requestDate: now().toISOString(), requestIdentifier: '', originalVatNumber: number };
    if (down.has('vies')) return Response.json({ ...base, isValid: false, userError: 'MS_UNAVAILABLE', name: '---', address: '---' });
    const payer = country === 'PL' ? byNip.get(number) : undefined;
    if (!payer?.inVies || payer.statusVat !== 'Czynny')
      return Response.json({ ...base, isValid: false, userError: 'INVALID', name: '---', address: '---' });
    const address = (payer.workingAddress ?? payer.residenceAddress ?? '---').replace(', ', '\n');
    return Response.json({ ...base, isValid: true, userError: 'VALID', name: payer.name, address, requestIdentifier: nextId() });
  }

  return {
    requests,
    takeDown: (register) => void down.add(register),
    bringUp: (register) => void down.delete(register),
    async handle(request) {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      if (request.method !== 'GET') return new Response('Method Not Allowed', { status: 405 });
      const mf = /^\/api\/search\/nip\/([^/]*)$/.exec(url.pathname);
      if (mf) return whiteList(decodeURIComponent(mf[1] ?? ''), url.searchParams.get('date'));
      const eu = /^\/taxation_customs\/vies\/rest-api\/ms\/([A-Z]{2})\/vat\/([^/]+)$/.exec(url.pathname);
      if (eu) return vies(eu[1] ?? '', decodeURIComponent(eu[2] ?? ''));
      return new Response('Not Found', { status: 404 });
    },
  };
}
