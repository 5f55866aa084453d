// The company's branches: the head office, where the seller's address and phone come from
// (#lib/seller.ts), the logistics centre, the plants and the sales offices. A customer may pick an
// order up at any of them (the checkout lists every published branch), so the terms name them all
// (terms.ts). No Node imports.

import type { DayOfWeek, OpeningHours } from '#lib/api-types.ts';
import { SELLER } from '#lib/seller.ts';
import type { BranchRow } from './types.ts';

/** A branch as written here: its row without ids and JSON, the e-mail's local part only. */
export type BranchDef = Omit<BranchRow, 'id' | 'uuid' | 'email' | 'openingHours' | 'position'> & {
  emailUser: string;
  hours: OpeningHours[];
};

const WORKDAYS: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const officeHours: OpeningHours[] = [{ days: WORKDAYS, opens: '08:00', closes: '16:00' }];
const plantHours: OpeningHours[] = [{ days: WORKDAYS, opens: '07:00', closes: '15:00' }];

export const BRANCHES: BranchDef[] = [
  {
    slug: 'centrala-wroclaw',
    name: 'Centrala – Wrocław',
    kind: 'head_office',
    // The company's seat and its phone, as the footer, the terms and the invoices give them.
    street: SELLER.street,
    postalCode: SELLER.postcode,
    city: SELLER.city,
    phone: SELLER.phone,
    emailUser: 'biuro',
    lat: 51.118,
    lng: 16.987,
    hours: officeHours,
    description: 'Siedziba zarządu, dział obsługi klienta, dział handlowy i sklep internetowy. Tu przygotowujemy oferty dla klientów z całej Polski.',
  },
  {
    slug: 'centrum-logistyczne-bielany-wroclawskie',
    name: 'Centrum logistyczne – Bielany Wrocławskie',
    kind: 'logistics_centre',
    street: 'ul. Logistyczna 8',
    postalCode: '55-040',
    city: 'Bielany Wrocławskie',
    phone: '+48 71 780 20 50',
    emailUser: 'logistyka',
    lat: 51.0386,
    lng: 16.9622,
    hours: [
      { days: WORKDAYS, opens: '06:00', closes: '22:00' },
      { days: ['Saturday'], opens: '07:00', closes: '13:00' },
    ],
    description:
      'Magazyn wysokiego składowania o powierzchni 12 000 m², z którego realizujemy wysyłki kurierskie i paletowe. Punkt odbioru osobistego zamówień.',
  },
  {
    slug: 'zaklad-produkcyjny-olesnica',
    name: 'Zakład produkcyjny – Oleśnica',
    kind: 'production_plant',
    street: 'ul. Wileńska 14',
    postalCode: '56-400',
    city: 'Oleśnica',
    phone: '+48 71 314 60 00',
    emailUser: 'olesnica',
    lat: 51.2046,
    lng: 17.3992,
    hours: plantHours,
    description:
      'Zakład przetwórstwa papieru: produkujemy tu ręczniki w roli, ręczniki składane ZZ oraz papier toaletowy Jumbo i w małych rolkach marki Merida.',
  },
  {
    slug: 'zaklad-produkcyjny-dzierzoniow',
    name: 'Zakład produkcyjny – Dzierżoniów',
    kind: 'production_plant',
    street: 'ul. Brzegowa 21',
    postalCode: '58-200',
    city: 'Dzierżoniów',
    phone: '+48 74 831 40 00',
    emailUser: 'dzierzoniow',
    lat: 50.7262,
    lng: 16.6624,
    hours: plantHours,
    description: 'Produkcja mydeł w płynie i w pianie, preparatów do dezynfekcji oraz chemii profesjonalnej. Własne laboratorium kontroli jakości.',
  },
  {
    slug: 'biuro-handlowe-warszawa',
    name: 'Biuro handlowe – Warszawa',
    kind: 'sales_office',
    street: 'ul. Łopuszańska 38',
    postalCode: '02-232',
    city: 'Warszawa',
    phone: '+48 22 574 12 00',
    emailUser: 'warszawa',
    lat: 52.1978,
    lng: 20.9381,
    hours: officeHours,
    description: 'Obsługa klientów z województw mazowieckiego, podlaskiego i lubelskiego. Sala pokazowa dozowników i suszarek do rąk.',
  },
  {
    slug: 'biuro-handlowe-krakow',
    name: 'Biuro handlowe – Kraków',
    kind: 'sales_office',
    street: 'ul. Zakopiańska 58',
    postalCode: '30-418',
    city: 'Kraków',
    phone: '+48 12 350 44 00',
    emailUser: 'krakow',
    lat: 50.0258,
    lng: 19.9291,
    hours: officeHours,
    description: 'Obsługa klientów z Małopolski, Śląska i Podkarpacia. Doradztwo w zakresie wyposażenia hoteli i obiektów turystycznych.',
  },
  {
    slug: 'biuro-handlowe-poznan',
    name: 'Biuro handlowe – Poznań',
    kind: 'sales_office',
    street: 'ul. Głogowska 216',
    postalCode: '60-104',
    city: 'Poznań',
    phone: '+48 61 843 27 00',
    emailUser: 'poznan',
    lat: 52.3839,
    lng: 16.8797,
    hours: officeHours,
    description: 'Obsługa klientów z Wielkopolski, Pomorza i Kujaw. Wynajem suszarek do rąk na targi i wydarzenia.',
  },
];
