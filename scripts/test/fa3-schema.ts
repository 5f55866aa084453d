/**
 * Validates FA(3) XML against the official KSeF schema, offline, for the tests (issue 32). The
 * schema is the Ministry of Finance's copy in worker/src/invoices/ksef/schema/ (unchanged, see
 * its SOURCES.txt); libxml2 runs as WebAssembly (xmllint-wasm), so nothing needs apt. The main
 * schema imports StrukturyDanych by an absolute crd.gov.pl URL: the copy's catalog.xml maps that
 * URL to the file beside it, and the same mapping is applied here to the schema's text in memory
 * (xmllint-wasm reads no catalog and has no network), never to the files.
 *
 * One xmllint run costs about 0.2 s whatever it validates, so `validateFa3Documents` checks many
 * documents in one run; a property test builds its invoices first and validates them together.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

export const FA3_SCHEMA_DIR = path.resolve(import.meta.dirname, '..', '..', 'worker', 'src', 'invoices', 'ksef', 'schema');
const MAIN_SCHEMA = 'schemat_FA(3)_v1-0E.xsd';
const INCLUDED_SCHEMAS = ['StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd', 'KodyKrajow_v10-0E.xsd'];

export interface Fa3Validation {
  valid: boolean;
  /** xmllint's messages for this document, without the file name. */
  errors: string[];
}

/** The catalog's `rewriteURI` rules: an absolute URL prefix and the local prefix it stands for. */
function readCatalogRewrites(): { from: string; to: string }[] {
  const catalog = readFileSync(path.join(FA3_SCHEMA_DIR, 'catalog.xml'), 'utf8');
  return [...catalog.matchAll(/<rewriteURI\s+uriStartString="([^"]+)"\s+rewritePrefix="([^"]*)"/g)].map(([, from = '', to = '']) => ({
    from,
    to: to.replace(/^\.\//, ''),
  }));
}

/** A schema's text with every `schemaLocation` the catalog rewrites pointed at the local copy. */
function resolveSchemaLocations(text: string, rewrites: readonly { from: string; to: string }[]): string {
  return text.replace(/schemaLocation="([^"]+)"/g, (attribute, location: string) => {
    const rule = rewrites.find((rewrite) => location.startsWith(rewrite.from));
    return rule ? `schemaLocation="${rule.to}${location.slice(rule.from.length)}"` : attribute;
  });
}

/** Documents per xmllint run: a few thousand at once overrun libxml2's WebAssembly memory. */
const DOCUMENTS_PER_RUN = 250;

let schemaFiles: { schema: XMLFileInfo; preload: XMLFileInfo[] } | undefined;

function loadSchema() {
  if (schemaFiles) return schemaFiles;
  const rewrites = readCatalogRewrites();
  const read = (name: string): XMLFileInfo => ({
    fileName: name,
    contents: resolveSchemaLocations(readFileSync(path.join(FA3_SCHEMA_DIR, name), 'utf8'), rewrites),
  });
  const schema = read(MAIN_SCHEMA);
  if (/schemaLocation="https?:/.test(String(schema.contents))) throw new Error(`${MAIN_SCHEMA} imports a URL catalog.xml does not map`);
  schemaFiles = { schema, preload: INCLUDED_SCHEMAS.map(read) };
  return schemaFiles;
}

/** xmllint's exit status 1: a document is not well-formed, and the run stops with a rejection. */
function isNotWellFormed(error: unknown): error is Error {
  return error instanceof Error && (error as Error & { code?: number }).code === 1;
}

/**
 * Validates several documents in one xmllint run, each result at its document's index.
 * @example const [first, second] = await validateFa3Documents([xmlA, xmlB]);
 */
export async function validateFa3Documents(xmls: readonly string[]): Promise<Fa3Validation[]> {
  if (xmls.length > DOCUMENTS_PER_RUN) {
    const results: Fa3Validation[] = [];
    for (let start = 0; start < xmls.length; start += DOCUMENTS_PER_RUN) {
      results.push(...(await validateFa3Documents(xmls.slice(start, start + DOCUMENTS_PER_RUN))));
    }
    return results;
  }
  if (xmls.length === 0) return [];
  const { schema, preload } = loadSchema();
  const files = xmls.map((contents, index) => ({ fileName: `invoice-${index}.xml`, contents }));
  let result: Awaited<ReturnType<typeof validateXML>>;
  try {
    // Up to 256 MiB: a few hundred invoices with long names at once; the default 32 MiB is for a few.
    result = await validateXML({ xml: files, schema, preload, maxMemoryPages: 4096 });
  } catch (error) {
    if (!isNotWellFormed(error)) throw error;
    if (xmls.length === 1) return [{ valid: false, errors: error.message.split('\n').filter((line) => line.trim() !== '') }];
    // One document that is not XML at all stops the run: validate each alone to say which.
    const results: Fa3Validation[] = [];
    for (const xml of xmls) results.push(...(await validateFa3Documents([xml])));
    return results;
  }
  return files.map(({ fileName }) => {
    const errors = result.errors
      .filter((error) => error.loc?.fileName === fileName || error.rawMessage.startsWith(`${fileName} `))
      .map((error) => error.message);
    return { valid: errors.length === 0, errors };
  });
}

/** Validates one FA(3) document against the official schema. */
export async function validateFa3(xml: string): Promise<Fa3Validation> {
  const [validation] = await validateFa3Documents([xml]);
  if (!validation) throw new Error('xmllint returned no result');
  return validation;
}
