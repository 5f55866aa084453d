import { describe, expect, it } from 'vitest';
import { createParcelLockerStandIn, SEEDED_PARCEL_LOCKERS } from '#scripts/lib/parcel-locker-stand-in.ts';
import { getParcelLockerSearchConfig } from '../config.ts';
import type { WorkerEnv } from '../env.ts';
import { LOCKERS_IN_CITY, SHIPX_ORIGIN, searchParcelLockers, shipxPointsUrl, toParcelLocker } from './shipx-points.ts';

/** A point as ShipX's points API lists it, with fields the shop does not read. */
const SHIPX_POINT = {
  href: 'https://api-shipx-pl.easypack24.net/v1/points/KRA01M',
  name: 'KRA01M',
  type: ['parcel_locker'],
  status: 'Operating',
  location: { longitude: 19.931, latitude: 50.0655 },
  location_type: 'Outdoor',
  location_date: null,
  location_description: 'Przy sklepie  Żabka',
  location_description_1: null,
  location_description_2: null,
  distance: 616.7,
  opening_hours: '24/7',
  address: { line1: 'Karmelicka 12', line2: '31-128 Kraków' },
  address_details: { city: 'Kraków', province: 'małopolskie', post_code: '31-128', street: 'Karmelicka', building_number: '12', flat_number: null },
  phone_number: null,
  payment_point_descr: 'Płatność kartą w Paczkomacie',
  functions: ['parcel_collect', 'parcel_send', 'standard_courier_send'],
  partner_id: 0,
  is_next: false,
  payment_available: true,
  payment_type: { '2': 'Płatność kartą w Paczkomacie' },
  virtual: '0',
  location_247: true,
};

function standIn() {
  const lockers = createParcelLockerStandIn();
  return { lockers, fetch: (request: Request) => lockers.handle(request) };
}

const hanging = (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));

describe('the points API’s address', () => {
  it('asks for the parcel lockers one can collect from, around a postcode within 20 km or in a town', () => {
    expect(shipxPointsUrl({ postcode: '31-042' })).toBe(
      `${SHIPX_ORIGIN}/v1/points?relative_post_code=31-042&max_distance=20000&type=parcel_locker&functions=parcel_collect&per_page=10`,
    );
    expect(shipxPointsUrl({ city: 'Bielsko-Biała' }, 'http://127.0.0.1:8029')).toBe(
      `http://127.0.0.1:8029/v1/points?city=Bielsko-Bia%C5%82a&type=parcel_locker&functions=parcel_collect&per_page=${LOCKERS_IN_CITY}`,
    );
  });
});

describe('a ShipX point as the checkout shows it', () => {
  it('keeps the code, street, postcode, town, where it stands, when it opens and how far it is', () => {
    expect(toParcelLocker(SHIPX_POINT)).toEqual({
      code: 'KRA01M',
      street: 'Karmelicka 12',
      postcode: '31-128',
      city: 'Kraków',
      description: 'Przy sklepie Żabka',
      openingHours: '24/7',
      distanceMeters: 617,
    });
  });

  it('takes the opening hours when the locker is not open around the clock, and nothing it does not know', () => {
    const { distance: _distance, location_description: _description, ...rest } = SHIPX_POINT;
    expect(toParcelLocker({ ...rest, location_247: false, opening_hours: 'pn–pt 7:00–21:00', location_description: ' ' })).toMatchObject({
      openingHours: 'pn–pt 7:00–21:00',
      description: null,
      distanceMeters: null,
    });
    expect(toParcelLocker({ ...rest, location_247: false, opening_hours: null })).toMatchObject({ openingHours: null });
  });

  it('builds the street from the address details when line1 is missing, and writes the code in capitals', () => {
    expect(toParcelLocker({ ...SHIPX_POINT, name: 'kra01m', address: { line1: null, line2: null } })).toMatchObject({
      code: 'KRA01M',
      street: 'Karmelicka 12',
    });
  });

  it.each([
    ['a point out of service', { status: 'NonOperating' }],
    ['a parcel shop, not a locker', { type: ['pop'] }],
    ['a code the order would refuse', { name: 'KRA01BAPP' }],
    ['a point without a name', { name: null }],
    ['a point without a town', { address_details: { ...SHIPX_POINT.address_details, city: '' } }],
  ])('leaves out %s', (_case, change) => {
    expect(toParcelLocker({ ...SHIPX_POINT, ...change })).toBeNull();
  });

  it('leaves out what is no point at all', () => {
    for (const value of [null, 'KRA01M', 42, []]) expect(toParcelLocker(value)).toBeNull();
  });
});

