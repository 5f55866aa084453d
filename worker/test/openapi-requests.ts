/**
 * Requests generated from the operations of an OpenAPI document: valid ones from the declared
 * parameter and body schemas (openapi-arbitraries.ts), mixed with real values from the seeded
 * catalogue, and broken ones, each with one thing wrong on purpose. A request case keeps its
 * path and query as raw, percent-encoded text, so malformed escapes can be sent as they are;
 * header parameters (the cart's Cart-Session-Id) as text a header can carry.
 */
import fc from 'fast-check';
import { type FormPart, multipartText, multipartType } from './multipart.ts';
import { arbitraryOf, codePointLength, type JsonSchema, resolveRef, resolveSchema, type SchemaDocument } from './openapi-arbitraries.ts';

/** The methods a path item may hold (OpenAPI 3.1). */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /api/public/v1/products/slug/{slug}` */
  id: string;
  method: string;
  path: string;
  parameters: OperationParameter[];
  body?: { required: boolean; mediaTypes: string[]; schema: JsonSchema; maxBytes?: number };
  /** The edge lets other sites post to it (`x-cross-site-post`: RFC 8058 one-click). */
  acceptsCrossSitePost?: boolean;
  /** The security schemes it requires (`bearerAuth`, `staffToken`): it may answer 401 before reading its input. */
  security?: string[];
}

interface ParameterObject {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  'x-max-body-bytes'?: number;
  'x-cross-site-post'?: boolean;
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument extends SchemaDocument {
  paths?: Record<string, Partial<Record<string, unknown>> & { parameters?: ParameterObject[] }>;
}

/** Every operation of the document, with its parameters and body resolved. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const operation = item[method] as OperationObject;
      const id = `${method.toUpperCase()} ${path}`;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter): OperationParameter => {
        const resolved = (parameter.$ref ? resolveRef(document, parameter.$ref) : parameter) as ParameterObject;
        if (resolved.in !== 'path' && resolved.in !== 'query' && resolved.in !== 'header')
          throw new Error(`${id}: ${resolved.in} parameters are not fuzzed yet (openapi-requests.ts)`);
        return {
          name: resolved.name,
          in: resolved.in,
          required: resolved.in === 'path' || resolved.required === true,
          schema: resolved.schema ?? {},
        };
      });
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const crossSite = {
        ...(operation['x-cross-site-post'] === true ? { acceptsCrossSitePost: true } : {}),
        ...(schemes.length > 0 ? { security: schemes } : {}),
      };
      const content = operation.requestBody?.content;
      if (!content) return { id, method, path, parameters, ...crossSite };
      const mediaTypes = Object.keys(content);
      if (!mediaTypes.every((type) => /^application\/(?:[\w.-]+\+)?json$/.test(type)) && !(mediaTypes.length === 1 && isMultipart(mediaTypes[0])))
        throw new Error(`${id}: only JSON and multipart/form-data bodies are fuzzed yet (openapi-requests.ts)`);
      const schema = Object.values(content)[0]?.schema ?? {};
      const maxBytes = operation['x-max-body-bytes'];
      const body = { required: operation.requestBody?.required === true, mediaTypes, schema, ...(maxBytes ? { maxBytes } : {}) };
      return { id, method, path, parameters, body, ...crossSite };
    }),
  );
}

/** Whether a declared body is a form with files (an upload) rather than JSON. */
export function isMultipart(mediaType: string | undefined): boolean {
  return mediaType === 'multipart/form-data';
}

/**
 * A file part as the walk sends it: real ones from the fixtures (`realBodyValues.file`, each a
 * `FormPart` of name `file`) most of the time, else text of any kind under a name of any kind.
 */
function filePart(realBodyValues: CaseOptions['realBodyValues'] = {}): fc.Arbitrary<FormPart> {
  const real = (realBodyValues.file ?? []) as FormPart[];
  const generated = fc.record({
    name: fc.constant('file'),
    value: fc.string({ unit: 'grapheme', maxLength: 200 }),
    fileName: fc.constantFrom('plik.png', 'zdjęcie.jpg', 'dokument.pdf', 'bez-rozszerzenia', 'obraz.svg', ''),
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream', 'image/svg+xml'),
  });
  return real.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
}

/** One request: raw path and query text as it goes on the wire. */
export interface RequestCase {
  /** Through the whole worker (edge, cache and API) or straight to the API app. */
  via: 'edge' | 'app';
  /** Percent-encoded text of each path parameter. */
  path: Record<string, string>;
  /** Percent-encoded query pairs, in order. */
  query: [name: string, value: string][];
  /** Header parameters by name, as sent (absent: none declared or all left out). */
  headers?: Record<string, string>;
  body?: { text: string; contentType?: string };
  /** Sends `Origin` as a same-origin browser would on a POST. */
  sameOrigin?: boolean;
  /** Another method than the operation's, one its path does not declare. */
  method?: string;
  /** What was broken on purpose; absent on a valid case. */
  broken?: string;
}

/** The path and query of a case, ready to append to the origin. */
export function urlOf(operation: Operation, requestCase: RequestCase): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => requestCase.path[name] ?? '');
  const query = requestCase.query.map(([name, value]) => `${name}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** UTF-8 bytes as %XX escapes; a lone surrogate as the three bytes it would take (WTF-8), which no decoder accepts. */
