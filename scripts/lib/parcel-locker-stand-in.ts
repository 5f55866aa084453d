/**
 * A local stand-in for InPost's public points API (ShipX, worker/src/parcel-lockers/shipx-points.ts),
 * speaking its protocol at its official path:
 * `GET /v1/points?relative_post_code=NN-NNN` (nearest first, each with its `distance` in metres,
 * within `max_distance` when given) or `?city=Kraków` (that town's points by name, matched as
 * written), narrowed by `type` and `functions`, paged by `page` and `per_page`; answered
 * `{ href, count, page, per_page, total_pages, items: [{ name, type, status, location,
 * location_description, opening_hours, location_247, address: { line1, line2 }, address_details,
 * functions, distance? }] }`, or 400 `{ status, error, message, details }` for a malformed postcode.
 * It knows some lockers in Kraków, Wrocław, Warsaw, Poznań, Gdańsk, Katowice and Bielsko-Biała
 * (SEEDED_PARCEL_LOCKERS), and where their postcodes lie; a postcode it cannot place finds
 * nothing. It can be taken down (503) for the "type the code instead" tests.
 *
 * Only web-standard APIs, so worker tests in workerd can use `handle` as the adapter's fetch;
 * parcel-locker-stand-in-server.ts serves it on 127.0.0.1 for `npm start`, the worker tests and by hand.
 */

export interface SeededParcelLocker {
  name: string;
  street: string;
  buildingNumber: string;
  postcode: string;
  city: string;
  province: string;
  latitude: number;
  longitude: number;
  description: string;
  /** ShipX's opening_hours; `24/7` for most lockers. */
  openingHours: string;
  status: 'Operating' | 'NonOperating';
}

const locker = (
  name: string,
  [street, buildingNumber]: [string, string],
  [postcode, city, province]: [string, string, string],
  [latitude, longitude]: [number, number],
  description: string,
  { openingHours = '24/7', status = 'Operating' }: { openingHours?: string; status?: SeededParcelLocker['status'] } = {},
): SeededParcelLocker => ({ name, street, buildingNumber, postcode, city, province, latitude, longitude, description, openingHours, status });

