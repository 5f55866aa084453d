/**
 * What an invoice's page and print say of its payment (issue 36): a paid invoice how and when it
 * was paid, and no term or account to pay by, so nobody takes it for a bill still open; an unpaid
 * one its payment term, and for a bank transfer the account to pay into. The FA(3) XML states the
 * same payment (Zaplacono and DataZaplaty, or TerminPlatnosci: worker/src/invoices/ksef/fa3.ts).
 */
import type { Invoice } from '@/lib/api-types.ts';

export type PaymentTerms =
  | { paid: true; method: string; paidAt: string }
  | { paid: false; method: string; dueDate: string; bankAccount: string | null };

/**
 * @example paymentTermsOf(paidInvoice) // { paid: true, method: 'Przelew tradycyjny', paidAt: '2026-11-28T13:49:00.000Z' }
 */
export function paymentTermsOf(invoice: Pick<Invoice, 'dueDate' | 'payment' | 'seller'>): PaymentTerms {
  const { payment } = invoice;
  if (payment.paidAt) return { paid: true, method: payment.name, paidAt: payment.paidAt };
  return {
    paid: false,
    method: payment.name,
    dueDate: invoice.dueDate,
    bankAccount: payment.method === 'transfer' ? invoice.seller.bankAccount : null,
  };
}
