/** The delivery methods as the seed (worker/migrations/0009_orders.sql) and the checkout call answer them. */
import type { DeliveryMethod } from '../api-types.ts';

export const DELIVERY_METHODS_FIXTURE: readonly DeliveryMethod[] = [
  {
    code: 'courier',
    name: 'Kurier',
    description: 'Dostawa kurierem pod wskazany adres w 1–2 dni robocze.',
    priceNetto: 1800,
    vatRate: 23,
    priceGross: 2214,
  },
  {
    code: 'parcel_locker',
    name: 'Paczkomat InPost',
    description: 'Odbiór w wybranym Paczkomacie InPost.',
    priceNetto: 1200,
    vatRate: 23,
    priceGross: 1476,
  },
  {
    code: 'branch_pickup',
    name: 'Odbiór osobisty w oddziale',
    description: 'Odbiór w wybranym oddziale firmy, bez opłat.',
    priceNetto: 0,
    vatRate: 23,
    priceGross: 0,
  },
];