/** Lockers with the names, streets and places of real Polish towns; the codes follow InPost's form. */
export const SEEDED_PARCEL_LOCKERS: readonly SeededParcelLocker[] = [
  locker('KRA01M', ['Karmelicka', '12'], ['31-128', 'Kraków', 'małopolskie'], [50.0655, 19.931], 'Przy sklepie Żabka'),
  locker('KRA010', ['Dietla', '50'], ['31-039', 'Kraków', 'małopolskie'], [50.053, 19.942], 'Obok apteki, wejście od ulicy'),
  locker('KRA12M', ['Lubicz', '17'], ['31-503', 'Kraków', 'małopolskie'], [50.066, 19.953], 'Przy stacji paliw Orlen'),
  locker('KRA35A', ['Kalwaryjska', '9'], ['30-504', 'Kraków', 'małopolskie'], [50.045, 19.944], 'W pasażu handlowym, poziom 0', {
    openingHours: 'pn–sb 6:00–22:00, nd 9:00–20:00',
  }),
  locker('KRA47M', ['Bora-Komorowskiego', '37'], ['31-476', 'Kraków', 'małopolskie'], [50.086, 19.978], 'Parking przy supermarkecie'),
  locker('KRA101M', ['Wielicka', '259'], ['30-663', 'Kraków', 'małopolskie'], [50.015, 19.992], 'Przy pętli tramwajowej'),
  locker('KRA99M', ['Starowiślna', '8'], ['31-032', 'Kraków', 'małopolskie'], [50.0595, 19.9435], 'Przy kiosku', { status: 'NonOperating' }),
  locker('WRO01M', ['Legnicka', '48'], ['54-202', 'Wrocław', 'dolnośląskie'], [51.119, 16.993], 'Przy wejściu do centrum handlowego'),
  locker('WRO05M', ['Świdnicka', '40'], ['50-024', 'Wrocław', 'dolnośląskie'], [51.104, 17.029], 'W bramie kamienicy, całodobowo'),
  locker('WRO22A', ['Kazimierza Wielkiego', '1'], ['50-077', 'Wrocław', 'dolnośląskie'], [51.11, 17.028], 'Obok przystanku tramwajowego'),
  locker('WAW22A', ['Marszałkowska', '104'], ['00-017', 'Warszawa', 'mazowieckie'], [52.234, 21.01], 'Przy wejściu do metra'),
  locker('WAW01M', ['Puławska', '2'], ['02-566', 'Warszawa', 'mazowieckie'], [52.206, 21.023], 'Przy sklepie Biedronka'),
  locker('WAW150M', ['Grójecka', '186'], ['02-390', 'Warszawa', 'mazowieckie'], [52.212, 20.955], 'Parking przy markecie budowlanym'),
  locker('POZ08A', ['Półwiejska', '42'], ['61-888', 'Poznań', 'wielkopolskie'], [52.401, 16.927], 'Przy galerii handlowej'),
  locker('POZ31M', ['Głogowska', '79'], ['60-263', 'Poznań', 'wielkopolskie'], [52.396, 16.908], 'Obok piekarni'),
  locker('GDA04M', ['Grunwaldzka', '82'], ['80-244', 'Gdańsk', 'pomorskie'], [54.38, 18.604], 'Przy stacji SKM Wrzeszcz'),
  locker('KAT01M', ['Stawowa', '1'], ['40-095', 'Katowice', 'śląskie'], [50.259, 19.021], 'Przy dworcu PKP'),
  locker('BBI01M', ['Piastowska', '16'], ['43-300', 'Bielsko-Biała', 'śląskie'], [49.829, 19.042], 'Przy sklepie Lewiatan'),
];

/** Where the stand-in places a postcode: its own, or its area's (the first two digits), else nowhere. */
const POSTCODE_PLACES: Readonly<Record<string, readonly [number, number]>> = {
  '31-042': [50.0617, 19.9373],
  '31-128': [50.0655, 19.931],
  '30-504': [50.045, 19.944],
  '54-202': [51.119, 16.993],
  '50-024': [51.104, 17.029],
  '00-017': [52.234, 21.01],
  '61-888': [52.401, 16.927],
  '80-244': [54.38, 18.604],
  '40-095': [50.259, 19.021],
  '43-300': [49.822, 19.044],
};
const AREA_PLACES: Readonly<Record<string, readonly [number, number]>> = {
  '00': [52.2297, 21.0122],
  '01': [52.2297, 21.0122],
  '02': [52.2297, 21.0122],
  '03': [52.2297, 21.0122],
  '04': [52.2297, 21.0122],
  '30': [50.0614, 19.9366],
  '31': [50.0614, 19.9366],
  '40': [50.2649, 19.0238],
  '43': [49.8224, 19.0444],
  '50': [51.1079, 17.0385],
  '51': [51.1079, 17.0385],
  '52': [51.1079, 17.0385],
  '53': [51.1079, 17.0385],
  '54': [51.1079, 17.0385],
  '60': [52.4064, 16.9252],
  '61': [52.4064, 16.9252],
  '80': [54.352, 18.6466],
};