function escapeBytes(char: string, lowercase = false): string {
  const code = char.codePointAt(0) ?? 0;
  const bytes =
    code >= 0xd800 && code <= 0xdfff ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)] : [...new TextEncoder().encode(char)];
  const escaped = bytes.map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  return lowercase ? escaped.toLowerCase() : escaped;
}

/** How a decoded value is written into the URL: as encodeURIComponent does, or every byte escaped. */
export type Encoding = 'component' | 'every-byte' | 'every-byte-lowercase';

/** `text` percent-encoded; lone surrogates become escapes of invalid UTF-8 instead of throwing. */
export function percentEncode(text: string, encoding: Encoding = 'component'): string {
  let encoded = '';
  for (const char of text) {
    if (encoding !== 'component') encoded += escapeBytes(char, encoding === 'every-byte-lowercase');
    else encoded += /[\uD800-\uDFFF]/.test(char) && char.length === 1 ? escapeBytes(char) : encodeURIComponent(char);
  }
  return encoded;
}

const encodings: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constant<Encoding>('component'), weight: 6 },
  { arbitrary: fc.constantFrom<Encoding>('every-byte', 'every-byte-lowercase'), weight: 1 },
);

/**
 * Text an attacker or a clumsy client sends: SQL and FTS5 syntax, path tricks, Unicode that
 * bends text (RTL marks, combining marks, emoji, a lone surrogate), control characters, numbers
 * in other spellings, and oversized strings.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  "'; SELECT * FROM sqlite_master; --",
  'NEAR(',
  'NEAR(a b, 2)',
  '"',
  '""',
  '*',
  '^',
  'a*',
  '^a',
  'a OR b',
  'NOT a',
  '-a',
  '(',
  ')',
  '{name}: a',
  'name:a',
  'a AND',
  '\\',
  '%',
  '%25',
  '_',
  '...',
  '../..',
  '..\\..',
  '/',
  '//etc/passwd',
  '\u0000',
  'a\u0000b',
  '\n',
  '\r\n',
  '\t',
  ' ',
  '\u00a0',
  '\u202eodwrócony',
  '\u200f',
  'e\u0301\u0301\u0301',
  '🧼',
  '👩‍👩‍👧‍👦',
  '\ufeff',
  '\ufffd',
  '\ud800',
  'a\udc00b',
  '<script>alert(1)</script>',
  '{{7*7}}',
  'null',
  'true',
  '0',
  '-1',
  '1e3',
  '0x10',
  '+5',
  'NaN',
  '9'.repeat(30),
  'ŻÓŁĆ',
  'ą'.repeat(250),
  'x'.repeat(5000),
];

/** Raw escapes inserted as they are: malformed ones (every decoder refuses them) and tricky valid ones. */
export const RAW_ESCAPES: readonly string[] = [
  '%',
  '%%',
  '%zz',
  '%2',
  '%C3%28',
  '%E0%A4%A',
  '%FF',
  '%FE%FF',
  '%80',
  '%ED%A0%80',
  '%C0%AF',
  '%F4%90%80%80',
  '%2F',
  '%2f',
  '%5C',
  '%00',
  '%2E%2E%2F',
  '..%2F..%2F',
  '%252F',
  '+',
  '%20',
];

