/**
 * An invoice's way through KSeF, the national e-invoice system (issue 32,
 * docs/decisions/036-ksef-sending.md): the states the worker's sender records
 * (worker/src/invoices/ksef/sending.ts) and their Polish names, as the invoice page, the account
 * and the back office show them.
 */

/**
 * `queued`: waiting to be sent (also after an outage); `sending`: sent or about to be, KSeF's
 * answer not yet recorded; `sent`: KSeF took it and is giving it a number; `accepted`: it has its
 * KSeF number and acknowledgement (UPO); `rejected`: KSeF refused it.
 */
export const KSEF_STATES = ['queued', 'sending', 'sent', 'accepted', 'rejected'] as const;
export type KsefState = (typeof KSEF_STATES)[number];

export const KSEF_STATE_LABELS: Readonly<Record<KsefState, string>> = {
  queued: 'Czeka na wysłanie do KSeF',
  sending: 'Wysyłana do KSeF',
  sent: 'Wysłana, czeka na numer KSeF',
  accepted: 'Przyjęta w KSeF',
  rejected: 'Odrzucona przez KSeF',
};

/** What is written under KOD I before KSeF has given a number, and under KOD II (kody-qr.md). */
export const KSEF_QR_LABEL_OFFLINE = 'OFFLINE';
export const KSEF_QR_LABEL_CERTIFICATE = 'CERTYFIKAT';

/**
 * The kinds of invoice the shop issues, as FA(3)'s RodzajFaktury names them (docs/decisions/
 * 037-invoice-dates.md): `VAT` the invoice of a delivery; `ZAL` an advance invoice, for a payment
 * received before the goods went (art. 106b ust. 1 pkt 4); `ROZ` the final invoice that settles it
 * (art. 106f ust. 3). A correction has the type of what it corrects (KOR, KOR_ZAL, KOR_ROZ).
 */
export const INVOICE_DOCUMENT_TYPES = ['VAT', 'ZAL', 'ROZ'] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];

/** An invoice's title, as its page and the lists name it. */
export function invoiceTitle(kind: 'original' | 'correction', documentType: InvoiceDocumentType): string {
  if (kind === 'correction') return 'Faktura korygująca';
  return { VAT: 'Faktura VAT', ZAL: 'Faktura zaliczkowa', ROZ: 'Faktura końcowa' }[documentType];
}
