/**
 * Believable checkouts for tests and benchmarks (worker tests, browser tests, scripts/bench/orders.ts):
 * a private buyer, a company buyer with a valid NIP, and a whole order body; override what the
 * test is about.
 */
import type { Checkout } from '../forms/checkout.ts';

export const privateBuyer: Checkout['buyer'] = {
  customerType: 1,
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna.nowak@example.pl',
  phone: '600 100 200',
  street: 'ul. Legnicka 12/4',
  postcode: '54-203',
  city: 'Wrocław',
};

export const companyBuyer: Checkout['buyer'] = {
  customerType: 11,
  firstName: 'Jan',
  lastName: 'Kowalski',
  companyName: 'Czysta Firma sp. z o.o.',
  nip: '526-025-02-74',
  email: 'jan.kowalski@example.pl',
  phone: '600 100 200',
  street: 'ul. Legnicka 12/4',
  postcode: '54-203',
  city: 'Wrocław',
};

/** A valid checkout of the private buyer: courier, bank transfer, both consents. */
export function checkoutFixture(overrides: Partial<Checkout> = {}): Checkout {
  return { buyer: privateBuyer, delivery: { method: 'courier' }, paymentMethod: 'transfer', consents: { terms: true, privacy: true }, ...overrides };
}