/** Parameter names no call declares, some of them dangerous as object keys. */
const UNKNOWN_NAMES: readonly string[] = ['sort', 'debug', 'callback', '__proto__', 'constructor', 'toString', 'q[]', 'limit ', 'LIMIT', 'ą', '🧼'];

/** Real values per parameter name (path and query), read from the seeded catalogue. */
export type RealValues = Record<string, readonly string[]>;

interface CaseOptions {
  document: OpenApiDocument;
  realValues: RealValues;
  /** Values of body properties by name (a form's signed `ticket`), used most of the time a body has the property. */
  realBodyValues?: Readonly<Record<string, readonly unknown[]>>;
  /**
   * Credentials per security scheme (a customer's access token, an integration's token: `Authorization`
   * values; a staff login: `X-Staff-Session: …`), sent most of the time to a call that requires it.
   */
  credentials?: Readonly<Record<string, readonly string[]>>;
}

/** A path value must stay one segment of this call's path: never empty, `.` or `..`, which name another address. */
function isSegment(decoded: string): boolean {
  return decoded !== '' && decoded !== '.' && decoded !== '..';
}

function stringArbitrary(schema: JsonSchema, document: OpenApiDocument): fc.Arbitrary<string> {
  const fitting = HOSTILE_TEXTS.filter((text) => codePointLength(text) <= (schema.maxLength ?? 500));
  return arbitraryOf(schema, document, { extraStrings: fitting }).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
}

/** Decoded values of a parameter: real ones when the catalogue has some, else (and sometimes anyway) generated. */
function valueArbitrary(parameter: OperationParameter, options: CaseOptions): fc.Arbitrary<string> {
  const generated = stringArbitrary(parameter.schema, options.document);
  const real = options.realValues[parameter.name] ?? [];
  const values = real.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
  return parameter.in === 'path' ? values.filter(isSegment) : values;
}

function encodedValue(parameter: OperationParameter, options: CaseOptions): fc.Arbitrary<string> {
  return fc.tuple(valueArbitrary(parameter, options), encodings).map(([value, encoding]) => percentEncode(value, encoding));
}

function bodyText(schema: JsonSchema, document: OpenApiDocument, realBodyValues: CaseOptions['realBodyValues'] = {}): fc.Arbitrary<string> {
  const entries = Object.entries(realBodyValues).filter(([, values]) => values.length > 0);
  const real = fc.record(Object.fromEntries(entries.map(([name, values]) => [name, fc.constantFrom(...values)])));
  return fc.tuple(arbitraryOf(schema, document, { plainText: true }), real, fc.nat(3)).map(([value, values, dice]) => {
    if (dice === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
    // Only properties the generated body has: an optional one stays optional.
    const present = Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(value, name)));
    return JSON.stringify({ ...value, ...present });
  });
}

/**
 * Whether `text` can be a header value as sent: visible ASCII and inner spaces (fetch refuses
 * control characters and trims surrounding spaces, and other bytes are read as Latin-1).
 */
export function isHeaderSafe(text: string): boolean {
  return /^(?:[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)?$/.test(text);
}

/** Header parameters: each required one always, each optional one half the time. */
function headersArbitrary(operation: Operation, options: CaseOptions): fc.Arbitrary<Record<string, string>> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  return fc
    .tuple(
      ...parameters.map((parameter) => {
        const value = valueArbitrary(parameter, options).filter(isHeaderSafe);
        return parameter.required ? value : fc.option(value, { freq: 2 });
      }),
    )
    .map((values) =>
      Object.fromEntries(
        values.flatMap((value, index) => {
          const parameter = parameters[index];
          return value === null || parameter === undefined ? [] : [[parameter.name, value]];
        }),
      ),
    );
}

/**
 * The header a credential is sent in: `Name: value` names its own header (a staff login's
 * `X-Staff-Session: …`), anything else is the `Authorization` value.
 */
function credentialHeader(credential: string): Record<string, string> {
  const named = /^([A-Za-z][A-Za-z-]*): (.*)$/.exec(credential);
  return named?.[1] && named[2] !== undefined ? { [named[1]]: named[2] } : { Authorization: credential };
}

