/**
 * InPost's parcel lockers through the public points API of ShipX, InPost's platform
 * (https://dokumentacja-inpost.atlassian.net/wiki/spaces/PL/pages/622754/API+ShipX): no key,
 * `GET https://api-shipx-pl.easypack24.net/v1/points` with `relative_post_code=NN-NNN` (nearest
 * first, each point with its `distance` in metres, within `max_distance` metres) or `city=Kraków` (a town's points), narrowed by
 * `type=parcel_locker` and `functions=parcel_collect` (a parcel can be collected there), paged by
 * `per_page`; answered `{ items: [{ name, type, status, address: { line1, line2 }, address_details:
 * { city, post_code, street, building_number }, location_description, opening_hours, location_247,
 * distance }], count, page, per_page, total_pages }`. The shop keeps what the checkout shows, and
 * only the working lockers whose code an order takes (PARCEL_LOCKER_PATTERN). Which API is asked is
 * configuration (PARCEL_LOCKER_SEARCH, read by worker/src/config.ts); the local stand-in speaks the
 * same protocol (scripts/lib/parcel-locker-stand-in.ts).
 */
import type { ParcelLocker } from '#lib/api-types.ts';
import { PARCEL_LOCKER_PATTERN } from '#lib/forms/checkout.ts';
import { LOCKER_SEARCH_RADIUS_KM, type LockerSearch } from '#lib/forms/parcel-locker-search.ts';
import { getOutsideJson } from '../outside/get-json.ts';

export const SHIPX_ORIGIN = 'https://api-shipx-pl.easypack24.net';
export const SHIPX_POINTS_PATH = '/v1/points';
/** Lockers shown around a postcode, nearest first. */
export const LOCKERS_NEAR_POSTCODE = 10;
/** How far from a postcode a locker may stand, in metres: the API lists the whole country by distance otherwise. */
export const LOCKER_MAX_DISTANCE_METRES = LOCKER_SEARCH_RADIUS_KM * 1000;
/** Lockers shown for a town, by name: a big town has hundreds, and its postcode narrows them. */
export const LOCKERS_IN_CITY = 25;
/** A checkout waits this long for InPost; after it the shopper types the code instead. */
export const PARCEL_LOCKER_TIMEOUT_MS = 5000;

export interface ParcelLockerSearchConfig {
  /** PARCEL_LOCKER_SEARCH_URL: an origin standing in for ShipX's (the local stand-in); the path stays. */
  origin?: string;
}

export interface ParcelLockerCallOptions {
  /** The HTTP client; the Worker's fetch unless a test passes another. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

export type ParcelLockerAnswer = { ok: true; lockers: ParcelLocker[]; hasMore: boolean } | { ok: false; reason: string };

/**
 * The points API's address for a search.
 * @example shipxPointsUrl({ postcode: '31-042' }) // 'https://api-shipx-pl.easypack24.net/v1/points?relative_post_code=31-042&max_distance=20000&type=parcel_locker&functions=parcel_collect&per_page=10'
 */
export function shipxPointsUrl(search: LockerSearch, origin: string = SHIPX_ORIGIN): string {
  const query = new URLSearchParams(
    'postcode' in search ? { relative_post_code: search.postcode, max_distance: String(LOCKER_MAX_DISTANCE_METRES) } : { city: search.city },
  );
  query.set('type', 'parcel_locker');
  query.set('functions', 'parcel_collect');
  query.set('per_page', String('postcode' in search ? LOCKERS_NEAR_POSTCODE : LOCKERS_IN_CITY));
  return `${origin}${SHIPX_POINTS_PATH}?${query}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().replace(/\s+/g, ' ') : null);

/**
 * One ShipX point as the checkout shows it, or null when the order could not take it: not a
 * working parcel locker, or a name outside PARCEL_LOCKER_PATTERN (the order refuses those codes).
 */
export function toParcelLocker(point: unknown): ParcelLocker | null {
  if (!point || typeof point !== 'object') return null;
  const fields = point as Record<string, unknown>;
  const code = text(fields.name)?.toUpperCase();
  if (!code || !PARCEL_LOCKER_PATTERN.test(code)) return null;
  if (Array.isArray(fields.type) && !fields.type.includes('parcel_locker')) return null;
  if (fields.status !== undefined && fields.status !== 'Operating') return null;
  const address = (fields.address ?? {}) as Record<string, unknown>;
  const details = (fields.address_details ?? {}) as Record<string, unknown>;
  const streetOfDetails = [text(details.street), text(details.building_number)].filter(Boolean).join(' ');
  const street = text(address.line1) ?? (streetOfDetails || null);
  const postcode = text(details.post_code);
  const city = text(details.city);
  if (!street || !postcode || !city) return null;
  const distance =
    typeof fields.distance === 'number' && Number.isFinite(fields.distance) && fields.distance >= 0 ? Math.round(fields.distance) : null;
  return {
    code,
    street,
    postcode,
    city,
    description: text(fields.location_description),
    openingHours: fields.location_247 === true ? '24/7' : text(fields.opening_hours),
    distanceMeters: distance,
  };
}

/**
 * The lockers around a postcode (nearest first) or in a town, as ShipX lists them. Never throws:
 * an API that is down, slow or answers what it never answers is `ok: false` with the reason.
 * @example
 * const answer = await searchParcelLockers({ postcode: '31-042' }, {});
 * if (answer.ok) show(answer.lockers);
 */
export async function searchParcelLockers(
  search: LockerSearch,
  config: ParcelLockerSearchConfig,
  { fetch, timeoutMs = PARCEL_LOCKER_TIMEOUT_MS }: ParcelLockerCallOptions = {},
): Promise<ParcelLockerAnswer> {
  const answer = await getOutsideJson(shipxPointsUrl(search, config.origin), { ...(fetch ? { fetch } : {}), timeoutMs });
  if (!answer.ok) return { ok: false, reason: `ShipX points: ${answer.reason}` };
  const body = answer.body as { items?: unknown; count?: unknown } | null;
  if (!body || !Array.isArray(body.items)) return { ok: false, reason: 'ShipX points: an answer without items' };
  const lockers = body.items.map(toParcelLocker).filter((locker): locker is ParcelLocker => locker !== null);
  const hasMore = typeof body.count === 'number' && body.count > body.items.length;
  return { ok: true, lockers, hasMore };
}
