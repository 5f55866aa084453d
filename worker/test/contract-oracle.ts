/**
 * What the contract says about one request and its answer. Whether a request is acceptable is
 * decided the way the API receives it (percent-decoding, repeated query parameters as lists)
 * by the call's own zod schemas, which hold more than the document can say (refinements); the
 * answer is checked against the zod schema declared for its status and content type.
 */

import { env } from 'cloudflare:test';
import type { z } from '@hono/zod-openapi';
import { acceptedFileOf } from '#worker/api/admin/media.ts';
import { sessionStartedSchema } from '#worker/api/auth/schemas.ts';
import type { DeclaredCall } from '#worker/api/declared-calls.ts';
import { completedTokenBody } from '#worker/edge/auth-session.ts';
import { CART_IDS, isCartCall } from '#worker/edge/cart-session.ts';
import { contentOf, parseMultipart } from './multipart.ts';
import { isMultipart, type Operation, type RequestCase } from './openapi-requests.ts';

/** What the answer to a request must be. */
export type Expectation = { accepted: true } | { accepted: false; reasons: string[]; statuses: ReadonlySet<number> };

/** Content types Hono's csrf() takes for a form post (a missing one counts as text/plain). */
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
const SAFE_METHODS = ['get', 'head', 'options'];
/** What @hono/zod-openapi takes as JSON: `application/json` or `application/*+json`, with parameters. */
const JSON_TYPE = /^application\/(?:[a-z.-]+\+)?json(?:;\s*[a-zA-Z0-9-]+=[^;]+)*$/i;
/**
 * What @hono/zod-openapi takes for a declared multipart/form-data body: that type (with or
 * without a boundary of these characters), or a URL-encoded form, which it reads as a form too.
 */