/** A credential for a call that requires one: a real one most of the time, else none or a forged one. */
function credentialsArbitrary(operation: Operation, options: CaseOptions): fc.Arbitrary<string | null> {
  const real = (operation.security ?? []).flatMap((scheme) => options.credentials?.[scheme] ?? []);
  if (!operation.security) return fc.constant(null);
  const forged = fc.constantFrom('Bearer forged.credential.value', 'Basic Zm9vOmJhcg==');
  const sent = real.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 4 }, { arbitrary: forged, weight: 1 }) : forged;
  return fc.option(sent, { freq: 5 });
}

/** Requests every schema of the operation accepts (as far as the document can say: zod's refinements are not in it). */
export function validCaseOf(operation: Operation, options: CaseOptions): fc.Arbitrary<RequestCase> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, encodedValue(parameter, options)])));
  const query = fc
    // An optional parameter is left out half the time: its default is worth as much as any value.
    .tuple(
      ...queryParameters.map((parameter) =>
        parameter.required ? encodedValue(parameter, options) : fc.option(encodedValue(parameter, options), { freq: 2 }),
      ),
    )
    .map((values) =>
      values.flatMap((value, index): [string, string][] => {
        const parameter = queryParameters[index];
        return value === null || parameter === undefined ? [] : [[encodeURIComponent(parameter.name), value]];
      }),
    );
  const body = !operation.body
    ? fc.constant(undefined)
    : isMultipart(operation.body.mediaTypes[0])
      ? filePart(options.realBodyValues).map((part) => ({ text: multipartText([part]), contentType: multipartType() }))
      : fc.record({
          text: bodyText(operation.body.schema, options.document, options.realBodyValues),
          contentType: fc.constantFrom(`${operation.body.mediaTypes[0]}`, `${operation.body.mediaTypes[0]}; charset=utf-8`),
        });
  const headers = fc
    .tuple(headersArbitrary(operation, options), credentialsArbitrary(operation, options))
    .map(([declared, credential]) => (credential === null ? declared : { ...declared, ...credentialHeader(credential) }));
  return fc
    .record({ via: fc.constantFrom<RequestCase['via']>('edge', 'app'), path, query, body, headers })
    .map(({ body, headers, ...rest }) => ({ ...rest, ...(body ? { body } : {}), ...(Object.keys(headers).length > 0 ? { headers } : {}) }));
}

/** Inserts `snippet` into raw text at a position chosen by `at` (0 to 1). */
function insertAt(text: string, snippet: string, at: number): string {
  const index = Math.floor(at * (text.length + 1));
  return `${text.slice(0, index)}${snippet}${text.slice(index)}`;
}

const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

/** A decoded value that is hostile, random or too long for the schema. */
function brokenValue(parameter: OperationParameter, options: CaseOptions): fc.Arbitrary<string> {
  const { maxLength, minLength } = parameter.schema;
  const candidates: fc.Arbitrary<string>[] = [
    fc.constantFrom(...HOSTILE_TEXTS),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    // A valid value with a hostile text inside.
    fc.tuple(valueArbitrary(parameter, options), fc.constantFrom(...HOSTILE_TEXTS), position).map(([value, text, at]) => insertAt(value, text, at)),
  ];
  if (maxLength !== undefined) {
    // Valid characters, too many of them.
    candidates.push(
      fc.tuple(valueArbitrary(parameter, options), fc.integer({ min: 1, max: 2 * maxLength + 10 })).map(([value, extra]) => {
        const filler = [...value].at(-1) ?? 'a';
        return value + filler.repeat(Math.max(0, maxLength + extra - codePointLength(value)));
      }),
    );
  }
  if (minLength !== undefined && minLength > 1)
    candidates.push(valueArbitrary(parameter, options).map((value) => [...value].slice(0, minLength - 1).join('')));
  if (parameter.schema.enum) candidates.push(fc.constantFrom(...parameter.schema.enum.map((value) => `${String(value).toUpperCase()} `)));
  const values = fc.oneof(...candidates);
  return parameter.in === 'path' ? values.filter(isSegment) : values;
}

type Mutation = (base: RequestCase) => fc.Arbitrary<RequestCase>;

const pick = <T>(items: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...items);

/** Content types a JSON body is sent with by mistake (or by a cross-site form). */
const NOT_JSON_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];
/** Text that breaks JSON wherever it lands (a lone surrogate is sent as U+FFFD). */
const JSON_BREAKERS = ['{', '}', '[', ',', '"', ':', "'", 'NaN', 'undefined', '//', '\u0000', '\ud800"'];

