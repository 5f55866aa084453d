/**
 * Issue 36 item 5: the checkout's search of InPost parcel lockers, answered from the points API's
 * stand-in (the worker tests' PARCEL_LOCKER_SEARCH_URL, scripts/test/vitest.config.ts) through the
 * Worker's own fetch, as under `npm start`.
 */
import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, ParcelLockerSearch } from '#lib/api-types.ts';
import { ORIGIN, request } from '#worker-test/requests.ts';
import { api } from '../app.ts';

const search = (query: string, vars: Partial<typeof env> = {}) =>
  api.request(`${ORIGIN}/api/public/v1/parcel-lockers?${query}`, {}, { ...env, ...vars });

async function lockersOf(query: string): Promise<ParcelLockerSearch> {
  const response = await search(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ParcelLockerSearch;
}

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('GET /parcel-lockers', () => {
  it('lists the working lockers within reach of a postcode, nearest first, as the checkout shows them', async () => {
    const found = await lockersOf('q=31042');
    expect(found).toMatchObject({ searchedBy: 'postcode', searched: '31-042', hasMore: false });
    // KRA99M is nearer but out of service; Katowice's lockers are beyond the 20 km the search asks for.
    expect(found.items.map((locker) => locker.code)).toEqual(['KRA01M', 'KRA010', 'KRA12M', 'KRA35A', 'KRA47M', 'KRA101M']);
    expect(found.items[0]).toEqual({
      code: 'KRA01M',
      street: 'Karmelicka 12',
      postcode: '31-128',
      city: 'Kraków',
      description: 'Przy sklepie Żabka',
      openingHours: '24/7',
      distanceMeters: 617,
    });
    const distances = found.items.map((locker) => locker.distanceMeters ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.items.find((locker) => locker.code === 'KRA35A')?.openingHours).toBe('pn–sb 6:00–22:00, nd 9:00–20:00');
  });

  it('lists a town’s lockers however the shopper writes its name, without distances', async () => {
    const found = await lockersOf(`q=${encodeURIComponent('  bielsko-BIAŁA ')}`);
    expect(found).toMatchObject({ searchedBy: 'city', searched: 'Bielsko-Biała', hasMore: false });
    expect(found.items).toEqual([
      {
        code: 'BBI01M',
        street: 'Piastowska 16',
        postcode: '43-300',
        city: 'Bielsko-Biała',
        description: 'Przy sklepie Lewiatan',
        openingHours: '24/7',
        distanceMeters: null,
      },
    ]);
  });

  it('answers a postcode or a town with no lockers with an empty list', async () => {
    expect((await lockersOf('q=99-999')).items).toEqual([]);
    expect((await lockersOf('q=Gniezno')).items).toEqual([]);
  });

  it('refuses any text with a digit that is no postcode, and any name that is no town’s, with a Polish 400, asking InPost nothing', async () => {
    const texts = fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }).filter((text) => /\d/.test(text) && !/^\s*\d{2}-?\d{3}\s*$/.test(text)),
      fc.constantFrom('K', '<script>', 'Kraków; --', 'a@b', '#', 'Łódź!', '%00', 'x'.repeat(61)),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        const response = await search(`q=${encodeURIComponent(text)}`);
        expect(response.status).toBe(400);
        const { error } = (await response.json()) as ApiErrorBody;
        expect(error.code).toBe('invalid_input');
        expect(error.fields?.q).toMatch(/^(Kod pocztowy ma postać 00-000|Nazwa miejscowości może zawierać tylko litery|Wpisz najwyżej 60 znaków)/);
      }),
      { numRuns: 60 },
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('answers every postcode, with or without its hyphen, with the lockers around it', async () => {
    const postcodes = fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 999 }), fc.boolean());
    await fc.assert(
      fc.asyncProperty(postcodes, async ([area, rest, hasHyphen]) => {
        const head = String(area).padStart(2, '0');
        const tail = String(rest).padStart(3, '0');
        const found = await lockersOf(`q=${head}${hasHyphen ? '-' : ''}${tail}`);
        expect(found).toMatchObject({ searchedBy: 'postcode', searched: `${head}-${tail}` });
        for (const locker of found.items) expect(locker.distanceMeters).toBeLessThanOrEqual(20_000);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses a missing, empty or repeated query and unknown parameters', async () => {
    for (const query of ['', 'q=', 'q=%20%20', 'q=31-042&q=Kraków', 'q=31-042&per_page=500']) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
    }
  });

  it('is a Polish 503 when the shop has not turned the search on, or InPost does not answer', async () => {
    const off = await search('q=31-042', { PARCEL_LOCKER_SEARCH: 'off' });
    expect(off.status).toBe(503);
    expect(((await off.json()) as ApiErrorBody).error).toEqual({
      code: 'parcel_locker_search_off',
      message: 'Wyszukiwarka Paczkomatów jest teraz niedostępna. Wpisz kod Paczkomatu w polu poniżej.',
    });
    const down = await search('q=31-042', { PARCEL_LOCKER_SEARCH_URL: 'http://127.0.0.1:9' });
    expect(down.status).toBe(503);
    expect(((await down.json()) as ApiErrorBody).error.code).toBe('parcel_locker_search_unavailable');
  });

  it('is kept at the edge for an hour, one entry for every spelling of the same search', async () => {
    const first = await request('/api/public/v1/parcel-lockers?q=54202');
    await first.arrayBuffer();
    expect(first.headers.get('X-Cache')).toBe('MISS');
    const second = await request(`/api/public/v1/parcel-lockers?q=${encodeURIComponent(' 54-202 ')}`);
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(((await second.json()) as ParcelLockerSearch).items[0]?.code).toBe('WRO01M');
    const town = await request('/api/public/v1/parcel-lockers?q=WROC%C5%81AW');
    await town.arrayBuffer();
    expect((await request('/api/public/v1/parcel-lockers?q=wroc%C5%82aw')).headers.get('X-Cache')).toBe('HIT');
  });
});