const MULTIPART_TYPE = /^multipart\/form-data(;\s?boundary=[a-zA-Z0-9'"()+_,\-./:=?]+)?$/i;
const URLENCODED_TYPE = /^application\/x-www-form-urlencoded(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

function decodeQueryText(raw: string): string {
  return decodeURIComponent(raw.replaceAll('+', ' '));
}

/** The query object the API validates: one string per name, a list for a repeated name. */
function queryObjectOf(pairs: [string, string][]): Record<string, string | string[]> {
  const grouped: Record<string, string[]> = Object.create(null);
  for (const [name, value] of pairs) {
    const key = decodeQueryText(name);
    if (key === '') continue;
    grouped[key] = [...(grouped[key] ?? []), decodeQueryText(value)];
  }
  return Object.fromEntries(Object.entries(grouped).map(([key, values]) => [key, values.length === 1 ? (values[0] ?? '') : values]));
}

/**
 * The headers the API validates: names in lowercase, as Hono hands them over. Through the edge,
 * the cart identifiers are lowercased, and generated when a cart call lacks them
 * (edge/cart-session.ts); a malformed one is a 400 there as in the API.
 */
function headersObjectOf(request: RequestCase, operation: Operation): Record<string, string> {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  if (request.via !== 'edge') return headers;
  for (const { header } of CART_IDS) {
    const name = header.toLowerCase();
    const sent = headers[name];
    if (sent !== undefined) headers[name] = sent.toLowerCase();
    else if (isCartCall(operation.path)) headers[name] = crypto.randomUUID();
  }
  return headers;
}

function schemaOf(call: DeclaredCall, part: 'params' | 'query' | 'headers'): z.ZodType | undefined {
  return call.route.request?.[part] as z.ZodType | undefined;
}

function bodySchemaOf(call: DeclaredCall): z.ZodType | undefined {
  const content = call.route.request?.body?.content as Record<string, { schema?: z.ZodType }> | undefined;
  return content ? Object.values(content)[0]?.schema : undefined;
}

/** Whether the contract accepts `request`, and if not, the statuses a refusal may have. */
export function expectationOf(operation: Operation, call: DeclaredCall, request: RequestCase): Expectation {
  const reasons: string[] = [];
  const statuses = new Set<number>();
  const refuse = (reason: string, ...codes: number[]) => {
    reasons.push(reason);
    for (const code of codes) statuses.add(code);
  };

  // Percent-escapes that do not decode to UTF-8 are a 400 from the API before it looks at the
  // method (request-url.ts); the edge may answer a wrong method first.
  let params: Record<string, string> = {};
  let query: Record<string, string | string[]> = {};
  let isMalformed = false;
  try {
    params = Object.fromEntries(Object.entries(request.path).map(([name, raw]) => [name, decodeURIComponent(raw)]));
    query = queryObjectOf(request.query);
  } catch {
    isMalformed = true;
  }
  const maybeMalformed = isMalformed ? [400] : [];
  // The edge's order: the body limit (a 413 may come first), a method the path lacks (405), then
  // csrf(): an unsafe method with a form-like body (or none) from no known origin.
  const method = request.method ?? operation.method;
  const maybeTooLarge =
    request.body !== undefined && new TextEncoder().encode(request.body.text).length > (operation.body?.maxBytes ?? 0) ? [413] : [];
  // OPTIONS on a path that exists answers 204 with Allow (method-not-allowed.ts).
  if (request.method?.toLowerCase() === 'options') {
    return { accepted: false, reasons: ['method OPTIONS'], statuses: new Set([204, ...maybeTooLarge, ...maybeMalformed]) };
  }
  if (request.method !== undefined && request.method !== operation.method) {
    return { accepted: false, reasons: [`method ${request.method}`], statuses: new Set([404, 405, ...maybeTooLarge, ...maybeMalformed]) };
  }
  const isCrossSiteFormPost =
    request.via === 'edge' && !request.sameOrigin && !SAFE_METHODS.includes(method) && FORM_TYPES.test(request.body?.contentType ?? 'text/plain');
  if (isCrossSiteFormPost && !operation.acceptsCrossSitePost) {
    return { accepted: false, reasons: ['cross-site form post'], statuses: new Set([403, ...maybeTooLarge]) };
  }
  if (isMalformed) return { accepted: false, reasons: ['malformed percent-encoding'], statuses: new Set([400]) };
  // A value the router cannot match (a newline where `.+` stops) is a 404 rather than a 400.
  if (!(schemaOf(call, 'params')?.safeParse(params).success ?? true)) refuse('path parameters', 400, 404);
  if (!(schemaOf(call, 'query')?.safeParse(query).success ?? true)) refuse('query', 400);
  if (!(schemaOf(call, 'headers')?.safeParse(headersObjectOf(request, operation)).success ?? true)) refuse('headers', 400);

  const body = request.body;
  if (operation.body && body && isMultipart(operation.body.mediaTypes[0])) {
    const bytes = new TextEncoder().encode(body.text).length;
    if (operation.body.maxBytes !== undefined && bytes > operation.body.maxBytes) refuse(`body of ${bytes} bytes`, 413);
    else if (body.contentType !== undefined && URLENCODED_TYPE.test(body.contentType)) refuse('a URL-encoded form, which holds no file', 400);
    else if (body.contentType === undefined || !MULTIPART_TYPE.test(body.contentType)) {
      if (body.text !== '' || body.contentType !== undefined) refuse(`content type ${body.contentType}`, 415);
      else if (operation.body.required) refuse('no body', 400);
    } else {
      const form = parseMultipart(body.text, body.contentType);
      if (!form) refuse('broken form', 400);
      else if (!(bodySchemaOf(call)?.safeParse(form).success ?? true)) refuse('form', 400);
      else if (reasons.length === 0) {
        // What the file is, the call judges by its bytes (an upload's 400, 413 or 415), as zod's refinements judge a JSON body.
        try {
          acceptedFileOf(new TextEncoder().encode(contentOf((form as { file: File }).file)));
        } catch (error) {
          refuse('the file’s content', (error as { status: number }).status);
        }
      }
    }
  } else if (operation.body && body) {
    const bytes = new TextEncoder().encode(body.text).length;
    if (operation.body.maxBytes !== undefined && bytes > operation.body.maxBytes) refuse(`body of ${bytes} bytes`, 413);
    if (body.contentType === undefined || !JSON_TYPE.test(body.contentType)) {
      if (body.text !== '' || body.contentType !== undefined) refuse(`content type ${body.contentType}`, 415);
      else if (operation.body.required) refuse('no body', 400);
    } else {
      let json: unknown;
      try {
        json = JSON.parse(body.text);
      } catch {
        refuse('broken JSON', 400);
      }
      // Through the edge, a token call's body gets the grant's client where it lacks it (auth-session.ts).
      const client = { id: env.AUTH_CLIENT_ID, secret: env.AUTH_CLIENT_SECRET };
      const received = request.via === 'edge' ? (completedTokenBody(operation.path, json, client, undefined) ?? json) : json;
      if (reasons.length === 0 && !(bodySchemaOf(call)?.safeParse(received).success ?? true)) refuse('body', 400);
    }
  } else if (operation.body?.required && !body) {
    refuse('no body', 400);
  }
  // A call behind a login or the staff token checks it before its input (its middleware runs first);
  // an admin call checks the caller's role there too.
  if (operation.security) statuses.add(401);
  if (call.staffRoles) statuses.add(403);
  return reasons.length === 0 ? { accepted: true } : { accepted: false, reasons, statuses };
}

/** What was wrong with an answer, or null when it keeps the contract. */
export async function contractBreachOf(
  call: DeclaredCall,
  expectation: Expectation,
  response: Response,
  errorSchema: z.ZodType,
  via: 'edge' | 'app' = 'app',
): Promise<string | null> {
  const status = response.status;
  const text = await response.text();
  const declared = Object.keys(call.route.responses).map(Number);
  if (status >= 500) return `server error ${status}: ${text.slice(0, 300)}`;
  if (expectation.accepted) {
    if (!declared.includes(status)) return `status ${status} is not declared (${declared.join(', ')}): ${text.slice(0, 300)}`;
    if ([400, 413, 415].includes(status)) return `refused what the schemas accept with ${status}: ${text.slice(0, 300)}`;
  } else {
    if (status === 204 && expectation.statuses.has(204))
      return text === '' && response.headers.has('Allow') ? null : `204 without Allow, or with a body: ${text.slice(0, 300)}`;
    if (status < 400) return `accepted with ${status} what the contract refuses (${expectation.reasons.join('; ')})`;
    if (!expectation.statuses.has(status)) {
      return `refused with ${status}, expected ${[...expectation.statuses].join(' or ')} (${expectation.reasons.join('; ')}): ${text.slice(0, 300)}`;
    }
  }
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `error ${status} is not JSON: ${text.slice(0, 300)}`;
    }
    const parsed = errorSchema.safeParse(body);
    return parsed.success ? null : `error ${status} does not match the error schema: ${text.slice(0, 300)}`;
  }
  const content = (call.route.responses[status] as { content?: Record<string, { schema?: z.ZodType }> } | undefined)?.content ?? {};
  const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // Through the edge, a token pair becomes cookies and the browser reads `{ loggedIn: true }`.
  const schema = via === 'edge' && call.issuesTokens ? sessionStartedSchema : content[mediaType]?.schema;
  if (!schema) return `${status} with Content-Type ${mediaType || 'none'}, declared: ${Object.keys(content).join(', ') || 'no content'}`;
  let body: unknown = text;
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
    try {
      body = JSON.parse(text);
    } catch {
      return `${status} ${mediaType} is not JSON: ${text.slice(0, 300)}`;
    }
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? null : `${status} does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`;
}
