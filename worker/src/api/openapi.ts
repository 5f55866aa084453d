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

import { sessionStartedSchema } from './auth/schemas.ts';
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

/** The component that describes the browser's answer to a token call at the edge (`{ loggedIn: true }`). */
export const BROWSER_SESSION_ANSWER = 'SessionStarted';

/** The OpenAPI 3.1 document of every call declared on `app`. */
export function openApiDocumentOf(app: Router) {
  const document = app.getOpenAPI31Document(DOCUMENT_INFO);
  document.paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [toOpenApiPath(path), item]));
  // Secure calls name bearerAuth (auth/require-customer.ts): the edge sends the access token as a bearer header.
  document.components = {
    ...document.components,
    // What a browser reads from a token call through the edge (edge/auth-session.ts): the tokens went into cookies.
    schemas: { ...document.components?.schemas, [BROWSER_SESSION_ANSWER]: z.toJSONSchema(sessionStartedSchema) as never },
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token dostępu z `POST /oauths/tokens`.' },
      // Admin calls (admin/require-staff.ts): the worker secret ADMIN_API_TOKEN, with X-Staff-Actor naming who acts.
      staffToken: { type: 'http', scheme: 'bearer', description: 'Token obsługi sklepu (sekret ADMIN_API_TOKEN); wywołania administracyjne.' },
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
