import { describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE, initialOrderStatus, isOrganisation } from '../orders.ts';
import { checkoutSchema } from './checkout.ts';

const privateBuyer = {
  customerType: CUSTOMER_TYPE.private,
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'Anna.Nowak@Example.pl',
  phone: '600 100 200',
  street: 'ul. Legnicka 12',
  postcode: '54-203',
  city: 'Wrocław',
};
const valid = { buyer: privateBuyer, delivery: { method: 'courier' }, paymentMethod: 'transfer', consents: { terms: true, privacy: true } };

function fieldErrors(input: unknown): Record<string, string> {
  const result = checkoutSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('checkoutSchema', () => {
  it('takes a private buyer, normalising the e-mail', () => {
    expect(checkoutSchema.parse(valid).buyer.email).toBe('anna.nowak@example.pl');
  });

  it('asks a company and a budget unit for a name and a NIP with the right check digit', () => {
    for (const customerType of [CUSTOMER_TYPE.company, CUSTOMER_TYPE.budgetUnit]) {
      expect(fieldErrors({ ...valid, buyer: { ...privateBuyer, customerType } })).toEqual({
        'buyer.companyName': 'Podaj nazwę firmy lub jednostki.',
        'buyer.nip': 'Podaj NIP.',
      });
    }
    const company = { ...privateBuyer, customerType: CUSTOMER_TYPE.company, companyName: 'Czysta Firma' };
    expect(fieldErrors({ ...valid, buyer: { ...company, nip: '526-025-02-75' } })).toEqual({
      'buyer.nip': 'Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy nie ma literówki.',
    });
    expect(checkoutSchema.parse({ ...valid, buyer: { ...company, nip: 'PL 526-025-02-74' } }).buyer.nip).toBe('5260250274');
  });

  it('takes a Polish postcode NN-NNN only', () => {
    for (const postcode of ['54203', '5-4203', '54-2031', 'AB-CDE']) {
      expect(fieldErrors({ ...valid, buyer: { ...privateBuyer, postcode } })).toEqual({ 'buyer.postcode': 'Kod pocztowy ma postać 00-000.' });
    }
  });

  it('takes a parcel locker code in any case, as capitals', () => {
    expect(checkoutSchema.parse({ ...valid, delivery: { method: 'parcel_locker', lockerCode: ' wro01m ' } }).delivery).toEqual({
      method: 'parcel_locker',
      lockerCode: 'WRO01M',
    });
    expect(fieldErrors({ ...valid, delivery: { method: 'parcel_locker', lockerCode: 'W1' } })).toEqual({
      'delivery.lockerCode': 'Kod Paczkomatu ma postać np. WRO01M.',
    });
  });

  it('needs both consents', () => {
    expect(fieldErrors({ ...valid, consents: { terms: false, privacy: true } })).toEqual({ 'consents.terms': 'Zaakceptuj regulamin sklepu.' });
  });
});

describe('order vocabulary', () => {
  it('counts a customer type above 10 as an organisation (spec §4)', () => {
    expect([1, 11, 12].map(isOrganisation)).toEqual([false, true, true]);
  });

  it('starts what is paid later at 37 and cash on delivery at 50', () => {
    expect(['transfer', 'p24', 'cod'].map((method) => initialOrderStatus(method as 'transfer'))).toEqual([37, 37, 50]);
  });
});
