/**
 * A local stand-in for KSeF's API 2.0, speaking the protocol of worker/src/invoices/ksef/client.ts
 * under `/v2`: the public key certificates (its own RSA key in a minimal DER certificate), the
 * challenge, the KSeF token login (the token decrypted and checked with the challenge's time and
 * the NIP), the status (100 once, then 200), the single-use redeem, an online session whose AES
 * key it decrypts, the invoice (decrypted, its sizes and SHA-256 hashes checked) and the close.
 * It keeps every invoice received. Errors are `{ "exception": { "exceptionDescription" } }` with
 * 400 or 401, as KSeF answers. Only web-standard APIs, so worker tests in workerd use `handle`
 * as the adapter's fetch.
 */

export interface KsefStandInInvoice {
  sessionReference: string;
  invoiceReference: string;
  xml: string;
}

export interface KsefStandIn {
  handle(request: Request): Promise<Response>;
  readonly invoices: KsefStandInInvoice[];
}

function der(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const lengthBytes = length < 128 ? [length] : length < 256 ? [0x81, length] : [0x82, length >> 8, length & 0xff];
  const out = new Uint8Array(1 + lengthBytes.length + length);
  out.set([tag, ...lengthBytes]);
  let offset = 1 + lengthBytes.length;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A minimal X.509 structure around a public key: enough for a reader that walks to the key. */
function certificateAround(spki: Uint8Array): Uint8Array {
  const sha256WithRsa = der(0x30, der(0x06, Uint8Array.of(0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b)), der(0x05));
  const tbs = der(0x30, der(0xa0, der(0x02, Uint8Array.of(2))), der(0x02, Uint8Array.of(1)), sha256WithRsa, der(0x30), der(0x30), der(0x30), spki);
  return der(0x30, tbs, sha256WithRsa, der(0x03, Uint8Array.of(0)));
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => toBase64(await crypto.subtle.digest('SHA-256', bytes));
const reference = (kind: string) => `20261123-${kind}-${crypto.randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;

function refused(status: 400 | 401, description: string): Response {
  return Response.json({ exception: { exceptionDescription: description } }, { status });
}

export async function createKsefStandIn(options: { token: string; nip: string }): Promise<KsefStandIn> {
  const keys = (await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  )) as CryptoKeyPair;
  const certificate = toBase64(certificateAround(new Uint8Array((await crypto.subtle.exportKey('spki', keys.publicKey)) as ArrayBuffer)));
  const challenges = new Map<string, number>();
  const logins = new Map<string, { polled: number; redeemed: boolean }>();
  const accessTokens = new Set<string>();
  const sessions = new Map<string, { key: CryptoKey; iv: Uint8Array<ArrayBuffer>; open: boolean }>();
  const invoices: KsefStandInInvoice[] = [];
  const decrypt = async (text: string) => new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, fromBase64(text)));

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^.*?\/v2/, '');
    const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const body = request.method === 'POST' ? ((await request.json().catch(() => ({}))) as Record<string, never>) : {};
    if (request.method === 'GET' && path === '/security/public-key-certificates') {
      return Response.json([
        { certificate, usage: ['KsefTokenEncryption'] },
        { certificate, usage: ['SymmetricKeyEncryption'] },
      ]);
    }
    if (request.method === 'POST' && path === '/auth/challenge') {
      const challenge = reference('CR');
      const timestamp = new Date().toISOString();
      challenges.set(challenge, Date.parse(timestamp));
      return Response.json({ challenge, timestamp });
    }
    if (request.method === 'POST' && path === '/auth/ksef-token') {
      const { challenge, contextIdentifier, encryptedToken } = body as {
        challenge?: string;
        contextIdentifier?: { type?: string; value?: string };
        encryptedToken?: string;
      };
      const at = challenge ? challenges.get(challenge) : undefined;
      if (at === undefined || contextIdentifier?.type !== 'Nip' || contextIdentifier.value !== options.nip || !encryptedToken)
        return refused(400, 'Nieprawidłowe żądanie.');
      challenges.delete(challenge ?? '');
      const token = new TextDecoder().decode(await decrypt(encryptedToken).catch(() => new Uint8Array()));
      if (token !== `${options.token}|${at}`) return refused(401, 'Nieprawidłowy token KSeF.');
      const referenceNumber = reference('AU');
      const authenticationToken = reference('AT');
      logins.set(authenticationToken, { polled: 0, redeemed: false });
      return Response.json({ referenceNumber, authenticationToken: { token: authenticationToken } }, { status: 202 });
    }
    if (request.method === 'GET' && path.startsWith('/auth/')) {
      const login = logins.get(bearer);
      if (!login) return refused(401, 'Brak uwierzytelnienia.');
      login.polled += 1;
      return Response.json({
        status:
          login.polled === 1
            ? { code: 100, description: 'Trwa uwierzytelnianie' }
            : { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' },
      });
    }
    if (request.method === 'POST' && path === '/auth/token/redeem') {
      const login = logins.get(bearer);
      if (!login || login.redeemed || login.polled < 2) return refused(400, 'Token nie może zostać wydany.');
      login.redeemed = true;
      const accessToken = reference('AC');
      accessTokens.add(accessToken);
      return Response.json({ accessToken: { token: accessToken }, refreshToken: { token: reference('RF') } });
    }
    if (!accessTokens.has(bearer)) return refused(401, 'Brak uwierzytelnienia.');
    if (request.method === 'POST' && path === '/sessions/online') {
      const { formCode, encryption } = body as {
        formCode?: Record<string, string>;
        encryption?: { encryptedSymmetricKey?: string; initializationVector?: string };
      };
      if (
        formCode?.systemCode !== 'FA (3)' ||
        formCode.schemaVersion !== '1-0E' ||
        formCode.value !== 'FA' ||
        !encryption?.encryptedSymmetricKey ||
        !encryption.initializationVector
      )
        return refused(400, 'Nieprawidłowy kod formularza lub szyfrowanie.');
      const raw = await decrypt(encryption.encryptedSymmetricKey);
      const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, ['decrypt']);
      const referenceNumber = reference('SO');
      sessions.set(referenceNumber, { key, iv: fromBase64(encryption.initializationVector), open: true });
      return Response.json({ referenceNumber }, { status: 201 });
    }
    const sessionMatch = /^\/sessions\/online\/([^/]+)\/(invoices|close)$/.exec(path);
    const session = sessionMatch ? sessions.get(decodeURIComponent(sessionMatch[1] ?? '')) : undefined;
    if (request.method === 'POST' && sessionMatch && session?.open) {
      const sessionReference = decodeURIComponent(sessionMatch[1] ?? '');
      if (sessionMatch[2] === 'close') {
        session.open = false;
        return new Response(null, { status: 204 });
      }
      const sent = body as {
        invoiceHash?: string;
        invoiceSize?: number;
        encryptedInvoiceHash?: string;
        encryptedInvoiceSize?: number;
        encryptedInvoiceContent?: string;
      };
      const encrypted = fromBase64(sent.encryptedInvoiceContent ?? '');
      const plain = new Uint8Array(
        await crypto.subtle.decrypt({ name: 'AES-CBC', iv: session.iv }, session.key, encrypted).catch(() => new ArrayBuffer(0)),
      );
      if (
        sent.encryptedInvoiceSize !== encrypted.length ||
        sent.encryptedInvoiceHash !== (await sha256(encrypted)) ||
        sent.invoiceSize !== plain.length ||
        sent.invoiceHash !== (await sha256(plain))
      )
        return refused(400, 'Skrót lub rozmiar faktury nie zgadza się z treścią.');
      const invoiceReference = reference('EE');
      invoices.push({ sessionReference, invoiceReference, xml: new TextDecoder().decode(plain) });
      return Response.json({ referenceNumber: invoiceReference }, { status: 202 });
    }
    return refused(400, 'Nieznane wywołanie.');
  }

  return { handle, invoices };
}
