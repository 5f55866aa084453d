import type { z } from '@hono/zod-openapi';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api } from '#worker/api/app.ts';
import { hasControlCharacter } from '#worker/api/control-characters.ts';
import { declaredCalls, registerDeclaredCalls } from '#worker/api/declared-calls.ts';
import { openApiDocumentOf } from '#worker/api/openapi.ts';
import { arbitraryOf, codePointLength, type JsonSchema, type SchemaDocument } from './openapi-arbitraries.ts';
import { brokenCaseOf, isHeaderSafe, type OpenApiDocument, operationsOf, percentEncode, validCaseOf } from './openapi-requests.ts';

registerDeclaredCalls(api);

interface DocumentedOperation {
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const sample = (schema: JsonSchema, document: SchemaDocument = {}) => fc.sample(arbitraryOf(schema, document), { numRuns: 200, seed: 42 });

describe('arbitraryOf', () => {
  it('keeps strings to their pattern and lengths, counted in code points', () => {
    for (const value of sample({ type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 12 })) {
      expect(value).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(codePointLength(value as string)).toBeLessThanOrEqual(12);
    }
    // A pattern longer than the default cap, without a maxLength of its own (a SHA-256 in hex).
    for (const value of sample({ type: 'string', pattern: '^[0-9a-f]{64}$' })) expect(value).toMatch(/^[0-9a-f]{64}$/);
    for (const value of sample({ type: 'string', minLength: 3, maxLength: 5 })) {
      expect(codePointLength(value as string)).toBeGreaterThanOrEqual(3);
      expect(codePointLength(value as string)).toBeLessThanOrEqual(5);
    }
  });

  it('writes plain text, as every JSON body must be, when asked: no control character but tab and line breaks, lengths kept', () => {
    const schema: JsonSchema = { type: 'object', properties: { note: { type: 'string', minLength: 2, maxLength: 30 } }, required: ['note'] };
    const plain = fc.sample(arbitraryOf(schema, {}, { plainText: true, extraStrings: ['a\u0000b', 'wiersz\nnowy'] }), { numRuns: 500, seed: 7 });
    for (const value of plain as { note: string }[]) {
      expect(hasControlCharacter(value.note), JSON.stringify(value.note)).toBe(false);
      expect(codePointLength(value.note)).toBeGreaterThanOrEqual(2);
      expect(codePointLength(value.note)).toBeLessThanOrEqual(30);
    }
    expect(plain.some((value) => /[\t\n\r]/.test((value as { note: string }).note))).toBe(true);
    // Without it, the texts hold any code point (what the broken cases and the other places send).
    expect(fc.sample(arbitraryOf(schema, {}), { numRuns: 500, seed: 7 }).some((value) => hasControlCharacter((value as { note: string }).note))).toBe(
      true,
    );
  });

  it('writes the formats JSON Schema names', () => {
    for (const value of sample({ type: 'string', format: 'date-time' })) expect(new Date(value as string).toISOString()).toBe(value);
    for (const value of sample({ type: 'string', format: 'uuid' }))
      expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const value of sample({ type: 'string', format: 'email' })) expect(value).toContain('@');
  });

  it('keeps numbers within inclusive and exclusive bounds', () => {
    for (const value of sample({ type: 'integer', exclusiveMinimum: 0, maximum: 10 })) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(10);
    }
    for (const value of sample({ type: 'number', minimum: -1, exclusiveMaximum: 1 })) {
      expect(value).toBeGreaterThanOrEqual(-1);
      expect(value).toBeLessThan(1);
    }
    for (const value of sample({ type: 'integer' })) expect(Number.isSafeInteger(value)).toBe(true);
  });

