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
