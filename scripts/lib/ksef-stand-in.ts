/**
 * A local stand-in for KSeF's API 2.0 (the Ministry of Finance's ksef-docs), speaking the protocol
 * of worker/src/invoices/ksef/client.ts under `/v2`:
 * - the public key certificates (its own RSA key in a minimal DER certificate), the challenge, the
 *   KSeF token login (the token decrypted and checked with the challenge's time and the NIP), the
 *   authentication status (100 once, then 200), the single-use redeem;
 * - an online session whose AES key it decrypts; the invoice (decrypted, its sizes and SHA-256
 *   hashes checked: 400 otherwise) answered 202 with a reference; the close;
 * - the invoice's status, as KSeF verifies asynchronously (faktury/weryfikacja-faktury.md): 150
 *   (processing) at the first question, then 200 with a KSeF number in the documented format
 *   (NIP-RRRRMMDD-12 hex digits-CRC-8, faktury/numer-ksef.md) and `invoicingMode`, or a refusal:
 *   450 for a document that is not well-formed XML, lacks the FA(3) namespace or fails the optional
 *   `validate` (the FA(3) schema in the tests), 410 for another seller's NIP, 440 for a duplicate
 *   (the seller's NIP, RodzajFaktury and P_2 of an invoice it accepted before) with the original's
 *   number and session;
 * - a session's invoices (with their hashes), the UPO by reference or by KSeF number;
 * - the QR codes' pages at its origin: `/invoice/{nip}/{DD-MM-RRRR}/{hash}` says whether it holds
 *   that file, `/certificate/…` that the link came.
 * `setOutage('unavailable')` answers 503 to everything, `setOutage('unreachable')` refuses every
 * call (the in-process `handle` throws as fetch does; the server drops the connection). Errors are
 * `{ "exception": { "exceptionDetailList": [...] } }` as KSeF answers. It keeps every invoice it
 * received. Only web-standard APIs and fast-xml-parser, so worker tests in workerd use `handle` as
 * the adapter's fetch.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

export interface KsefStandInInvoice {
  sessionReference: string;
  invoiceReference: string;
  xml: string;
  /** SHA-256 of the received bytes, base64. */
  invoiceHash: string;
  offlineMode: boolean;
  hashOfCorrectedInvoice: string | null;
  /** Its status: 200 with the KSeF number, or the refusal. */
  status: { code: number; description: string; details: string[]; extensions?: Record<string, string> };
  ksefNumber: string | null;
  invoicingMode: 'Online' | 'Offline';
  invoicingDate: string;
  /** How many times its status was asked for. */
  statusQueries: number;
}

export type KsefStandInOutage = 'unavailable' | 'unreachable' | null;

export interface KsefStandIn {
  handle(request: Request): Promise<Response>;
  /** Every invoice received, in order. */
  readonly invoices: KsefStandInInvoice[];
  setOutage(outage: KsefStandInOutage): void;
  readonly outage: KsefStandInOutage;
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

/** A minimal X.509 structure around a public key: enough for a reader that walks to the key or the serial. */
export function certificateAround(spki: Uint8Array, serial: Uint8Array = Uint8Array.of(1)): Uint8Array {
  const sha256WithRsa = der(0x30, der(0x06, Uint8Array.of(0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b)), der(0x05));
  const tbs = der(0x30, der(0xa0, der(0x02, Uint8Array.of(2))), der(0x02, serial), sha256WithRsa, der(0x30), der(0x30), der(0x30), spki);
  return der(0x30, tbs, sha256WithRsa, der(0x03, Uint8Array.of(0)));
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => toBase64(await crypto.subtle.digest('SHA-256', bytes));
const hex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()
    .slice(0, length);

/** Today in Poland as `RRRRMMDD`. */
function polishDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .replaceAll('-', '');
}

/** A reference number as KSeF's look (36 characters): `20250625-EE-319D7EE000-B67F415CDC-2C`. */
const reference = (kind: string) => `${polishDay(new Date())}-${kind}-${hex(10)}-${hex(10)}-${hex(2)}`;

/** CRC-8, polynomial 0x07, initial 0x00 (faktury/numer-ksef.md). */
function crc8(text: string): string {
  let crc = 0;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc.toString(16).toUpperCase().padStart(2, '0');
}

/** A new KSeF number for the seller: NIP, the day, 12 hexadecimal digits, the check sum. */
function ksefNumberFor(nip: string, at: Date): string {
  const data = `${nip}-${polishDay(at)}-${hex(12)}`;
  return `${data}-${crc8(data)}`;
}

function refused(status: 400 | 401 | 404, description: string, code = 21405): Response {
  return Response.json({ exception: { exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description }] } }, { status });
}