  it('builds arrays and objects as their keywords say', () => {
    for (const value of sample({ type: 'array', items: { type: 'boolean' }, minItems: 2, maxItems: 3 }) as boolean[][]) {
      expect(value.length).toBeGreaterThanOrEqual(2);
      expect(value.length).toBeLessThanOrEqual(3);
      expect(value.every((item) => typeof item === 'boolean')).toBe(true);
    }
    const objects = sample({
      type: 'object',
      properties: { id: { type: 'integer' }, note: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    }) as Record<string, unknown>[];
    for (const value of objects) {
      expect(typeof value.id).toBe('number');
      expect(Object.keys(value).every((key) => key === 'id' || key === 'note')).toBe(true);
    }
    expect(objects.some((value) => 'note' in value)).toBe(true);
    expect(objects.some((value) => !('note' in value))).toBe(true);
    const open = sample({ type: 'object', additionalProperties: { type: 'integer' } }) as Record<string, unknown>[];
    expect(open.some((value) => Object.keys(value).length > 0)).toBe(true);
    for (const value of open) expect(Object.values(value).every(Number.isInteger)).toBe(true);
  });

  it('follows $ref, type lists, enum, const, anyOf, oneOf and allOf', () => {
    const document: SchemaDocument = {
      components: {
        schemas: {
          Ref: { type: 'object', properties: { slug: { type: 'string', enum: ['a', 'b'] } }, required: ['slug'] },
          Node: {
            allOf: [
              { $ref: '#/components/schemas/Ref' },
              { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } }, required: ['children'] },
            ],
          },
        },
      },
    };
    for (const value of sample({ type: ['integer', 'null'] })) expect(value === null || Number.isInteger(value)).toBe(true);
    for (const value of sample({ anyOf: [{ const: 'x' }, { type: 'boolean' }] })) expect(value === 'x' || typeof value === 'boolean').toBe(true);
    for (const value of sample({ oneOf: [{ type: 'string', enum: ['l', 'kg'] }, { type: 'null' }] })) expect(['l', 'kg', null]).toContain(value);
    // A recursive schema ends: past two nested uses of Node its arrays are empty.
    type Node = { slug: string; children: Node[] };
    const depth = (node: Node): number => 1 + Math.max(0, ...node.children.map(depth));
    const trees = sample({ $ref: '#/components/schemas/Node' }, document) as Node[];
    for (const tree of trees) {
      expect(['a', 'b']).toContain(tree.slug);
      expect(depth(tree)).toBeLessThanOrEqual(3);
    }
    expect(trees.some((tree) => depth(tree) > 1)).toBe(true);
  });

  it('generates only bodies the zod schema of every declared answer accepts', () => {
    const document = openApiDocumentOf(api) as OpenApiDocument;
    for (const call of declaredCalls()) {
      const content = (call.route.responses[200] as { content: Record<string, { schema: z.ZodType }> }).content;
      const declared = content['application/json'];
      const operation = document.paths?.[call.path]?.[call.method] as DocumentedOperation | undefined;
      const documented = operation?.responses['200']?.content?.['application/json']?.schema;
      if (!declared || !documented) continue;
      fc.assert(
        fc.property(arbitraryOf(documented, document), (value) => {
          const parsed = declared.schema.safeParse(value);
          if (!parsed.success) throw new Error(`${call.method} ${call.path}: ${JSON.stringify(parsed.error.issues.slice(0, 2))}`);
        }),
        { numRuns: 30 },
      );
    }
  });
});

describe('percentEncode', () => {
  it('encodes like encodeURIComponent, every byte on demand, and a lone surrogate as undecodable escapes', () => {
    expect(percentEncode('ą b/ć')).toBe(encodeURIComponent('ą b/ć'));
    expect(percentEncode('a.', 'every-byte')).toBe('%61%2E');
    expect(percentEncode('ż', 'every-byte-lowercase')).toBe('%c5%bc');
    expect(percentEncode('a\ud800')).toBe('a%ED%A0%80');
    expect(() => decodeURIComponent(percentEncode('\udc00'))).toThrow(URIError);
  });
});

describe('header parameters', () => {
  const document = openApiDocumentOf(api) as OpenApiDocument;
  // A call without a body: its broken cases are cheap to generate (no oversized arrays).
  const operation = operationsOf(document).find((candidate) => candidate.id === 'GET /api/public/v1/carts/summary');

  it("reads the cart calls' Cart-Session-Id from the document as a required header", () => {
    expect(operation?.parameters.filter((parameter) => parameter.in === 'header').map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'cart-session-id', required: true },
      { name: 'cart-transaction-id', required: false },
    ]);
  });

  it('sends valid values in valid cases, and missing or bent ones, always sendable, in broken cases', () => {
    if (!operation) throw new Error('no cart call in the document');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const request of fc.sample(validCaseOf(operation, { document, realValues: {} }), { numRuns: 100, seed: 7 })) {
      expect(request.headers?.['cart-session-id']).toMatch(uuid);
    }
    const broken = fc.sample(brokenCaseOf(operation, { document, realValues: {} }), { numRuns: 200, seed: 7 });
    for (const request of broken) for (const value of Object.values(request.headers ?? {})) expect(isHeaderSafe(value)).toBe(true);
    expect(broken.some((request) => request.broken?.startsWith('required header cart-session-id missing'))).toBe(true);
    expect(broken.some((request) => request.broken?.startsWith('header ') && !uuid.test(request.headers?.['cart-session-id'] ?? ''))).toBe(true);
  });
});
