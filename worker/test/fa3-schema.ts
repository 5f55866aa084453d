/**
 * FA(3) XML checked against the official KSeF schema from the worker tests: workerd cannot run
 * xmllint-wasm (it needs Node's worker threads and compiles WebAssembly at run time), so the
 * documents go to the FA3_SCHEMA service binding, a function the vitest config runs in Node with
 * scripts/test/fa3-schema.ts.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';

/** What scripts/test/fa3-schema.ts answers for each document (its Fa3Validation). */
export interface Fa3Validation {
  valid: boolean;
  errors: string[];
}

/** Validates the documents in one xmllint run; each result at its document's index. */
export async function validateFa3Documents(xmls: readonly string[]): Promise<Fa3Validation[]> {
  const response = await env.FA3_SCHEMA.fetch('http://fa3-schema.test/', { method: 'POST', body: JSON.stringify(xmls) });
  if (!response.ok) throw new Error(`FA3_SCHEMA answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Fa3Validation[];
}

/** Fails the test with xmllint's messages unless the XML is valid FA(3). */
export async function expectValidFa3(xml: string): Promise<void> {
  const [validation] = await validateFa3Documents([xml]);
  expect(validation?.errors, 'the FA(3) schema’s verdict').toEqual([]);
  expect(validation?.valid).toBe(true);
}
