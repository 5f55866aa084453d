import { describe, expect, it } from 'vitest';
import { createVatRegisterStandIn, type VatRegisterStandIn } from '#scripts/lib/vat-register-stand-in.ts';
import { getVatCheckerConfig } from '../config.ts';
import type { WorkerEnv } from '../env.ts';
import { parseRegisteredAddress } from './address.ts';
import { checkVatPayer } from './check-vat-payer.ts';
import { checkVies } from './vies.ts';
import { checkWhiteList, registerDate, WHITE_LIST_ORIGIN } from './white-list.ts';

const ACTIVE_IN_VIES = '8971234561';
const ACTIVE_HOME_ONLY = '8973000028';
const EXEMPT = '8974000036';
const REMOVED = '8975000044';
const UNKNOWN = '5260250274';

function standIn(): { registers: VatRegisterStandIn; fetch: (request: Request) => Promise<Response> } {
  const registers = createVatRegisterStandIn();
  return { registers, fetch: (request) => registers.handle(request) };
}

const hanging = (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

describe('addresses as the registers print them', () => {
  it('split into street, postcode and city', () => {
    expect(parseRegisteredAddress('UL. LEGNICKA 48, 54-202 WROCŁAW')).toEqual({
      text: 'UL. LEGNICKA 48, 54-202 WROCŁAW',
      street: 'UL. LEGNICKA 48',
      postcode: '54-202',
      city: 'WROCŁAW',
    });
    expect(parseRegisteredAddress('UL. KRZYWA 3\n55-080 KĄTY WROCŁAWSKIE')).toMatchObject({
      street: 'UL. KRZYWA 3',
      postcode: '55-080',
      city: 'KĄTY WROCŁAWSKIE',
    });
    expect(parseRegisteredAddress('50-106 WROCŁAW, RYNEK 7/2')).toMatchObject({ street: 'RYNEK 7/2', postcode: '50-106', city: 'WROCŁAW' });
  });

  it('stay whole without a Polish postcode', () => {
    expect(parseRegisteredAddress('BOROWA GÓRA 15')).toEqual({ text: 'BOROWA GÓRA 15', street: null, postcode: null, city: null });
    expect(parseRegisteredAddress('RUE DE LA LOI 200, 1049 BRUXELLES')).toMatchObject({ street: null, postcode: null });
  });
});

describe('the white list', () => {
  it("is asked about today in Poland, which is tomorrow in UTC before one o'clock", async () => {
    const now = new Date('2026-11-23T23:30:00Z');
    expect(registerDate(now)).toBe('2026-11-24');
    const registers = createVatRegisterStandIn({ now: () => now });
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch: (request) => registers.handle(request), now })).toMatchObject({ status: 'active' });
    // The register refuses a day after its own today (WL-102), so a date a day ahead is no answer.
    const anHourEarlier = createVatRegisterStandIn({ now: () => new Date('2026-11-23T22:30:00Z') });
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch: (request) => anHourEarlier.handle(request), now })).toMatchObject({ status: 'unavailable' });
    expect(registers.requests).toEqual([`/api/search/nip/${ACTIVE_IN_VIES}?date=2026-11-24`]);
  });

  it('confirms an active payer with its name and split address, and the query id as proof', async () => {
    const { fetch } = standIn();
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch })).toEqual({
      status: 'active',
      source: 'mf',
      name: 'CZYSTA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      address: { text: 'UL. LEGNICKA 48, 54-202 WROCŁAW', street: 'UL. LEGNICKA 48', postcode: '54-202', city: 'WROCŁAW' },
      requestId: expect.stringMatching(/^stand-in-/),
    });
    expect(await checkWhiteList(ACTIVE_HOME_ONLY, { fetch })).toMatchObject({ status: 'active', address: { city: 'WROCŁAW', street: 'RYNEK 7/2' } });
  });

  it('tells an exempt or removed payer from an unknown NIP', async () => {
    const { fetch } = standIn();
    expect(await checkWhiteList(EXEMPT, { fetch })).toMatchObject({
      status: 'inactive',
      source: 'mf',
      vatStatus: 'Zwolniony',
      name: 'GABINET FIZJOTERAPII ANNA NOWAK',
    });
    expect(await checkWhiteList(REMOVED, { fetch })).toMatchObject({ status: 'inactive', vatStatus: 'Niezarejestrowany' });
    expect(await checkWhiteList(UNKNOWN, { fetch })).toEqual({ status: 'not_found', source: 'mf', requestId: expect.any(String) });
  });

  it('is unavailable when down, slow, unreachable or answering what it never answers', async () => {
    const { registers, fetch } = standIn();
    registers.takeDown('mf');
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch })).toEqual({ status: 'unavailable', reason: 'white list: HTTP 503 Service Unavailable' });
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch: hanging, timeoutMs: 20 })).toEqual({
      status: 'unavailable',
      reason: 'white list: no answer within 20 ms',
    });
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch: () => Promise.reject(new TypeError('fetch failed')) })).toMatchObject({
      status: 'unavailable',
    });
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch: async () => new Response('<html>') })).toMatchObject({ status: 'unavailable' });
    expect(await checkWhiteList(ACTIVE_IN_VIES, { fetch: async () => Response.json({ result: {} }) })).toMatchObject({ status: 'unavailable' });
  });

  it('is asked at the Ministry unless an origin stands in for it', async () => {
    const urls: string[] = [];
    await checkWhiteList(UNKNOWN, {
      fetch: async (request) => {
        urls.push(request.url);
        return Response.json({ result: { subject: null } });
      },
    });
    expect(urls[0]?.startsWith(`${WHITE_LIST_ORIGIN}/api/search/nip/${UNKNOWN}?date=`)).toBe(true);
  });
});

