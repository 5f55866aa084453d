/**
 * fast-check arbitraries built from the JSON Schemas of an OpenAPI 3.1 document (no library
 * builds them from zod 4, and the document is what clients read). The subset the shop's
 * document uses, and a little more: strings (pattern, minLength, maxLength, format, enum,
 * const), integers and numbers with bounds, booleans, null, arrays (minItems, maxItems,
 * uniqueItems), objects (properties, required, additionalProperties), `type` lists, anyOf,
 * oneOf, allOf and `$ref` into the document. Recursive schemas stop growing after
 * `maxRecursion` nested uses of the same `$ref`: past it, arrays are as short as allowed and
 * optional properties are left out.
 */
import fc from 'fast-check';
import { hasControlCharacter, replaceControlCharacters } from '#worker/api/control-characters.ts';
import { awkwardText } from './awkward-text.ts';

/** A JSON Schema (2020-12, as OpenAPI 3.1 writes it), only the keywords read here. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema | boolean;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema | boolean>;
  required?: readonly string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
}

/** Where `$ref`s point: anything with `components.schemas`, as an OpenAPI document has. */
export interface SchemaDocument {
  components?: { schemas?: Record<string, JsonSchema | boolean> };
}

export interface ArbitraryOptions {
  /** Uses of one `$ref` inside itself before a recursive schema stops growing. */
  maxRecursion?: number;
  /** Longest array when the schema sets no maxItems. */
  maxItems?: number;
  /** Longest string when the schema sets no maxLength. */
  maxLength?: number;
  /** Extra strings mixed into every string without a pattern, format or enum (kept when they fit its lengths). */
  extraStrings?: readonly string[];
  /**
   * Strings without a pattern or format hold no control character but tab and line breaks: the
   * contract's rule for every JSON body (worker/src/api/control-characters.ts), which the schemas
   * do not spell out. Without it most generated texts were refused with a 400 for that alone, and a
   * call with many texts (a new product) rarely met a 200.
   */
  plainText?: boolean;
}

const DEFAULTS: Required<ArbitraryOptions> = { maxRecursion: 2, maxItems: 4, maxLength: 40, extraStrings: [], plainText: false };

/** The schema a `$ref` of the document points at (`#/components/schemas/Product`). */
export function resolveRef(document: SchemaDocument, ref: string): JsonSchema | boolean {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let target: unknown = document;
  for (const token of ref.slice(2).split('/')) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    target = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
  }
  if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return target as JsonSchema | boolean;
}

