import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isValidNip } from '../nip.ts';
import { CUSTOMER_TYPE } from '../orders.ts';
import { fieldErrorsOf, invoiceDataSchema, newPasswordField, passwordChangeSchema, profileSchema, savedAddressSchema } from './account.ts';
import { buyerSchema } from './checkout.ts';

const invoice = {
  customerType: CUSTOMER_TYPE.company,
  companyName: 'Czysta Firma',
  nip: '526-025-02-74',
  street: 'ul. Prosta 1',
  postcode: '00-001',
  city: 'Warszawa',
};

describe('account forms', () => {
  it('say what is wrong beside each field, in Polish', () => {
    expect(fieldErrorsOf(profileSchema.safeParse({ firstName: '', lastName: 'N', phone: 'abc' }))).toEqual({
      firstName: 'Podaj imię.',
      lastName: 'Wpisz co najmniej 2 znaki.',
      phone: 'Podaj numer telefonu, np. 71 123 45 67 albo +48 600 100 200.',
    });
    expect(fieldErrorsOf(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'krótkie' }))).toEqual({
      currentPassword: 'Podaj hasło.',
      newPassword: 'Hasło musi mieć co najmniej 8 znaków.',
    });
  });

  it('take an empty phone on the profile and on an address, as registration leaves it', () => {
    expect(profileSchema.parse({ firstName: 'Anna', lastName: 'Nowak', phone: ' ' }).phone).toBe('');
    expect(savedAddressSchema.safeParse({ name: 'Biuro', street: 'ul. Długa 5', postcode: '50-001', city: 'Wrocław', phone: '' }).success).toBe(true);
  });

  it('need a company name and a NIP with its check digit for an organisation, and normalise the NIP', () => {
    expect(invoiceDataSchema.parse(invoice).nip).toBe('5260250274');
    expect(fieldErrorsOf(invoiceDataSchema.safeParse({ ...invoice, nip: undefined, companyName: undefined }))).toEqual({
      companyName: 'Podaj nazwę firmy lub jednostki.',
      nip: 'Podaj NIP.',
    });
    expect(invoiceDataSchema.safeParse({ ...invoice, customerType: CUSTOMER_TYPE.private, nip: undefined, companyName: undefined }).success).toBe(
      true,
    );
  });

  prop.prop([fc.string({ maxLength: 200 })])('take exactly the passwords of 8 to 128 characters', (password) => {
    expect(newPasswordField.safeParse(password).success).toBe(password.length >= 8 && password.length <= 128);
  });

  prop.prop([fc.stringMatching(/^\d{10}$/)])('agree with the checkout on every NIP', (nip) => {
    const account = invoiceDataSchema.safeParse({ ...invoice, nip }).success;
    const checkout = buyerSchema.safeParse({
      customerType: CUSTOMER_TYPE.company,
      companyName: 'Czysta Firma',
      nip,
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.pl',
      phone: '600 100 200',
      street: 'ul. Prosta 1',
      postcode: '00-001',
      city: 'Warszawa',
    }).success;
    expect(account).toBe(checkout);
    expect(account).toBe(isValidNip(nip));
  });
});
