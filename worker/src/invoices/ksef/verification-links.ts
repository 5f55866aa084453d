/**
 * The links the QR codes of an invoice's visualisation carry (ksef-docs kody-qr.md):
 * - KOD I, on every invoice sent to KSeF: `{qr}/invoice/{seller NIP}/{issue date DD-MM-RRRR}/{SHA-256
 *   of the invoice file, base64url}`; whoever scans it sees whether KSeF has that very file.
 * - KOD II, only on an invoice issued offline: `{qr}/certificate/Nip/{context NIP}/{seller NIP}/{serial
 *   of the issuer's KSeF certificate of type Offline}/{hash}/{signature}`, the signature (RSASSA-PSS
 *   SHA-256 with a 32-byte salt, or ECDSA P-256 SHA-256 as r‖s) over the link without `https://`,
 *   base64url. It needs that certificate and its private key (KSEF_OFFLINE_CERTIFICATE).
 * `{qr}` is the environment's: https://qr.ksef.mf.gov.pl for production, qr-test and qr-demo for
 * the test and pre-production environments.
 */
import { base64Url, pemBlocks, serialNumberOf, toBase64 } from './encoding.ts';

/** The QR codes' address of each KSeF environment, by its API's host (kody-qr.md "Środowiska"). */
const QR_BASES: Readonly<Record<string, string>> = {
  'api.ksef.mf.gov.pl': 'https://qr.ksef.mf.gov.pl',
  'api-test.ksef.mf.gov.pl': 'https://qr-test.ksef.mf.gov.pl',
  'api-demo.ksef.mf.gov.pl': 'https://qr-demo.ksef.mf.gov.pl',
};

/**
 * The QR codes' address for the KSeF API the shop sends to; another API (the local stand-in)
 * answers the links itself at its origin.
 * @example ksefQrBaseOf('https://api-test.ksef.mf.gov.pl/v2') // 'https://qr-test.ksef.mf.gov.pl'
 */
export function ksefQrBaseOf(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  return QR_BASES[url.host] ?? url.origin;
}

/** `2026-02-01` as the links write it: `01-02-2026`. */
function linkDay(day: string): string {
  return day.split('-').reverse().join('-');
}

/**
 * KOD I: the link to verify and download the invoice in KSeF.
 * @example invoiceVerificationUrl('https://qr-test.ksef.mf.gov.pl', '1111111111', '2026-02-01', 'UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=')
 * // 'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE'
 */
export function invoiceVerificationUrl(qrBase: string, sellerNip: string, issueDate: string, sha256: string): string {
  return `${qrBase}/invoice/${sellerNip}/${linkDay(issueDate)}/${base64Url(sha256)}`;
}

/** The shop's KSeF certificate of type Offline: its serial number and a signer with its private key. */
export interface OfflineCertificate {
  serialNumber: string;
  sign(text: string): Promise<Uint8Array>;
}

/**
 * Reads KSEF_OFFLINE_CERTIFICATE: the certificate (`-----BEGIN CERTIFICATE-----`) and its
 * unencrypted PKCS#8 private key (`-----BEGIN PRIVATE KEY-----`), RSA (2048 bits or more) or EC
 * P-256, in one PEM text. Throws when either is missing or the key is neither.
 */
export async function readOfflineCertificate(pem: string): Promise<OfflineCertificate> {
  const [certificate] = pemBlocks(pem, 'CERTIFICATE');
  const [key] = pemBlocks(pem, 'PRIVATE KEY');
  if (!certificate || !key) throw new Error('KSEF_OFFLINE_CERTIFICATE needs a CERTIFICATE and a PRIVATE KEY block');
  const serialNumber = serialNumberOf(certificate);
  const rsa = await crypto.subtle.importKey('pkcs8', key, { name: 'RSA-PSS', hash: 'SHA-256' }, false, ['sign']).catch(() => null);
  if (rsa) {
    return {
      serialNumber,
      sign: async (text) => new Uint8Array(await crypto.subtle.sign({ name: 'RSA-PSS', saltLength: 32 }, rsa, new TextEncoder().encode(text))),
    };
  }
  const ec = await crypto.subtle.importKey('pkcs8', key, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']).catch(() => null);
  if (!ec) throw new Error('KSEF_OFFLINE_CERTIFICATE: the private key is neither RSA nor EC P-256');
  // WebCrypto's ECDSA signature is IEEE P1363 (r‖s, 32 bytes each): the format kody-qr.md recommends.
  return {
    serialNumber,
    sign: async (text) => new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, ec, new TextEncoder().encode(text))),
  };
}

/** KOD II: the signed link that vouches for the issuer of an invoice issued offline. */
export async function certificateVerificationUrl(
  qrBase: string,
  link: { contextNip: string; sellerNip: string; sha256: string },
  certificate: OfflineCertificate,
): Promise<string> {
  const unsigned = `${qrBase}/certificate/Nip/${link.contextNip}/${link.sellerNip}/${certificate.serialNumber}/${base64Url(link.sha256)}`;
  const signature = await certificate.sign(unsigned.replace(/^https?:\/\//, ''));
  return `${unsigned}/${base64Url(toBase64(signature))}`;
}