function queryMutations(operation: Operation, options: CaseOptions): Mutation[] {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const declared = new Set(parameters.map((parameter) => parameter.name));
  const isNamed = (name: string) => (pair: [string, string]) => pair[0] === encodeURIComponent(name);
  const unknownName = fc.oneof(pick(UNKNOWN_NAMES), fc.string({ minLength: 1, maxLength: 12 })).filter((name) => !declared.has(name));
  const mutations: Mutation[] = [
    (base) =>
      fc.tuple(unknownName, fc.string({ maxLength: 10 }), position).map(([name, value, at]) => {
        const query = [...base.query];
        query.splice(Math.floor(at * (query.length + 1)), 0, [percentEncode(name), percentEncode(value)]);
        return { ...base, query, broken: `unknown query parameter ${JSON.stringify(name)}` };
      }),
  ];
  if (parameters.length === 0) return mutations;
  mutations.push(
    (base) =>
      pick(parameters).chain((parameter) =>
        fc.array(encodedValue(parameter, options), { minLength: 2, maxLength: 3 }).map((values) => ({
          ...base,
          query: [
            ...base.query.filter((pair) => !isNamed(parameter.name)(pair)),
            ...values.map((value): [string, string] => [encodeURIComponent(parameter.name), value]),
          ],
          broken: `query parameter ${parameter.name} repeated`,
        })),
      ),
    (base) =>
      pick(parameters).chain((parameter) =>
        fc.tuple(brokenValue(parameter, options), encodings).map(([value, encoding]) => ({
          ...base,
          query: [
            ...base.query.filter((pair) => !isNamed(parameter.name)(pair)),
            [encodeURIComponent(parameter.name), percentEncode(value, encoding)],
          ],
          broken: `query parameter ${parameter.name} = ${JSON.stringify(value)}`,
        })),
      ),
  );
  const required = parameters.filter((parameter) => parameter.required);
  if (required.length > 0) {
    mutations.push((base) =>
      pick(required).map((parameter) => ({
        ...base,
        query: base.query.filter((pair) => !isNamed(parameter.name)(pair)),
        broken: `required ${parameter.name} missing`,
      })),
    );
  }
  return mutations;
}

function pathMutations(operation: Operation, options: CaseOptions): Mutation[] {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  if (parameters.length === 0) return [];
  return [
    (base) =>
      pick(parameters).chain((parameter) =>
        fc.tuple(brokenValue(parameter, options), encodings).map(([value, encoding]) => ({
          ...base,
          path: { ...base.path, [parameter.name]: percentEncode(value, encoding) },
          broken: `path parameter ${parameter.name} = ${JSON.stringify(value)}`,
        })),
      ),
  ];
}

/** A header value that a header can carry but the schema does not take: hostile text, random ASCII, a valid value bent. */
function brokenHeaderValue(parameter: OperationParameter, options: CaseOptions): fc.Arbitrary<string> {
  // Only what a header can carry, chosen up front: filtering afterwards would throw most away.
  const hostile = HOSTILE_TEXTS.filter(isHeaderSafe);
  const asciiChar = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
  const valid = valueArbitrary(parameter, options);
  return fc
    .oneof(
      fc.constantFrom(...hostile),
      fc.string({ unit: asciiChar, maxLength: 40 }),
      fc.tuple(valid, fc.constantFrom(...hostile), position).map(([value, text, at]) => insertAt(value, text, at)),
      valid.map((value) => value.slice(0, -1)),
    )
    .filter(isHeaderSafe);
}

function headerMutations(operation: Operation, options: CaseOptions): Mutation[] {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  if (parameters.length === 0) return [];
  // Built once: an arbitrary of a pattern is costly to build, cheap to draw from.
  const brokenValues = parameters.map((parameter) => ({ parameter, values: brokenHeaderValue(parameter, options) }));
  const mutations: Mutation[] = [
    (base) =>
      pick(brokenValues).chain(({ parameter, values }) =>
        values.map((value) => ({
          ...base,
          headers: { ...base.headers, [parameter.name]: value },
          broken: `header ${parameter.name}: ${JSON.stringify(value)}`,
        })),
      ),
  ];
  const required = parameters.filter((parameter) => parameter.required);
  if (required.length > 0) {
    mutations.push((base) =>
      pick(required).map((parameter) => ({
        ...base,
        headers: Object.fromEntries(Object.entries(base.headers ?? {}).filter(([name]) => name !== parameter.name)),
        broken: `required header ${parameter.name} missing`,
      })),
    );
  }
  return mutations;
}