/** Metres between two points on the Earth (haversine). */
function metresBetween([lat1, lng1]: readonly [number, number], [lat2, lng2]: readonly [number, number]): number {
  const radians = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * radians) / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(((lng2 - lng1) * radians) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

const POINT_FUNCTIONS: readonly string[] = ['parcel_collect', 'parcel_send'];

/** A seeded locker as ShipX lists it (the fields the shop reads and a few it does not). */
export function shipxPointOf(seeded: SeededParcelLocker, distance?: number) {
  return {
    href: `https://api-shipx-pl.easypack24.net/v1/points/${seeded.name}`,
    name: seeded.name,
    type: ['parcel_locker'],
    status: seeded.status,
    location: { longitude: seeded.longitude, latitude: seeded.latitude },
    location_type: 'Outdoor',
    location_description: seeded.description,
    opening_hours: seeded.openingHours,
    location_247: seeded.openingHours === '24/7',
    address: { line1: `${seeded.street} ${seeded.buildingNumber}`, line2: `${seeded.postcode} ${seeded.city}` },
    address_details: {
      city: seeded.city,
      province: seeded.province,
      post_code: seeded.postcode,
      street: seeded.street,
      building_number: seeded.buildingNumber,
      flat_number: null,
    },
    functions: [...POINT_FUNCTIONS],
    payment_available: true,
    ...(distance === undefined ? {} : { distance: Math.round(distance) }),
  };
}

export interface ParcelLockerStandIn {
  handle(request: Request): Promise<Response>;
  /** Every path and query asked, in order. */
  readonly requests: string[];
  /** Makes every question a 503 until `bringUp`. */
  takeDown(): void;
  bringUp(): void;
}

const shipxError = (message: string, details: Record<string, string[]>) =>
  Response.json({ status: 400, error: 'invalid_parameters', message, details }, { status: 400 });

/** A fresh stand-in knowing the given lockers (the seeded ones by default). */
export function createParcelLockerStandIn({
  lockers = SEEDED_PARCEL_LOCKERS,
}: {
  lockers?: readonly SeededParcelLocker[];
} = {}): ParcelLockerStandIn {
  const requests: string[] = [];
  let isDown = false;

  function points(query: URLSearchParams, url: URL): Response {
    const postcode = query.get('relative_post_code');
    const city = query.get('city');
    const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 25) || 25, 1), 500);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    const types = query.get('type')?.split(',');
    const functions = query.get('functions')?.split(',');
    // Every seeded point is a parcel locker where parcels are collected and sent.
    const isAskedFor = (!types || types.includes('parcel_locker')) && (!functions || functions.every((wanted) => POINT_FUNCTIONS.includes(wanted)));
    let found: { seeded: SeededParcelLocker; distance?: number }[] = isAskedFor ? lockers.map((seeded) => ({ seeded })) : [];
    if (postcode !== null) {
      if (!/^\d{2}-\d{3}$/.test(postcode)) return shipxError('Invalid post code.', { relative_post_code: ['invalid'] });
      const place = POSTCODE_PLACES[postcode] ?? AREA_PLACES[postcode.slice(0, 2)];
      const maxDistance = Number(query.get('max_distance') ?? Number.POSITIVE_INFINITY);
      found = place
        ? found
            .map(({ seeded }) => ({ seeded, distance: metresBetween(place, [seeded.latitude, seeded.longitude]) }))
            .filter(({ distance }) => distance <= maxDistance)
            .sort((a, b) => a.distance - b.distance)
        : [];
    } else if (city !== null) {
      found = found.filter(({ seeded }) => seeded.city === city).sort((a, b) => a.seeded.name.localeCompare(b.seeded.name));
    }
    const items = found.slice((page - 1) * perPage, page * perPage).map(({ seeded, distance }) => shipxPointOf(seeded, distance));
    return Response.json({
      href: url.href,
      count: found.length,
      page,
      per_page: perPage,
      total_pages: Math.max(1, Math.ceil(found.length / perPage)),
      items,
    });
  }

  return {
    requests,
    takeDown: () => {
      isDown = true;
    },
    bringUp: () => {
      isDown = false;
    },
    async handle(request) {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      if (request.method !== 'GET') return new Response('Method Not Allowed', { status: 405 });
      if (url.pathname !== '/v1/points') return Response.json({ status: 404, error: 'not_found' }, { status: 404 });
      if (isDown) return new Response('Service Unavailable', { status: 503 });
      return points(url.searchParams, url);
    },
  };
}
