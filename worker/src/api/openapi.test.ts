/// <reference types="vite/client" />
import { env, SELF } from 'cloudflare:test';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { findShapeMismatch, type Shape } from '#lib/api-shape.ts';
import readme from '../../README.md?raw';
import { DOCS_PATH, OPENAPI_PATH } from '../shared-names.ts';
import { api } from './app.ts';
import { readCallTable, renderCallTable } from './call-table.ts';
import { openApiDocumentOf } from './openapi.ts';
import { responseShapesOf } from './response-shapes.ts';

const ORIGIN = 'http://shop.test';

async function servedDocument(): Promise<{ paths: Record<string, Record<string, unknown>> } & Record<string, unknown>> {
  const response = await SELF.fetch(`${ORIGIN}${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  return response.json();
}

/** Hono's `:name` and `:name{regex}` path parameters written the OpenAPI way. */
function toOpenApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(?:\{[^}]*\})?/g, '{$1}');
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('describes every route the API mounts, and nothing it does not', async () => {
    const document = await servedDocument();
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const mounted = api.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
    expect(new Set(mounted).size).toBeGreaterThan(20);
    expect([...new Set(mounted)].sort()).toEqual([...new Set(documented)].sort());
  });

  it('describes each call in Polish, with the error schema on every error status', async () => {
    const document = await servedDocument();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item) as [
        string,
        { summary?: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> },
      ][]) {
        expect(operation.summary, `${method} ${path}`).toMatch(/[a-ząćęłńóśźż]/);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '500']));
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) >= 400)
            expect(response.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
        }
      }
    }
  });
});

describe('what is generated from the document (npm run api:sync rewrites it)', () => {
  it('the table of calls in worker/README.md is what the declarations say', () => {
    expect(readCallTable(readme)).toBe(renderCallTable(openApiDocumentOf(api)));
  });

  it("the browser's answer shapes are the contract's", () => {
    // Every module of site/src/lib/generated/response-shapes/, read through Vite's glob import.
    const modules = import.meta.glob<Record<string, unknown>>('../../../site/src/lib/generated/response-shapes/*.ts', { eager: true });
    const generated = Object.assign({}, ...Object.values(modules));
    expect(generated).toEqual(responseShapesOf(openApiDocumentOf(api)));
    expect(
      Object.keys(modules)
        .map((file) => file.replace(/^.*\/(\w+)\.ts$/, '$1'))
        .sort(),
    ).toEqual(Object.keys(generated).sort());
  });

  it('every answer shape is well formed: no object shape has numbered keys (a merge of a nullable part with another)', () => {
    const numbered = (shape: unknown, path: string): string[] =>
      Array.isArray(shape)
        ? shape.flatMap((part, index) => numbered(part, `${path}[${index}]`))
        : shape && typeof shape === 'object'
          ? Object.entries(shape).flatMap(([key, inner]) => (/^\d+$/.test(key) ? [`${path}.${key}`] : numbered(inner, `${path}.${key}`)))
          : [];
    for (const [operation, shape] of Object.entries(responseShapesOf(openApiDocumentOf(api)))) expect(numbered(shape, operation)).toEqual([]);
  });

  it('a hazardous product answers in its shape', async () => {
    const slug = await env.DB.prepare(
      'SELECT p.slug FROM products p JOIN product_hazards h ON h.product_id = p.id WHERE h.classified = 1 AND p.is_active = 1 ORDER BY p.id LIMIT 1',
    ).first<string>('slug');
    const shapes = responseShapesOf(openApiDocumentOf(api));
    const product = await (await SELF.fetch(`${ORIGIN}/api/public/v1/products/slug/${slug}`)).json();
    expect(findShapeMismatch(product, shapes.getProduct as Shape)).toBeNull();
  });
});

describe('the API reference page', () => {
  it('serves Scalar from the shop itself, under a policy of its own', async () => {
    const response = await SELF.fetch(`${ORIGIN}${DOCS_PATH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`"url": "${OPENAPI_PATH}"`);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Every script comes from the shop: nothing from a CDN.
    for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) expect(src).toMatch(/^\/[^/]/);
  });

  it('finds the reference bundle the build copied into the export', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}${DOCS_PATH}`)).text();
    const src = /<script[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    const script = await SELF.fetch(`${ORIGIN}${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
  });
});