/** A raw escape, malformed or tricky, inside a path or query value the case already has. */
function escapeMutation(base: RequestCase): fc.Arbitrary<RequestCase> {
  const targets = [
    ...Object.keys(base.path).map((name) => ({ in: 'path' as const, name })),
    ...base.query.map((_, index) => ({ in: 'query' as const, index })),
  ];
  if (targets.length === 0) {
    return pick(RAW_ESCAPES).map((rawEscape) => ({
      ...base,
      query: [...base.query, ['x', rawEscape]],
      broken: `raw escape ${rawEscape} in an unknown parameter`,
    }));
  }
  return fc.tuple(pick(targets), pick(RAW_ESCAPES), position).map(([target, rawEscape, at]) => {
    if (target.in === 'path') {
      const value = insertAt(base.path[target.name] ?? '', rawEscape, at);
      return { ...base, path: { ...base.path, [target.name]: value }, broken: `raw escape ${rawEscape} in path parameter ${target.name}: ${value}` };
    }
    const query = base.query.map((pair, index): [string, string] => (index === target.index ? [pair[0], insertAt(pair[1], rawEscape, at)] : pair));
    return { ...base, query, broken: `raw escape ${rawEscape} in query ${query[target.index]?.join('=')}` };
  });
}

/** The JSON object a valid body holds, or an empty one. */
function objectOf(text: string | undefined): Record<string, unknown> {
  const value: unknown = JSON.parse(text ?? '{}');
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A form broken one way: sent as another type, cut short, without its boundary, the file under another name or as a plain field, too large. */
function multipartMutations(maxBytes: number | undefined, options: CaseOptions): Mutation[] {
  const withBody = (base: RequestCase, text: string, broken: string, contentType: string | undefined = multipartType()) =>
    fc
      .boolean()
      .map((sameOrigin): RequestCase => ({ ...base, body: contentType === undefined ? { text } : { text, contentType }, sameOrigin, broken }));
  const part = filePart(options.realBodyValues);
  const mutations: Mutation[] = [
    (base) =>
      fc
        .option(pick([...NOT_JSON_TYPES.filter((type) => !type.startsWith('multipart/')), 'application/json', 'image/png']), { nil: undefined })
        .chain((contentType) => withBody(base, base.body?.text ?? '', `sent as ${contentType ?? 'no content type'}`, contentType)),
    (base) =>
      fc.nat().chain((cut) => withBody(base, (base.body?.text ?? '').slice(0, cut % Math.max(1, (base.body?.text ?? '').length)), 'form cut short')),
    (base) => withBody(base, base.body?.text ?? '', 'form without a boundary', 'multipart/form-data'),
    (base) =>
      fc
        .tuple(part, fc.constantFrom('plik', 'File', 'files', 'file[]', 'image'))
        .chain(([file, name]) => withBody(base, multipartText([{ ...file, name }]), `the file under ${name}`)),
    (base) => part.chain((file) => withBody(base, multipartText([{ name: 'file', value: file.value }]), 'the file as a plain field')),
    (base) => fc.tuple(part, part).chain(([first, second]) => withBody(base, multipartText([first, second]), 'two files')),
  ];
  if (maxBytes !== undefined) {
    const limit = maxBytes;
    mutations.push((base) =>
      fc.integer({ min: 1, max: 1024 }).chain((extra) => {
        const text = multipartText([{ name: 'file', value: 'x'.repeat(limit + extra), fileName: 'za-duzy.pdf', type: 'application/pdf' }]);
        return withBody(base, text, `a form of ${limit + extra} bytes and more, past ${limit}`);
      }),
    );
  }
  return mutations;
}

function bodyMutations(operation: Operation, options: CaseOptions): Mutation[] {
  const body = operation.body;
  if (!body) return [];
  if (isMultipart(body.mediaTypes[0])) return multipartMutations(body.maxBytes, options);
  const jsonType = body.mediaTypes[0] ?? 'application/json';
  const schema = resolveSchema(body.schema, options.document);
  const arrays = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const resolved = typeof property === 'boolean' ? {} : resolveSchema(property, options.document);
    return resolved.type === 'array' ? [{ name, schema: resolved }] : [];
  });
  const withBody = (base: RequestCase, text: string, broken: string, contentType: string | undefined = jsonType) =>
    fc
      .boolean()
      .map((sameOrigin): RequestCase => ({ ...base, body: contentType === undefined ? { text } : { text, contentType }, sameOrigin, broken }));
  const mutations: Mutation[] = [
    (base) =>
      fc
        .tuple(pick(JSON_BREAKERS), position)
        .chain(([breaker, at]) => withBody(base, insertAt(base.body?.text ?? '', breaker, at), `JSON broken by ${breaker}`)),
    (base) => fc.jsonValue({ maxDepth: 3 }).chain((value) => withBody(base, JSON.stringify(value), 'JSON of another shape')),
    (base) => withBody(base, '', 'empty body'),
    (base) =>
      fc
        .option(pick(NOT_JSON_TYPES), { nil: undefined })
        .chain((contentType) => withBody(base, base.body?.text ?? '{}', `sent as ${contentType ?? 'no content type'}`, contentType)),
    (base) =>
      fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), fc.boolean()).chain(([name, value, replace]) => {
        const object = objectOf(base.body?.text);
        const names = Object.keys(object);
        // Replace (or, with null, drop) a property the valid body has, or add one it does not declare.
        const target = replace && names.length > 0 ? (names[name.length % names.length] ?? name) : name;
        const drop = replace && value === null;
        const changed = drop ? Object.fromEntries(Object.entries(object).filter(([key]) => key !== target)) : { ...object, [target]: value };
        return withBody(base, JSON.stringify(changed), `property ${JSON.stringify(target)} ${drop ? 'dropped' : replace ? 'changed' : 'added'}`);
      }),
  ];
  if (arrays.length > 0) {
    mutations.push((base) =>
      pick(arrays).chain(({ name, schema: array }) =>
        fc
          .tuple(
            arbitraryOf(array.items ?? {}, options.document),
            fc.integer({ min: (array.maxItems ?? 100) + 1, max: Math.max(20_000, (array.maxItems ?? 100) + 1) }),
          )
          .chain(([item, length]) => {
            const object = objectOf(base.body?.text);
            return withBody(base, JSON.stringify({ ...object, [name]: Array.from({ length }, () => item) }), `${name} with ${length} items`);
          }),
      ),
    );
  }
  if (body.maxBytes !== undefined) {
    const limit = body.maxBytes;
    mutations.push((base) =>
      fc.integer({ min: 1, max: limit }).chain((extra) => {
        const text = base.body?.text ?? '{}';
        return withBody(base, `${text}${' '.repeat(limit - new TextEncoder().encode(text).length + extra)}`, `valid JSON padded past ${limit} bytes`);
      }),
    );
  }
  return mutations;
}

/** A method the operation's path does not declare (HEAD is GET's by definition), without a body. */
function methodMutations(operation: Operation, options: CaseOptions): Mutation[] {
  const item = options.document.paths?.[operation.path] ?? {};
  const undeclared = METHODS.filter((method) => method !== 'head' && method !== 'trace' && item[method] === undefined);
  if (undeclared.length === 0) return [];
  return [
    (base) =>
      fc.tuple(pick(undeclared), fc.boolean()).map(([method, sameOrigin]) => {
        const { body: _body, ...rest } = base;
        return { ...rest, method, sameOrigin, broken: `method ${method.toUpperCase()}` };
      }),
  ];
}

/** Requests with one thing wrong: the contract should refuse them with a 4xx in the error shape. */
export function brokenCaseOf(operation: Operation, options: CaseOptions): fc.Arbitrary<RequestCase> {
  const mutations = [
    ...queryMutations(operation, options),
    ...pathMutations(operation, options),
    ...headerMutations(operation, options),
    escapeMutation,
    ...bodyMutations(operation, options),
    ...methodMutations(operation, options),
  ];
  return validCaseOf(operation, options).chain((base) => fc.oneof(...mutations.map((mutate) => mutate(base))));
}
