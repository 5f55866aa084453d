/**
 * The OpenAPI 3.1 document of the shop API, generated from the declared calls (contract.ts), and
 * the reference page that reads it (/api/docs, Scalar, served offline from the site's own files).
 */
import { type RouteConfig, z } from '@hono/zod-openapi';
import { renderApiReference } from '@scalar/client-side-rendering';
import { withMetaPolicy } from '#lib/content-security-policy.ts';
import { createRouter, declareCall } from './contract.ts';
import { noQuery } from './schemas.ts';

export const OPENAPI_PATH = '/api/public/v1/openapi.json';
export const DOCS_PATH = '/api/docs';
/** Scalar's standalone bundle, copied into the export by the build (scripts/build/api-docs.ts). */
export const DOCS_SCRIPT_PATH = '/_api/scalar-api-reference.js';

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

/** Hono's multi-segment parameter `{path{.+}}` in a declared path is `{path}` to OpenAPI. */
function toOpenApiPath(path: string): string {
  return path.replace(/\{(\w+)\{[^}]*\}\}/g, '{$1}');
}

type Router = ReturnType<typeof createRouter>;

/** The OpenAPI 3.1 document of every call declared on `app`. */
export function openApiDocumentOf(app: Router) {
  const document = app.getOpenAPI31Document(DOCUMENT_INFO);
  document.paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [toOpenApiPath(path), item]));
  return document;
}

/** One declared call as the contract holds it: the document's method and path, and its zod schemas. */
export interface DeclaredCall {
  method: string;
  /** The path as the document writes it (`/api/public/v1/media/file/{path}`). */
  path: string;
  /** The declaration: `request` and `responses[status].content[type].schema` are the zod schemas themselves. */
  route: RouteConfig;
}

/**
 * Every call declared on `app`, with the zod schemas the document was generated from: what a
 * test checks answers against, since the JSON Schemas in the document lose zod's refinements.
 */
export function declaredCallsOf(app: Router): DeclaredCall[] {
  return app.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [{ method: definition.route.method, path: toOpenApiPath(definition.route.path), route: definition.route }] : [],
  );
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
  method: 'get',
  path: '/public/v1/openapi.json',
  tags: ['Dokumentacja'],
  summary: 'Ten dokument: opis OpenAPI 3.1 wszystkich wywołań.',
  request: { query: noQuery },
  success: { schema: z.record(z.string(), z.unknown()), description: 'Dokument OpenAPI 3.1.' },
  cacheSeconds: 300,
});

const docsCall = declareCall({
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
        config: { url: OPENAPI_PATH, withDefaultFonts: false, hideClientButton: true, telemetry: false },
        pageTitle: 'API sklepu – dokumentacja',
        cdn: DOCS_SCRIPT_PATH,
        nonce,
      }).replace('<html>', '<html lang="pl">');
      return new Response(withMetaPolicy(html, docsPolicy(nonce)), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    });
}
