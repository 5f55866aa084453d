/**
 * The published contract says what the API does (issue 30): for every request and answer schema of
 * every declared call, values generated from the zod schema itself (its own JSON Schema, made by
 * zod) that zod accepts also validate against the OpenAPI document's JSON Schema for that place
 * (ajv, draft 2020-12). A zod construct the document's generator writes narrower than zod reads
 * (`z.literal([1, 11, 12])` became `enum: [1]`, refusing every company) fails here.
 */
import { z } from '@hono/zod-openapi';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api } from '#worker/api/app.ts';
import { type DeclaredCall, declaredCalls, registerDeclaredCalls } from '#worker/api/declared-calls.ts';
import { openApiDocumentOf } from '#worker/api/openapi.ts';
import { arbitraryOf, type JsonSchema, type SchemaDocument } from './openapi-arbitraries.ts';

registerDeclaredCalls(api);

interface ParameterObject {
  name: string;
  in: string;
  schema?: JsonSchema;
}
interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const document = openApiDocumentOf(api) as unknown as { paths: Record<string, Record<string, OperationObject>>; components: Record<string, unknown> };

// Formats are annotations in JSON Schema 2020-12, as OpenAPI 3.1 reads them: not asserted here.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
/** The document itself, so `#/components/…` in any of its schemas resolves. */
ajv.addSchema({ $id: 'https://contract.invalid/openapi.json', components: document.components });

function validatorOf(schema: JsonSchema) {
  const withBase = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://contract.invalid/openapi.json#/components/'));
  return ajv.compile(withBase);
}

/**
 * Values zod accepts, generated from zod's own JSON Schema of the schema's input (a request) or
 * output (an answer); refinements and transforms have none, so their places are open and zod decides.
 */
function acceptedValues(schema: z.ZodType, io: 'input' | 'output', runs: number): unknown[] {
  const own = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  let candidates: unknown[];
  try {
    candidates = fc.sample(arbitraryOf(own, own as SchemaDocument), { numRuns: runs, seed: 20261127 });
  } catch (error) {
    throw new Error(`${String(error)} for ${JSON.stringify(own).slice(0, 600)}`);
  }
  return candidates.flatMap((candidate) => {
    const parsed = schema.safeParse(candidate);
    return parsed.success ? [io === 'input' ? candidate : parsed.data] : [];
  });
}

const calls = declaredCalls();

/** The places of a call whose schemas are checked: each with zod's schema and the document's. */
function placesOf(call: DeclaredCall): { name: string; zod: z.ZodType; io: 'input' | 'output'; documented: JsonSchema }[] {
  const operation = document.paths[call.path]?.[call.method.toLowerCase()];
  if (!operation) throw new Error(`${call.method} ${call.path} is not in the document`);
  const places: ReturnType<typeof placesOf> = [];
  const request = call.route.request ?? {};
  for (const part of ['params', 'query', 'headers'] as const) {
    const zod = request[part] as z.ZodType | undefined;
    if (!zod) continue;
    const where = part === 'params' ? 'path' : part === 'query' ? 'query' : 'header';
    // One object in zod, one parameter each in the document: checked as an object of them.
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
    const properties = Object.fromEntries(
      parameters.map((parameter) => [where === 'header' ? parameter.name.toLowerCase() : parameter.name, parameter.schema ?? {}]),
    );
    places.push({ name: part, zod, io: 'input', documented: { type: 'object', properties } });
  }
  const body = (request.body?.content as Record<string, { schema?: z.ZodType }> | undefined)?.['application/json']?.schema;
  const documentedBody = operation.requestBody?.content?.['application/json']?.schema;
  if (body && documentedBody) places.push({ name: 'body', zod: body, io: 'input', documented: documentedBody });
  const answer = (call.route.responses?.[200] as { content?: Record<string, { schema?: z.ZodType }> } | undefined)?.content?.['application/json']
    ?.schema;
  const documentedAnswer = operation.responses?.['200']?.content?.['application/json']?.schema;
  if (answer && documentedAnswer) places.push({ name: 'answer', zod: answer, io: 'output', documented: documentedAnswer });
  return places;
}

describe('the published contract', () => {
  it('covers every declared call, with a request or an answer schema to check', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((call) => placesOf(call).length === 0)).toEqual([]);
  });

  it('takes a company and a budget unit (customer types 11 and 12) where the API takes them', () => {
    const registration = document.paths['/api/public/v1/customers']?.post?.requestBody?.content?.['application/json']?.schema ?? {};
    const validate = validatorOf({ $ref: '#/components/schemas/Registration/properties/customerType' });
    for (const customerType of [1, 11, 12]) expect(validate(customerType), JSON.stringify(registration)).toBe(true);
    expect(validate(2)).toBe(false);
  });

  for (const call of calls) {
    it(`${call.method} ${call.path}: what zod accepts, the document's schema accepts`, () => {
      const failures: string[] = [];
      for (const place of placesOf(call)) {
        const validate = validatorOf(place.documented);
        for (const value of acceptedValues(place.zod, place.io, 40)) {
          if (!validate(value)) {
            failures.push(`${place.name}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value).slice(0, 300)}`);
            break;
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
