/**
 * The delivery methods the checkout offers, with their names, descriptions and prices, as migration
 * 0009 writes them into `delivery_methods` and `GET /checkout/delivery-methods` answers them. The
 * database prices the orders; the seed writes the terms and the "Dostawa i płatności" page from this
 * table (issue 33), and a worker test (worker/src/api/pages/terms.test.ts) holds the database to it,
 * so a method changed by a migration and not here fails that test. Pure: no framework import.
 */
import type { DeliveryMethod } from './api-types.ts';
import { grossFromNet } from './money.ts';

const OFFERED: readonly Omit<DeliveryMethod, 'priceGross'>[] = [
  { code: 'courier', name: 'Kurier', description: 'Dostawa kurierem pod wskazany adres w 1–2 dni robocze.', priceNetto: 1800, vatRate: 23 },
  { code: 'parcel_locker', name: 'Paczkomat InPost', description: 'Odbiór w wybranym Paczkomacie InPost.', priceNetto: 1200, vatRate: 23 },
  {
    code: 'branch_pickup',
    name: 'Odbiór osobisty w oddziale',
    description: 'Odbiór w wybranym oddziale firmy, bez opłat.',
    priceNetto: 0,
    vatRate: 23,
  },
];

/** The offered methods in the checkout's order, each with its gross price as the API computes it. */
export const OFFERED_DELIVERY_METHODS: readonly DeliveryMethod[] = OFFERED.map((method) => ({
  ...method,
  priceGross: grossFromNet(method.priceNetto, method.vatRate),
}));