/** Reads names as written (`tns:Faktura`, its `xmlns:tns`), to check the namespace. */
const namespaceParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
/** Reads the fields by their local names. */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, removeNSPrefix: true });

interface Fa3Fields {
  Faktura: { Podmiot1?: { DaneIdentyfikacyjne?: { NIP?: string } }; Fa?: Record<string, string> };
}

/** What the stand-in reads of an FA(3) document, or why it refuses it (450). */
function readDocument(xml: string): { error: string } | { sellerNip: string; kind: string; number: string; issueDate: string } {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return { error: `Dokument nie jest poprawnym XML: ${wellFormed.err.msg} (wiersz ${wellFormed.err.line}).` };
  const written = namespaceParser.parse(xml) as Record<string, Record<string, unknown>>;
  const rootName = Object.keys(written).find((name) => !name.startsWith('?')) ?? '';
  const [prefix, localName] = rootName.includes(':') ? rootName.split(':') : [null, rootName];
  const namespace = written[rootName]?.[prefix ? `@xmlns:${prefix}` : '@xmlns'];
  if (localName !== 'Faktura' || namespace !== FA3_NAMESPACE) {
    return { error: `Dokument nie jest fakturą FA(3): brak elementu Faktura w przestrzeni nazw ${FA3_NAMESPACE}.` };
  }
  const invoice = (parser.parse(xml) as Fa3Fields).Faktura;
  return {
    sellerNip: invoice.Podmiot1?.DaneIdentyfikacyjne?.NIP ?? '',
    kind: invoice.Fa?.RodzajFaktury ?? '',
    number: invoice.Fa?.P_2 ?? '',
    issueDate: invoice.Fa?.P_1 ?? '',
  };
}

