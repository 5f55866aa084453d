import { describe, expect, it } from 'vitest';
import { companyBuyer } from '#scripts/test/fixtures/checkout-fixture.ts';
import { checkoutSchema } from '../forms/checkout.ts';
import { CUSTOMER_TYPE } from '../orders.ts';
import {
  type CheckoutDraft,
  checkoutOfDraft,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  loadDraft,
  prefillDraft,
  saveDraft,
  stepOfHistoryState,
} from './checkout-draft.ts';
import { firstUnfinishedStep, stepErrors } from './checkout-validation.ts';

const KEY = 'b5c1d1de-7d0f-4a59-9a8e-0d7c4f1b2a33';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const companyDraft: CheckoutDraft = {
  ...emptyDraft(KEY),
  deliveryMethod: 'parcel_locker',
  lockerCode: 'wro01m',
  paymentMethod: 'p24',
  ...companyBuyer,
  companyName: companyBuyer.companyName ?? '',
  nip: companyBuyer.nip ?? '',
  terms: true,
  privacy: true,
};

describe('checkout steps', () => {
  it('asks for delivery and payment first, in Polish, beside their fields', () => {
    expect(stepErrors(emptyDraft(KEY), 'delivery')).toEqual({
      deliveryMethod: 'Wybierz sposób dostawy.',
      paymentMethod: 'Wybierz sposób płatności.',
    });
    expect(stepErrors({ ...emptyDraft(KEY), deliveryMethod: 'parcel_locker', lockerCode: 'x', paymentMethod: 'cod' }, 'delivery')).toEqual({
      lockerCode: 'Kod Paczkomatu ma postać np. WRO01M.',
    });
  });

  it('needs a company name and a NIP with the right check digit for a company, not for a person', () => {
    const draft = { ...companyDraft, companyName: '', nip: '526-025-02-75' };
    const errors = stepErrors(draft, 'buyer');
    expect(Object.keys(errors).sort()).toEqual(['companyName', 'nip']);
    expect(stepErrors({ ...draft, customerType: 1 }, 'buyer')).toEqual({});
  });

  it('checks the postcode and the separate delivery address only when chosen', () => {
    expect(stepErrors({ ...companyDraft, postcode: '54203' }, 'buyer')).toEqual({ postcode: 'Kod pocztowy ma postać 00-000.' });
    const courier = { ...companyDraft, deliveryMethod: 'courier' as const, hasDeliveryAddress: true, deliveryName: 'Magazyn' };
    expect(Object.keys(stepErrors(courier, 'buyer')).sort()).toEqual(['deliveryCity', 'deliveryPostcode', 'deliveryStreet']);
  });

  it('requires both consents on the review step', () => {
    expect(Object.keys(stepErrors({ ...companyDraft, terms: false, privacy: false }, 'review')).sort()).toEqual(['privacy', 'terms']);
  });

  it('builds the body the API schema accepts, leaving out what was not chosen', () => {
    const body = checkoutOfDraft({ ...companyDraft, hasInvoiceEmail: false, invoiceEmail: 'stale@example.pl' });
    expect(checkoutSchema.safeParse(body).success).toBe(true);
    expect(body.buyer).not.toHaveProperty('invoiceEmail');
    expect(body.delivery).toEqual({ method: 'parcel_locker', lockerCode: 'wro01m' });
    expect(checkoutOfDraft({ ...companyDraft, customerType: 1 }).buyer).not.toHaveProperty('nip');
  });

  it('does not skip an unfinished step when the history names a later one', () => {
    expect(firstUnfinishedStep(emptyDraft(KEY), 'review')).toBe('delivery');
    expect(firstUnfinishedStep({ ...companyDraft, phone: '' }, 'review')).toBe('buyer');
    expect(firstUnfinishedStep(companyDraft, 'review')).toBe('review');
  });

  it('reads the step from the history state', () => {
    expect(stepOfHistoryState({ checkoutStep: 'buyer' })).toBe('buyer');
    expect(stepOfHistoryState({ checkoutStep: 'nope' })).toBe('cart');
    expect(stepOfHistoryState(null)).toBe('cart');
  });
});

describe('the draft in session storage', () => {
  it('restores what was typed after a reload, with the same idempotency key', () => {
    const storage = memoryStorage();
    saveDraft(storage, companyDraft);
    expect(loadDraft(storage, () => 'never-used-0000000000')).toEqual(companyDraft);
  });

  it('falls back field by field on a tampered entry and makes a new key when the stored one is bad', () => {
    const storage = memoryStorage({
      [DRAFT_STORAGE_KEY]: JSON.stringify({ firstName: 'Anna', deliveryMethod: 'drone', customerType: 99, terms: 'yes', idempotencyKey: 'x' }),
    });
    const draft = loadDraft(storage, () => 'fresh-key-0000000000');
    expect(draft).toMatchObject({ firstName: 'Anna', deliveryMethod: '', customerType: 1, terms: false, idempotencyKey: 'fresh-key-0000000000' });
  });

  it('is null when nothing or garbage is kept', () => {
    expect(loadDraft(memoryStorage(), () => KEY)).toBeNull();
    expect(loadDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: '{not json' }), () => KEY)).toBeNull();
    expect(loadDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: '[1]' }), () => KEY)).toBeNull();
  });
});

describe('prefillDraft (a logged-in customer, issue 14)', () => {
  const user = {
    uuid: '6f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f',
    email: 'anna@example.pl',
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: '600 100 200',
    customerType: CUSTOMER_TYPE.company,
    companyName: 'Czysta Firma',
    nip: '5260250274',
    street: 'ul. Prosta 1',
    postcode: '00-001',
    city: 'Warszawa',
    invoiceEmail: 'faktury@firma.pl',
  } as const;
  const office = {
    uuid: '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f',
    name: 'Biuro',
    street: 'ul. Długa 5',
    postcode: '50-001',
    city: 'Wrocław',
    isDefault: false,
  };
  const warehouse = { ...office, uuid: '0b8f9a36-6f4e-4c55-9d2a-3c1e2f4a5b6c', name: 'Magazyn', isDefault: true };

  it('fills an untouched draft from the account and the default address', () => {
    const filled = prefillDraft(emptyDraft('k'.repeat(16)), { user, addresses: [office, warehouse] });
    expect(filled).toMatchObject({ customerType: 11, firstName: 'Anna', nip: '5260250274', hasInvoiceEmail: true, invoiceEmail: 'faktury@firma.pl' });
    expect(filled).toMatchObject({ hasDeliveryAddress: true, deliveryName: 'Magazyn', deliveryCity: 'Wrocław' });
  });

  it('never overwrites what the shopper typed', () => {
    const typed = { ...emptyDraft('k'.repeat(16)), firstName: 'Jan', email: 'jan@example.pl', deliveryName: 'Dom' };
    const filled = prefillDraft(typed, { user, addresses: [warehouse] });
    expect(filled).toMatchObject({ firstName: 'Jan', email: 'jan@example.pl', customerType: 1, lastName: 'Nowak', deliveryName: 'Dom' });
    expect(filled.deliveryStreet).toBe('');
  });
});