describe('searchParcelLockers against the stand-in', () => {
  it('asks the official path and maps each locker; the nearest working ones first', async () => {
    const { lockers, fetch } = standIn();
    const answer = await searchParcelLockers({ postcode: '54-202' }, { origin: 'http://punkty.test' }, { fetch });
    expect(lockers.requests).toEqual([
      '/v1/points?relative_post_code=54-202&max_distance=20000&type=parcel_locker&functions=parcel_collect&per_page=10',
    ]);
    expect(answer).toEqual({
      ok: true,
      hasMore: false,
      lockers: [
        expect.objectContaining({ code: 'WRO01M', distanceMeters: 0 }),
        expect.objectContaining({ code: 'WRO22A' }),
        expect.objectContaining({ code: 'WRO05M' }),
      ],
    });
  });

  it('says there are more when a town has more lockers than one answer shows', async () => {
    const [template] = SEEDED_PARCEL_LOCKERS;
    if (!template) throw new Error('No seeded locker');
    const many = Array.from({ length: LOCKERS_IN_CITY + 5 }, (_, index) => ({ ...template, name: `KRA${String(200 + index)}M` }));
    const lockers = createParcelLockerStandIn({ lockers: many });
    const answer = await searchParcelLockers({ city: 'Kraków' }, {}, { fetch: (request) => lockers.handle(request) });
    expect(answer).toMatchObject({ ok: true, hasMore: true });
    expect(answer.ok && answer.lockers).toHaveLength(LOCKERS_IN_CITY);
  });

  it('says why when the API is down, slow, or answers what it never answers; never throws', async () => {
    const { lockers, fetch } = standIn();
    lockers.takeDown();
    expect(await searchParcelLockers({ postcode: '31-042' }, {}, { fetch })).toEqual({
      ok: false,
      reason: 'ShipX points: HTTP 503 Service Unavailable',
    });
    expect(await searchParcelLockers({ postcode: '31-042' }, {}, { fetch: hanging, timeoutMs: 20 })).toEqual({
      ok: false,
      reason: 'ShipX points: no answer within 20 ms',
    });
    expect(await searchParcelLockers({ city: 'Kraków' }, {}, { fetch: async () => new Response('<html>') })).toEqual({
      ok: false,
      reason: 'ShipX points: the answer is not JSON',
    });
    expect(await searchParcelLockers({ city: 'Kraków' }, {}, { fetch: async () => Response.json({ error: 'x' }) })).toEqual({
      ok: false,
      reason: 'ShipX points: an answer without items',
    });
  });
});

describe('the parcel locker search configuration', () => {
  const env = (vars: Partial<WorkerEnv>) => vars as WorkerEnv;

  it('is off unless PARCEL_LOCKER_SEARCH names InPost', () => {
    expect(getParcelLockerSearchConfig(env({}))).toBeNull();
    expect(getParcelLockerSearchConfig(env({ PARCEL_LOCKER_SEARCH: 'off', PARCEL_LOCKER_SEARCH_URL: 'http://127.0.0.1:8029' }))).toBeNull();
    expect(getParcelLockerSearchConfig(env({ PARCEL_LOCKER_SEARCH: 'inpost' }))).toEqual({});
    expect(getParcelLockerSearchConfig(env({ PARCEL_LOCKER_SEARCH: 'inpost', PARCEL_LOCKER_SEARCH_URL: 'http://127.0.0.1:8029/ignored' }))).toEqual({
      origin: 'http://127.0.0.1:8029',
    });
  });

  it('throws on a service it does not know or a URL that is not http(s)', () => {
    expect(() => getParcelLockerSearchConfig(env({ PARCEL_LOCKER_SEARCH: 'yes' }))).toThrow(/PARCEL_LOCKER_SEARCH/);
    expect(() => getParcelLockerSearchConfig(env({ PARCEL_LOCKER_SEARCH: 'inpost', PARCEL_LOCKER_SEARCH_URL: 'file:///etc' }))).toThrow(
      /PARCEL_LOCKER_SEARCH_URL/,
    );
  });
});
