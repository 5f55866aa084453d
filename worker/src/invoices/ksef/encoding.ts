/**
 * The byte encodings KSeF's protocol speaks (ksef-docs): base64 for hashes and encrypted content,
 * base64url without padding in the QR codes' links (kody-qr.md), SHA-256, and the DER reading
 * that finds a key or a serial number in an X.509 certificate.
 */

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const byte of view) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/**
 * Base64 as a URL path segment: `+` and `/` as `-` and `_`, no `=` padding (RFC 4648 §5).
 * @example base64Url('UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=') // 'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE'
 */
export function base64Url(base64: string): string {
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The SHA-256 of the bytes, base64: KSeF's `invoiceHash`. */
export async function sha256Base64(bytes: BufferSource): Promise<string> {
  return toBase64(await crypto.subtle.digest('SHA-256', bytes));
}

/** One DER element at `offset`: its tag, where its content starts and where it ends. */
export function derElement(der: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = der[offset] ?? 0;
  let length = der[offset + 1] ?? 0;
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let index = 0; index < bytes; index++) length = length * 256 + (der[start + index] ?? 0);
    start += bytes;
  }
  if (start + length > der.length) throw new RangeError('DER element runs past the certificate');
  return { tag, start, end: start + length };
}

/** The fields of an X.509 certificate's tbsCertificate, the optional `[0]` version skipped: serial first. */
function tbsFields(certificate: Uint8Array): { offset: number } {
  const outer = derElement(certificate, 0);
  const tbs = derElement(certificate, outer.start);
  const first = derElement(certificate, tbs.start);
  return { offset: first.tag === 0xa0 ? first.end : tbs.start };
}

/** The certificate's serial number in upper-case hexadecimal, as KSeF lists its certificates (`01F20A5D352AE590`). */
export function serialNumberOf(certificate: Uint8Array): string {
  const serial = derElement(certificate, tbsFields(certificate).offset);
  return Array.from(certificate.slice(serial.start, serial.end), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** The SubjectPublicKeyInfo of an X.509 certificate (DER): the sixth field after the version. */
export function publicKeyInfoOf(certificate: Uint8Array): Uint8Array<ArrayBuffer> {
  let offset = tbsFields(certificate).offset;
  // serialNumber, signature, issuer, validity, subject, then subjectPublicKeyInfo.
  for (let index = 0; index < 5; index++) offset = derElement(certificate, offset).end;
  const key = derElement(certificate, offset);
  return certificate.slice(offset, key.end);
}

/** The DER bytes of each PEM block with this label (`CERTIFICATE`, `PRIVATE KEY`). */
export function pemBlocks(pem: string, label: string): Uint8Array<ArrayBuffer>[] {
  const pattern = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`, 'g');
  return [...pem.matchAll(pattern)].map((match) => fromBase64((match[1] ?? '').replace(/\s+/g, '')));
}
