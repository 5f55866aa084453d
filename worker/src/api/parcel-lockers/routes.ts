/**
 * GET /parcel-lockers?q= (issue 36 item 5): the checkout's search of InPost parcel lockers by
 * postcode (nearest first) or town, through the ShipX adapter (worker/src/parcel-lockers/) when
 * PARCEL_LOCKER_SEARCH turns it on. A search InPost cannot answer, or one the shop has not turned
 * on, is a 503 the checkout meets with its code field.
 */
import { getParcelLockerSearchConfig } from '../../config.ts';
import { searchParcelLockers } from '../../parcel-lockers/shipx-points.ts';
import { createRouter, declareCall } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { parcelLockerSearchQuery, parcelLockerSearchSchema } from './schemas.ts';

const searchCall = declareCall({
  operationId: 'searchParcelLockers',
  method: 'get',
  path: '/',
  tags: ['Zamówienia'],
  summary: 'Paczkomaty InPost najbliżej kodu pocztowego albo w miejscowości, do wyboru przy zamówieniu.',
  request: { query: parcelLockerSearchQuery },
  success: { schema: parcelLockerSearchSchema, description: 'Znalezione Paczkomaty (może ich nie być).' },
  errors: { 503: 'Wyszukiwanie Paczkomatów jest wyłączone albo InPost nie odpowiada: kod Paczkomatu trzeba wpisać samemu.' },
  // Lockers open and close over weeks; an hour spares InPost the same question from every
  // shopper of a town. Only a 200 is kept (edge/api-cache.ts): an outage is asked again.
  cacheSeconds: 3600,
});

const UNAVAILABLE_MESSAGE = 'Wyszukiwarka Paczkomatów jest teraz niedostępna. Wpisz kod Paczkomatu w polu poniżej.';

export const parcelLockerRoutes = createRouter().openapi(searchCall, async (c) => {
  const { q: search } = c.req.valid('query');
  const config = getParcelLockerSearchConfig(c.env);
  if (!config) throw new ApiError(503, 'parcel_locker_search_off', UNAVAILABLE_MESSAGE);
  const answer = await searchParcelLockers(search, config);
  if (!answer.ok) {
    console.log(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event: 'parcel-lockers', reason: answer.reason }));
    throw new ApiError(503, 'parcel_locker_search_unavailable', UNAVAILABLE_MESSAGE);
  }
  const searched =
    'postcode' in search ? { searchedBy: 'postcode' as const, searched: search.postcode } : { searchedBy: 'city' as const, searched: search.city };
  return c.json({ ...searched, items: answer.lockers, hasMore: answer.hasMore }, 200);
});
