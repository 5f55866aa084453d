/**
 * Compact shapes of the API's answers for the browser (`Shape`, site/src/lib/api-shape.ts, which
 * checks an answer against one without a schema library in the page). Made from the OpenAPI
 * document, so they are the contract's, never restated; `npm run api:sync` writes them to
 * site/src/lib/generated/response-shapes/ (one module per call) and a worker test fails when one is stale.
 * Pure: it reads a document.
 */
import { z } from '@hono/zod-openapi';
import type { Shape } from '#lib/api-shape.ts';
import { sessionStartedSchema } from './auth/schemas.ts';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface DocumentWithSchemas {
  paths?: object;
  components?: { schemas?: Record<string, JsonSchema> };
}

function shapeOfSchema(schema: JsonSchema, components: Record<string, JsonSchema>, seen: readonly string[]): Shape {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    // A recursive shape (the category tree) is checked one level deep.
    return target && !seen.includes(name) ? shapeOfSchema(target, components, [...seen, name]) : '*';
  }
  if (schema.const !== undefined) return ['e', schema.const];
  if (schema.enum) return ['e', ...schema.enum];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const nonNull = alternatives.filter((alternative) => alternative.type !== 'null');
    const inner: Shape =
      nonNull.length === 1 && nonNull[0]
        ? shapeOfSchema(nonNull[0], components, seen)
        : ['|', ...nonNull.map((alternative) => shapeOfSchema(alternative, components, seen))];
    return nonNull.length < alternatives.length ? ['?', inner] : inner;
  }
  if (schema.allOf) {
    // Parts of one object, merged (a nullable reference is an anyOf with null: openapi.ts). A part
    // that says nothing of the shape (only a description beside a reference) is left out; one
    // part left is the shape itself, nullable or not; objects are merged; anything else is unchecked.
    const parts = schema.allOf.map((part) => shapeOfSchema(part, components, seen)).filter((part) => part !== '*');
    if (parts.length === 1) return parts[0] as Shape;
    const isObject = (part: Shape) => typeof part === 'object' && !Array.isArray(part);
    return parts.length > 0 && parts.every(isObject) ? (Object.assign({}, ...parts) as Shape) : '*';
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const isNullable = types.includes('null');
  const type = types.find((candidate) => candidate !== 'null');
  let shape: Shape;
  if (type === 'string') shape = 's';
  else if (type === 'integer') shape = 'i';
  else if (type === 'number') shape = 'n';
  else if (type === 'boolean') shape = 'b';
  else if (type === 'array') shape = ['a', schema.items ? shapeOfSchema(schema.items, components, seen) : '*'];
  else if (type === 'object' && schema.properties) {
    const required = new Set(schema.required ?? []);
    shape = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [required.has(key) ? key : `${key}?`, shapeOfSchema(property, components, seen)]),
    );
  } else shape = '*';
  return isNullable ? ['?', shape] : shape;
}

/** The shape of every JSON 200 answer in `document`, by operationId. */
export function responseShapesOf(document: DocumentWithSchemas): Record<string, Shape> {
  const components = document.components?.schemas ?? {};
  const shapes: Record<string, Shape> = {};
  const paths = (document.paths ?? {}) as Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
      if (operation.operationId && schema) shapes[operation.operationId] = shapeOfSchema(schema, components, []);
    }
  }
  // The browser's answer to a token call through the edge, which keeps the tokens in cookies: the
  // edge's own answer, so not in the API's document; its shape comes from its zod schema.
  shapes.sessionStarted = shapeOfSchema(z.toJSONSchema(sessionStartedSchema) as JsonSchema, components, []);
  return shapes;
}

/** The TypeScript module of `shapes`: one export per call, so a page bundles only the shapes it checks. */
/**
 * The browser's answer shapes, one module per call (`site/src/lib/generated/response-shapes/{operationId}.ts`):
 * a page bundles the shapes of the calls it makes, not all of them (Turbopack keeps a module
 * whole, so one module of every shape put 2 KB gzip into every page).
 */
export function renderShapeModules(shapes: Record<string, Shape>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shapes).map(([name, shape]) => [
      `${name}.ts`,
      [
        '// Generated by `npm run api:sync` from the OpenAPI document (worker/src/api/response-shapes.ts). Do not edit.',
        "import type { Shape } from '../../api-shape.ts';",
        '',
        `export const ${name}: Shape = ${JSON.stringify(shape)};`,
        '',
      ].join('\n'),
    ]),
  );
}