describe('VIES', () => {
  it('confirms a payer registered for EU trade, with the two-line address split', async () => {
    const { registers, fetch } = standIn();
    expect(await checkVies(ACTIVE_IN_VIES, { fetch })).toMatchObject({
      status: 'active',
      source: 'vies',
      name: 'CZYSTA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      address: { street: 'UL. LEGNICKA 48', postcode: '54-202', city: 'WROCŁAW' },
    });
    expect(registers.requests).toEqual([`/taxation_customs/vies/rest-api/ms/PL/vat/${ACTIVE_IN_VIES}`]);
  });

  it('says not found for a number it does not list, and unavailable when Poland does not answer it', async () => {
    const { registers, fetch } = standIn();
    expect(await checkVies(ACTIVE_HOME_ONLY, { fetch })).toMatchObject({ status: 'not_found', source: 'vies' });
    registers.takeDown('vies');
    expect(await checkVies(ACTIVE_IN_VIES, { fetch })).toEqual({ status: 'unavailable', reason: 'VIES: MS_UNAVAILABLE' });
  });
});

describe('checkVatPayer', () => {
  it('asks the white list, with the NIP as a person typed it', async () => {
    const { registers, fetch } = standIn();
    expect(await checkVatPayer('PL 897-123-45-61', { service: 'mf' }, { fetch })).toMatchObject({ status: 'active', source: 'mf' });
    expect(await checkVatPayer(EXEMPT, { service: 'mf' }, { fetch })).toMatchObject({ status: 'inactive' });
    expect(registers.requests.every((path) => path.startsWith('/api/search/nip/'))).toBe(true);
  });

  it('asks nobody about a NIP that fails the checksum', async () => {
    const { registers, fetch } = standIn();
    expect(await checkVatPayer('8971234562', { service: 'mf' }, { fetch })).toEqual({ status: 'not_found', source: 'mf', requestId: null });
    expect(registers.requests).toEqual([]);
  });

  it('falls back to VIES when the white list is down, trusting only its yes', async () => {
    const { registers, fetch } = standIn();
    registers.takeDown('mf');
    expect(await checkVatPayer(ACTIVE_IN_VIES, { service: 'mf' }, { fetch })).toMatchObject({ status: 'active', source: 'vies' });
    // VIES does not list payers without EU registration: its no proves nothing here.
    expect(await checkVatPayer(ACTIVE_HOME_ONLY, { service: 'mf' }, { fetch })).toEqual({
      status: 'unavailable',
      reason: 'white list: HTTP 503 Service Unavailable; VIES does not list it',
    });
    registers.takeDown('vies');
    expect(await checkVatPayer(ACTIVE_IN_VIES, { service: 'mf' }, { fetch })).toEqual({
      status: 'unavailable',
      reason: 'white list: HTTP 503 Service Unavailable; VIES: MS_UNAVAILABLE',
    });
  });

  it('asks VIES alone when configured so, and then its no is not found', async () => {
    const { registers, fetch } = standIn();
    expect(await checkVatPayer(ACTIVE_IN_VIES, { service: 'vies' }, { fetch })).toMatchObject({ status: 'active', source: 'vies' });
    expect(await checkVatPayer(ACTIVE_HOME_ONLY, { service: 'vies' }, { fetch })).toMatchObject({ status: 'not_found', source: 'vies' });
    expect(registers.requests.every((path) => path.startsWith('/taxation_customs/vies/'))).toBe(true);
  });

  it('goes to the configured origin (the stand-in) on the official paths', async () => {
    const urls: string[] = [];
    const { fetch } = standIn();
    await checkVatPayer(
      ACTIVE_IN_VIES,
      { service: 'vies', origin: 'http://127.0.0.1:8026' },
      {
        fetch: (request) => {
          urls.push(request.url);
          return fetch(request);
        },
      },
    );
    expect(urls).toEqual([`http://127.0.0.1:8026/taxation_customs/vies/rest-api/ms/PL/vat/${ACTIVE_IN_VIES}`]);
  });
});

describe('the VAT checker configuration', () => {
  const env = (vars: Partial<WorkerEnv>) => vars as WorkerEnv;

  it('is off unless VAT_CHECKER names a register', () => {
    expect(getVatCheckerConfig(env({}))).toBeNull();
    expect(getVatCheckerConfig(env({ VAT_CHECKER: 'off', VAT_CHECKER_URL: 'http://127.0.0.1:8026' }))).toBeNull();
    expect(getVatCheckerConfig(env({ VAT_CHECKER: 'mf' }))).toEqual({ service: 'mf' });
    expect(getVatCheckerConfig(env({ VAT_CHECKER: 'vies', VAT_CHECKER_URL: 'http://127.0.0.1:8026/ignored' }))).toEqual({
      service: 'vies',
      origin: 'http://127.0.0.1:8026',
    });
  });

  it('throws on a register it does not know or a URL that is not http(s)', () => {
    expect(() => getVatCheckerConfig(env({ VAT_CHECKER: 'yes' }))).toThrow(/VAT_CHECKER/);
    expect(() => getVatCheckerConfig(env({ VAT_CHECKER: 'mf', VAT_CHECKER_URL: 'file:///etc' }))).toThrow(/VAT_CHECKER_URL/);
  });
});