function upoOf(invoice: KsefStandInInvoice, nip: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
  <NazwaPodmiotuPrzyjmujacego>KSeF zastępczy (lokalny)</NazwaPodmiotuPrzyjmujacego>
  <NumerReferencyjnySesji>${invoice.sessionReference}</NumerReferencyjnySesji>
  <Uwierzytelnienie><IdKontekstu><Nip>${nip}</Nip></IdKontekstu></Uwierzytelnienie>
  <NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
  <KodFormularza>FA (3)</KodFormularza>
  <Dokument>
    <NipSprzedawcy>${nip}</NipSprzedawcy>
    <NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>
    <DataPrzeslaniaDokumentu>${invoice.invoicingDate}</DataPrzeslaniaDokumentu>
    <SkrotDokumentu>${invoice.invoiceHash}</SkrotDokumentu>
    <TrybWysylki>${invoice.invoicingMode}</TrybWysylki>
  </Dokument>
</Potwierdzenie>
`;
}

/** The status as KSeF answers it (SessionInvoiceStatusResponse): processing at the first question. */
function statusAnswer(invoice: KsefStandInInvoice) {
  invoice.statusQueries += 1;
  const done = invoice.statusQueries > 1;
  return {
    ordinalNumber: 1,
    referenceNumber: invoice.invoiceReference,
    invoiceHash: invoice.invoiceHash,
    invoicingDate: invoice.invoicingDate,
    ...(done && invoice.ksefNumber
      ? { ksefNumber: invoice.ksefNumber, acquisitionDate: invoice.invoicingDate, invoicingMode: invoice.invoicingMode }
      : {}),
    status: done ? invoice.status : { code: 150, description: 'Trwa przetwarzanie' },
  };
}

export async function createKsefStandIn(options: {
  token: string;
  nip: string;
  /** The FA(3) schema's verdict on a document (its errors), when the caller has one; well-formedness and the namespace otherwise. */
  validate?: (xml: string) => Promise<readonly string[]> | readonly string[];
}): Promise<KsefStandIn> {
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
  let outage: KsefStandInOutage = null;
  const decrypt = async (text: string) => new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, fromBase64(text)));

  /** KSeF's verdict on a received document. */
  async function verdictOn(
    xml: string,
    offlineMode: boolean,
    at: Date,
  ): Promise<Pick<KsefStandInInvoice, 'status' | 'ksefNumber' | 'invoicingMode'>> {
    const document = readDocument(xml);
    const schemaErrors = 'error' in document || !options.validate ? [] : await options.validate(xml);
    const online = { ksefNumber: null, invoicingMode: 'Online' as const };
    if ('error' in document)
      return { ...online, status: { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: [document.error] } };
    if (schemaErrors.length > 0) {
      return { ...online, status: { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: [...schemaErrors] } };
    }
    if (document.sellerNip !== options.nip) {
      return {
        ...online,
        status: {
          code: 410,
          description: 'Nieprawidłowy zakres uprawnień',
          details: [`Kontekst ${options.nip} nie wystawia faktur sprzedawcy ${document.sellerNip}.`],
        },
      };
    }
    const original = invoices.find(
      (earlier) => earlier.ksefNumber && readDocumentKey(earlier.xml) === `${document.sellerNip}|${document.kind}|${document.number}`,
    );
    if (original?.ksefNumber) {
      return {
        ...online,
        status: {
          code: 440,
          description: 'Duplikat faktury',
          details: [
            `Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.sessionReference}`,
          ],
          extensions: { originalSessionReferenceNumber: original.sessionReference, originalKsefNumber: original.ksefNumber },
        },
      };
    }
    // offline/automatyczne-okreslanie-trybu-offline.md: declared offline, or issued on an earlier day than received.
    const invoicingMode = offlineMode || document.issueDate.replaceAll('-', '') < polishDay(at) ? 'Offline' : 'Online';
    return { ksefNumber: ksefNumberFor(options.nip, at), invoicingMode, status: { code: 200, description: 'Sukces', details: [] } };
  }

  function readDocumentKey(xml: string): string | null {
    const document = readDocument(xml);
    return 'error' in document ? null : `${document.sellerNip}|${document.kind}|${document.number}`;
  }

  /** The QR codes' pages: what a phone shows after scanning KOD I or KOD II. */
  function qrPage(path: string): Response | null {
    const invoiceLink = /^\/invoice\/(\d{10})\/(\d{2}-\d{2}-\d{4})\/([A-Za-z0-9_-]{43})$/.exec(path);
    if (invoiceLink) {
      const hash = `${(invoiceLink[3] ?? '').replaceAll('-', '+').replaceAll('_', '/')}=`;
      const found = invoices.find((invoice) => invoice.invoiceHash === hash && invoice.ksefNumber);
      const text = found
        ? `Faktura jest w KSeF (zastępczym): numer ${found.ksefNumber}, sprzedawca ${invoiceLink[1]}, wystawiona ${invoiceLink[2]}.`
        : 'Tej faktury nie ma (jeszcze) w KSeF (zastępczym).';
      return new Response(`<!doctype html><html lang="pl"><meta charset="utf-8"><title>KSeF zastępczy</title><p>${text}</p></html>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    if (path.startsWith('/certificate/')) {
      return new Response(
        '<!doctype html><html lang="pl"><meta charset="utf-8"><title>KSeF zastępczy</title><p>Link certyfikatu offline wystawcy (zastępczy KSeF podpisu nie sprawdza).</p></html>',
        {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        },
      );
    }
    return null;
  }

  async function handle(request: Request): Promise<Response> {
    if (outage === 'unreachable') throw new TypeError('fetch failed: KSeF (zastępczy) nie przyjmuje połączeń');
    if (outage === 'unavailable') {
      return Response.json(
        { status: { code: 503, description: 'Service Unavailable', details: ['KSeF (zastępczy) jest niedostępny.'] } },
        { status: 503 },
      );
    }
    const { pathname, searchParams } = new URL(request.url);
    const qr = request.method === 'GET' ? qrPage(pathname) : null;
    if (qr) return qr;
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
      if (token !== `${options.token}|${at}`) return refused(401, 'Nieprawidłowy token KSeF.', 21301);
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
      return Response.json({ referenceNumber, validUntil: new Date(Date.now() + 12 * 3_600_000).toISOString() }, { status: 201 });
    }
    const onlineMatch = /^\/sessions\/online\/([^/]+)\/(invoices|close)$/.exec(path);
    const session = onlineMatch ? sessions.get(decodeURIComponent(onlineMatch[1] ?? '')) : undefined;
    if (request.method === 'POST' && onlineMatch) {
      if (!session?.open) return refused(400, 'Brak otwartej sesji o wskazanym numerze referencyjnym.', 21173);
      const sessionReference = decodeURIComponent(onlineMatch[1] ?? '');
      if (onlineMatch[2] === 'close') {
        session.open = false;
        return new Response(null, { status: 204 });
      }
      const sent = body as {
        invoiceHash?: string;
        invoiceSize?: number;
        encryptedInvoiceHash?: string;
        encryptedInvoiceSize?: number;
        encryptedInvoiceContent?: string;
        offlineMode?: boolean;
        hashOfCorrectedInvoice?: string;
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
      const at = new Date();
      const xml = new TextDecoder().decode(plain);
      const invoice: KsefStandInInvoice = {
        sessionReference,
        invoiceReference: reference('EE'),
        xml,
        invoiceHash: sent.invoiceHash,
        offlineMode: sent.offlineMode === true,
        hashOfCorrectedInvoice: sent.hashOfCorrectedInvoice ?? null,
        invoicingDate: at.toISOString(),
        statusQueries: 0,
        ...(await verdictOn(xml, sent.offlineMode === true, at)),
      };
      invoices.push(invoice);
      return Response.json({ referenceNumber: invoice.invoiceReference }, { status: 202 });
    }
    const statusMatch = /^\/sessions\/([^/]+)\/invoices(?:\/(ksef\/)?([^/]+)(\/upo)?)?$/.exec(path);
    if (request.method === 'GET' && statusMatch) {
      const sessionReference = decodeURIComponent(statusMatch[1] ?? '');
      if (!sessions.has(sessionReference)) return refused(400, 'Brak sesji o wskazanym numerze referencyjnym.', 21173);
      const inSession = invoices.filter((invoice) => invoice.sessionReference === sessionReference);
      if (!statusMatch[3]) {
        const size = Number(searchParams.get('pageSize') ?? 10);
        const from = Number(request.headers.get('x-continuation-token') ?? 0);
        const page = inSession.slice(from, from + size);
        return Response.json({
          invoices: page.map((invoice) => ({ ...statusAnswer(invoice) })),
          ...(from + size < inSession.length ? { continuationToken: String(from + size) } : {}),
        });
      }
      const wanted = decodeURIComponent(statusMatch[3]);
      const invoice = inSession.find((candidate) => (statusMatch[2] ? candidate.ksefNumber === wanted : candidate.invoiceReference === wanted));
      if (!invoice) return refused(404, 'Nie znaleziono faktury w sesji.', 21178);
      if (!statusMatch[4]) return Response.json(statusAnswer(invoice));
      if (!invoice.ksefNumber) return refused(404, 'UPO nie jest dostępne.', 21178);
      return new Response(upoOf(invoice, options.nip), { headers: { 'Content-Type': 'application/xml' } });
    }
    return refused(400, 'Nieznane wywołanie.');
  }

  return {
    handle,
    invoices,
    setOutage: (next) => {
      outage = next;
    },
    get outage() {
      return outage;
    },
  };
}
