/**
 * The OpenAPI 3.1 document of the shop API, generated from the declared calls (contract.ts), and
 * the reference page that reads it (/api/docs, Scalar, served offline from the site's own files).
 */
import { z } from '@hono/zod-openapi';
import { renderApiReference } from '@scalar/client-side-rendering';
import { withMetaPolicy } from '#lib/content-security-policy.ts';
import { DOCS_SCRIPT_PATH, OPENAPI_PATH } from '../shared-names.ts';

/** The shop's SVG icon, as its pages link it. */
const FAVICON_PATH = '/lsb/favicon.svg';

import { ACCESS_TOKEN_COOKIE } from '../auth/access-token.ts';
import { STAFF_SESSION_COOKIE } from '../staff/sessions.ts';
import { createRouter, declareCall, toOpenApiPath } from './contract.ts';
import { noQuery } from './schemas.ts';

const DOCUMENT_INFO: Parameters<Router['getOpenAPI31Document']>[0] = {
  openapi: '3.1.0',
  info: {
    title: 'API sklepu',
    version: '1',
    description:
      'API sklepu z artykułami higienicznymi i wyposażeniem łazienek. Kwoty w groszach (liczby całkowite), czas w UTC (ISO 8601). ' +
      'Każdy błąd 4xx i 5xx ma postać `{ "error": { "code", "message", "fields"? } }` z komunikatem po polsku. ' +
      'Rozszerzenie `x-cache-seconds` mówi, jak długo krawędź może trzymać odpowiedź publicznego GET; `x-max-body-bytes` to limit treści żądania.',
  },
  servers: [{ url: '/', description: 'Ten sklep' }],
};

type Router = ReturnType<typeof createRouter>;

/**
 * A nullable registered schema as the generator writes it, `allOf: [{ $ref }, { type: [T, 'null'] }]`,
 * allows no null at all (the `$ref` half is an object); written as `anyOf: [{ $ref }, { type: 'null' }]`
 * it says what the API answers (issue 30: the round-trip test found 14 such places). Every other
 * value is copied as it is.
 */
function withNullableReferences(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullableReferences);
  if (value === null || typeof value !== 'object') return value;
  const { allOf, ...rest } = value as { allOf?: unknown[] } & Record<string, unknown>;
  const [reference, nullable, ...others] = Array.isArray(allOf) ? allOf : [];
  const nullableType = (nullable as { type?: unknown } | undefined)?.type;
  if (
    others.length === 0 &&
    typeof (reference as { $ref?: unknown } | undefined)?.$ref === 'string' &&
    Array.isArray(nullableType) &&
    nullableType.includes('null')
  ) {
    const { type: _type, ...annotations } = nullable as Record<string, unknown>;
    return { ...(withNullableReferences(rest) as object), ...annotations, anyOf: [reference, { type: 'null' }] };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNullableReferences(inner)]));
}

/** The OpenAPI 3.1 document of every call declared on `app`. */
export function openApiDocumentOf(app: Router) {
  const document = withNullableReferences(app.getOpenAPI31Document(DOCUMENT_INFO)) as ReturnType<Router['getOpenAPI31Document']>;
  document.paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [toOpenApiPath(path), item]));
  // Secure calls name bearerAuth or cookieSession (auth/require-customer.ts): the edge sends the
  // session cookie's access token as a bearer header; every operation declares its security.
  document.components = {
    ...document.components,
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token dostępu z `POST /oauths/tokens`.' },
      cookieSession: {
        type: 'apiKey',
        in: 'cookie',
        name: ACCESS_TOKEN_COOKIE,
        description:
          'Przeglądarka: ciasteczko httpOnly z tokenem dostępu, ustawione przez krawędź po zalogowaniu; krawędź wysyła z niego nagłówek Bearer.',
      },
      // Admin calls (admin/require-staff.ts): a member of staff's panel login, or a named integration's token.
      staffSession: {
        type: 'apiKey',
        in: 'cookie',
        name: STAFF_SESSION_COOKIE,
        description:
          'Logowanie pracownika w panelu (hasło i kod TOTP): ciasteczko httpOnly na ścieżkach /panel i /api/admin; krawędź przekazuje je do API. Rozszerzenie `x-staff-roles` wywołania mówi, które role mogą je wywołać.',
      },
      staffToken: {
        type: 'http',
        scheme: 'bearer',
        description:
          'Token integracji (ADMIN_API_TOKEN, `nazwa:sekret`), zapisywany w dzienniku zmian pod nazwą integracji; bez wywołań właściciela.',
      },
    },
  };
  return document;
}

/** The reference page's policy: its own nonce-bound script and the bundle, nothing from outside. */
function docsPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const openApiCall = declareCall({
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/public/v1/openapi.json',
  tags: ['Dokumentacja'],
  summary: 'Ten dokument: opis OpenAPI 3.1 wszystkich wywołań.',
  request: { query: noQuery },
  success: { schema: z.record(z.string(), z.unknown()), description: 'Dokument OpenAPI 3.1.' },
  cacheSeconds: 300,
});

const docsCall = declareCall({
  operationId: 'getApiReference',
  method: 'get',
  path: '/docs',
  tags: ['Dokumentacja'],
  summary: 'Strona z dokumentacją API (Scalar) czytająca dokument OpenAPI.',
  request: { query: noQuery },
  success: { schema: z.string(), description: 'Strona HTML.', mediaTypes: ['text/html'] },
});

/** The document and the reference page of `app`, mounted under /api beside its calls. */
export function documentationRoutes(app: () => Router) {
  let document: ReturnType<typeof openApiDocumentOf> | undefined;
  return createRouter()
    .openapi(openApiCall, (c) => {
      document ??= openApiDocumentOf(app());
      return c.json(document, 200);
    })
    .openapi(docsCall, () => {
      const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
      const html = renderApiReference({
        // Nothing that calls a service outside the shop: no fonts, telemetry, agent or MCP helpers.
        config: {
          url: OPENAPI_PATH,
          withDefaultFonts: false,
          hideClientButton: true,
          telemetry: false,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
        },
        pageTitle: 'API sklepu – dokumentacja',
        cdn: DOCS_SCRIPT_PATH,
        nonce,
      })
        .replace('<html>', '<html lang="pl">')
        .replace('</head>', `<link rel="icon" href="${FAVICON_PATH}" />\n  </head>`);
      return new Response(withMetaPolicy(html, docsPolicy(nonce)), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    });
}
