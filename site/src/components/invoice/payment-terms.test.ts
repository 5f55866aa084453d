import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Invoice } from '@/lib/api-types.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/orders.ts';
import { SELLER } from '@/lib/seller.ts';
import { paymentTermsOf } from './payment-terms.ts';

const day = fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true });
/** An invoice's payment facts, paid (at some moment) or not (`paid` null). */
const invoice = (paid: fc.Arbitrary<Date | null>) =>
  fc.record({ method: fc.constantFrom(...PAYMENT_METHODS), paidAt: paid, due: day }).map(
    ({ method, paidAt, due }): Pick<Invoice, 'dueDate' | 'payment' | 'seller'> => ({
      dueDate: due.toISOString().slice(0, 10),
      payment: { method, name: PAYMENT_METHOD_LABELS[method], paidAt: paidAt?.toISOString() ?? null },
      seller: {
        name: SELLER.name,
        nip: SELLER.nip,
        street: '',
        postcode: '',
        city: '',
        bankAccount: SELLER.bankAccount,
        krs: '',
        regon: '',
        registryCourt: '',
        shareCapital: 0,
      },
    }),
  );

describe('paymentTermsOf', () => {
  test.prop([invoice(day)])('a paid invoice says how and when, and has no term or account to pay by', (document) => {
    const terms = paymentTermsOf(document);
    expect(terms).toEqual({ paid: true, method: document.payment.name, paidAt: document.payment.paidAt });
    expect(terms).not.toHaveProperty('dueDate');
    expect(terms).not.toHaveProperty('bankAccount');
  });

  test.prop([invoice(fc.constant(null))])('an unpaid invoice keeps its term, and a transfer the account to pay into', (document) => {
    expect(paymentTermsOf(document)).toEqual({
      paid: false,
      method: document.payment.name,
      dueDate: document.dueDate,
      bankAccount: document.payment.method === 'transfer' ? SELLER.bankAccount : null,
    });
  });
});