/** A schema with its `$ref`s followed and its allOf merged: what a value of it must look like at the top. */
export function resolveSchema(schema: JsonSchema | boolean, document: SchemaDocument): JsonSchema {
  let resolved = schema;
  for (let hops = 0; typeof resolved !== 'boolean' && resolved.$ref !== undefined; hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${resolved.$ref}`);
    resolved = resolveRef(document, resolved.$ref);
  }
  if (typeof resolved === 'boolean') return {};
  return resolved.allOf ? mergeAllOf(resolved, document) : resolved;
}

/** Length in code points, as JSON Schema counts it. */
export function codePointLength(text: string): number {
  return [...text].length;
}

/**
 * Values valid against `schema`.
 * @example
 * fc.sample(arbitraryOf({ type: 'string', pattern: '^[a-z]+$', maxLength: 5 }, {}), 3) // ['qf', 'a', 'zzkp']
 */
export function arbitraryOf(schema: JsonSchema | boolean, document: SchemaDocument, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const settings = { ...DEFAULTS, ...options };

  function build(schema: JsonSchema | boolean, refs: readonly string[], truncated: boolean): fc.Arbitrary<unknown> {
    if (schema === true) return fc.jsonValue({ maxDepth: 2 });
    if (schema === false) throw new Error('No value is valid against the schema `false`');
    if (schema.$ref !== undefined) {
      const uses = refs.filter((ref) => ref === schema.$ref).length;
      return build(resolveRef(document, schema.$ref), [...refs, schema.$ref], truncated || uses >= settings.maxRecursion);
    }
    if (schema.allOf) return build(mergeAllOf(schema, document), refs, truncated);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return fc.oneof(...branches.map((branch) => build(branch, refs, truncated)));
    if ('const' in schema) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const types = typesOf(schema);
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((type) => buildTyped(type, schema, refs, truncated)));
  }

  function buildTyped(type: string, schema: JsonSchema, refs: readonly string[], truncated: boolean): fc.Arbitrary<unknown> {
    switch (type) {
      case 'string':
        return stringOf(schema, settings);
      case 'integer':
        return integerOf(schema);
      case 'number':
        return numberOf(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return arrayOf(schema, refs, truncated);
      case 'object':
        return objectOf(schema, refs, truncated);
      default:
        throw new Error(`Unsupported JSON Schema type ${type}`);
    }
  }

  function arrayOf(schema: JsonSchema, refs: readonly string[], truncated: boolean): fc.Arbitrary<unknown[]> {
    const minLength = schema.minItems ?? 0;
    const maxLength = truncated ? minLength : Math.min(schema.maxItems ?? minLength + settings.maxItems, minLength + settings.maxItems);
    // Never built when nothing may be generated: that is what ends a recursive schema.
    if (maxLength === 0) return fc.constant([]);
    const item = build(schema.items ?? true, refs, truncated);
    const constraints = { minLength, maxLength };
    return schema.uniqueItems ? fc.uniqueArray(item, { ...constraints, selector: (value) => JSON.stringify(value) }) : fc.array(item, constraints);
  }

  function objectOf(schema: JsonSchema, refs: readonly string[], truncated: boolean): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const names = Object.keys(properties).filter((name) => required.has(name) || !truncated);
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const name of names) shape[name] = build(properties[name] ?? true, refs, truncated);
    // Required names the schema gives no property schema for take any JSON value.
    for (const name of required) shape[name] ??= fc.jsonValue({ maxDepth: 1 });
    const record = fc.record(shape, { requiredKeys: [...required] });
    const extra = schema.additionalProperties;
    if (extra === undefined || extra === false || truncated) return record;
    const known = new Set(Object.keys(shape));
    const extraKeys = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !known.has(key) && key !== '__proto__');
    return fc
      .tuple(record, fc.dictionary(extraKeys, build(extra, refs, truncated), { maxKeys: 3 }))
      .map(([declared, additional]) => ({ ...additional, ...declared }));
  }

  return build(schema, [], false);
}

/** The types a schema allows: its `type`, or what its keywords imply when it has none. */
function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties !== undefined || schema.required) return ['object'];
  if (schema.items !== undefined || schema.minItems !== undefined || schema.maxItems !== undefined) return ['array'];
  if (schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined || schema.format !== undefined)
    return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return [];
}

/** allOf as one schema: properties and required of every part together, other keywords from the last part that sets them. */
function mergeAllOf(schema: JsonSchema, document: SchemaDocument): JsonSchema {
  const { allOf = [], ...own } = schema;
  let merged: JsonSchema = {};
  const parts: JsonSchema[] = [...allOf, own];
  for (const part of parts) {
    const target = part.$ref === undefined ? part : resolveRef(document, part.$ref);
    if (typeof target === 'boolean') {
      if (!target) throw new Error('allOf with `false` has no valid value');
      continue;
    }
    const resolved = target.allOf ? mergeAllOf(target, document) : target;
    merged = {
      ...merged,
      ...resolved,
      properties: { ...merged.properties, ...resolved.properties },
      required: [...new Set([...(merged.required ?? []), ...(resolved.required ?? [])])],
    };
  }
  // additionalProperties: false on one part would refuse the other parts' properties; the parts are meant together.
  if (merged.additionalProperties === false && allOf.length > 0) delete merged.additionalProperties;
  return merged;
}

function stringOf(schema: JsonSchema, settings: Required<ArbitraryOptions>): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength + settings.maxLength, settings.maxLength);
  const fits = (text: string) => {
    const length = codePointLength(text);
    return length >= minLength && length <= maxLength;
  };
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    // A pattern's own repetitions may need more than the default cap (`{64}`): only a declared maxLength bounds it.
    if (schema.maxLength === undefined) return fc.stringMatching(pattern).filter((text) => codePointLength(text) >= minLength);
    return fc.stringMatching(pattern, { maxLength }).filter(fits);
  }
  const formatted = formatArbitrary(schema.format);
  if (formatted) return formatted.filter(fits);
  const random = fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + settings.maxLength) }),
    fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, minLength + settings.maxLength) }),
    // Astral letters where code cuts text, combining marks, lone surrogates (issue 29).
    awkwardText({ minLength, maxLength: Math.min(maxLength, 300) }),
  );
  const extras = settings.extraStrings.filter((text) => fits(text) && !(settings.plainText && hasControlCharacter(text)));
  // Each control character becomes a space: one code point for one, so the lengths stay.
  const text = settings.plainText ? random.map((value) => replaceControlCharacters(value, ' ')) : random;
  return (extras.length > 0 ? fc.oneof(text, fc.constantFrom(...extras)) : text).filter(fits);
}

/** Values of the formats JSON Schema names; an unknown format is only an annotation. */
function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | undefined {
  const date = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });
  switch (format) {
    case 'date-time':
      return date.map((value) => value.toISOString());
    case 'date':
      return date.map((value) => value.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    default:
      return undefined;
  }
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const lowest = Math.max(schema.minimum ?? -Infinity, schema.exclusiveMinimum === undefined ? -Infinity : Math.floor(schema.exclusiveMinimum) + 1);
  const highest = Math.min(schema.maximum ?? Infinity, schema.exclusiveMaximum === undefined ? Infinity : Math.ceil(schema.exclusiveMaximum) - 1);
  const min = BigInt(Math.ceil(Math.max(lowest, Number.MIN_SAFE_INTEGER)));
  const max = BigInt(Math.floor(Math.min(highest, Number.MAX_SAFE_INTEGER)));
  // fast-check leans towards small values and the bounds by itself.
  return fc.bigInt({ min, max }).map(Number);
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    min: schema.exclusiveMinimum ?? schema.minimum,
    minExcluded: schema.exclusiveMinimum !== undefined,
    max: schema.exclusiveMaximum ?? schema.maximum,
    maxExcluded: schema.exclusiveMaximum !== undefined,
  });
}
