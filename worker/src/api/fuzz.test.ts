/**
 * Fuzzing from the contract (issue 9). Walks the OpenAPI document and sends every operation
 * requests generated from its schemas with fast-check: valid ones (mixed with real values from
 * the seeded catalogue, so 200s happen) must never meet a 5xx and must get a declared status
 * with a body matching the schema declared for it; broken ones (hostile text, malformed
 * escapes, unknown and repeated parameters, broken or oversized JSON, undeclared methods) must
 * get the 4xx the contract implies, in the error shape. A new call is fuzzed by adding nothing.
 *
 * Half the requests go through the whole worker (edge, cache, API), half straight to the API
 * app, so a cached answer never hides the API. `npm run fuzz` runs longer (FUZZ_RUNS) and
 * replays a seed (FUZZ_SEED); see scripts/test/fuzz.ts.
 */
import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type {} from '#scripts/test/fuzz-settings.ts';
import { realValuesOf } from '#worker-test/catalogue-values.ts';
import { contractBreachOf, expectationOf } from '#worker-test/contract-oracle.ts';
import { freshClientAddress } from '#worker-test/forms.ts';
import {
  accountLinkValues,
  accountValues,
  cartRecoveryValues,
  contentAdminValues,
  formBodyValues,
  mailedLinkValues,
  orderValues,
  withdrawalValues,
} from '#worker-test/fuzz-fixtures.ts';
import {
  brokenCaseOf,
  METHODS,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  type RequestCase,
  urlOf,
  validCaseOf,
} from '#worker-test/openapi-requests.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { api } from './app.ts';
import { type DeclaredCall, declaredCalls } from './declared-calls.ts';
import { openApiDocumentOf } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const document = openApiDocumentOf(api) as OpenApiDocument;
const operations = operationsOf(document);
const calls = new Map(declaredCalls().map((call) => [`${call.method.toUpperCase()} ${call.path}`, call]));
const { runs, seed } = inject('fuzz');
/**
 * Runs after which every operation has met a 200. Measured over the whole walk (2026-11-29): a
 * call that spends what it acts on (an erasure, a one-time code, a save on a read `updatedAt`)
 * meets it once and then a 404 or a 409; of the others the least lucky, a new product, about 1 in
 * 8. Every JSON text the walk sends is plain text (`plainText`, openapi-arbitraries.ts): with the
 * control characters the contract refuses, a new product met a 200 in none of 20 runs, and a
 * deployment's report (`PUT /live-pages`) missed all 60 in a fresh clone's run until the fixtures
 * gave it the live products.
 */
const RUNS_TO_EXPECT_A_HIT = 20;
/**
 * Rounds of that many runs before a call that met no 200 fails: at 1 in 4, 20 runs all miss once
 * in 300 or so (seen in a full local run), 60 once in 30 million. Each round checks every answer
 * the same way.
 */
const ROUNDS_TO_EXPECT_A_HIT = 3;
/** Generous: a request takes milliseconds, shrinking a failure takes many. */
const timeout = 30_000 + runs * 300;

async function send(operation: Operation, request: RequestCase): Promise<Response> {
  const headers = new Headers();
  if (request.body?.contentType !== undefined) headers.set('Content-Type', request.body.contentType);
  if (request.sameOrigin) headers.set('Origin', ORIGIN);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  // Every request from a network of its own, so the failed-login limit never shuts the walk out.
  headers.set('CF-Connecting-IP', freshClientAddress());
  // Bytes, not a string: a string body would bring its own Content-Type.
  const body = request.body === undefined ? undefined : new TextEncoder().encode(request.body.text);
  const init: RequestInit = { method: (request.method ?? operation.method).toUpperCase(), headers, body, redirect: 'manual' };
  const url = urlOf(operation, request);
  return request.via === 'edge' ? SELF.fetch(`${ORIGIN}${url}`, init) : api.request(url, init, env);
}

function describeRequest(operation: Operation, request: RequestCase): string {
  const body = request.body ? ` with ${request.body.contentType ?? 'no content type'} body ${JSON.stringify(request.body.text.slice(0, 200))}` : '';
  const headers = request.headers ? ` with headers ${JSON.stringify(request.headers)}` : '';
  return `${(request.method ?? operation.method).toUpperCase()} ${urlOf(operation, request)} via ${request.via}${headers}${body}${request.broken ? ` (broken: ${request.broken})` : ''}`;
}

interface Tally {
  statuses: Map<number, number>;
  refused: number;
}

/** Sends one request and throws, with the request in the message, when the answer breaks the contract. */
async function checkRequest(operation: Operation, call: DeclaredCall, request: RequestCase, tally: Tally): Promise<void> {
  const expectation = expectationOf(operation, call, request);
  const response = await send(operation, request);
  tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
  if (!expectation.accepted) tally.refused++;
  const breach = await contractBreachOf(call, expectation, response, errorSchema, request.via);
  if (breach) throw new Error(`${breach}\n    request: ${describeRequest(operation, request)}`);
}

async function fuzz(operation: Operation, cases: fc.Arbitrary<RequestCase>): Promise<Tally> {
  const call = calls.get(operation.id);
  if (!call) throw new Error(`${operation.id} is in the document but not among the declared calls`);
  const tally: Tally = { statuses: new Map(), refused: 0 };
  // A counterexample prints as the request it stands for, a huge body cut short.
  const printable = cases.map((request) => ({ ...request, [fc.toStringMethod]: () => describeRequest(operation, request) }));
  await fc.assert(
    fc.asyncProperty(printable, (request) => checkRequest(operation, call, request, tally)),
    seed === undefined ? { numRuns: runs } : { numRuns: runs, seed },
  );
  return tally;
}

// Hundreds of requests would print hundreds of request-log lines; a failure names its request.
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('the fuzz walk', () => {
  it('covers every operation of the document, each a declared and mounted call', () => {
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const fuzzed = operations.map((operation) => operation.id);
    expect(fuzzed.length).toBeGreaterThan(20);
    expect(new Set(fuzzed)).toEqual(new Set(documented));
    expect(new Set(fuzzed)).toEqual(new Set(calls.keys()));
  });
});

/**
 * Real values for the operation's parameters and body, and the credentials the generated requests
 * carry most of the time (a call that requires them also meets none or a forged one): a call that
 * acts for a customer gets a fresh customer of its own with a login (accountValues), the staff
 * calls the admin token (accountLinkValues).
 */
async function valuesOf(operation: Operation) {
  const [orders, links, recoveries, content, withdrawals] = await Promise.all([
    orderValues(env.DB, operation),
    accountLinkValues(env.DB, operation, env),
    cartRecoveryValues(env.DB, operation),
    contentAdminValues(env.DB, operation),
    withdrawalValues(env.DB, operation),
  ]);
  const account = operation.security?.includes('bearerAuth') ? await accountValues(env.DB, env.AUTH_JWT_SECRET ?? '', operation) : null;
  return {
    realValues: {
      ...(await realValuesOf(env.DB, operation)),
      ...(await mailedLinkValues(env.DB)),
      ...orders.realValues,
      ...links.realValues,
      ...recoveries.realValues,
      ...content.realValues,
      ...withdrawals.realValues,
      ...account?.realValues,
    },
    realBodyValues: {
      ...(await formBodyValues()),
      ...orders.realBodyValues,
      ...links.realBodyValues,
      ...recoveries.realBodyValues,
      ...content.realBodyValues,
      ...withdrawals.realBodyValues,
      ...account?.realBodyValues,
    },
    credentials: account ? { ...links.credentials, bearerAuth: [`Bearer ${account.bearer}`] } : links.credentials,
  };
}

for (const operation of operations) {
  describe(operation.id, () => {
    it(
      'answers input its schemas accept with a declared status and a body of the declared schema, never a 5xx',
      async () => {
        const { realValues, realBodyValues, credentials } = await valuesOf(operation);
        const cases = validCaseOf(operation, { document, realValues, realBodyValues, credentials });
        const statuses = new Set((await fuzz(operation, cases)).statuses.keys());
        // Real values from the catalogue make the call find something now and then; a round whose runs all missed gets another.
        for (let round = 1; round < ROUNDS_TO_EXPECT_A_HIT && seed === undefined && !statuses.has(200); round++) {
          for (const status of (await fuzz(operation, cases)).statuses.keys()) statuses.add(status);
        }
        if (runs >= RUNS_TO_EXPECT_A_HIT) expect([...statuses], operation.id).toContain(200);
      },
      timeout,
    );

    it(
      'refuses broken input with a 4xx in the error shape, and answers what is still valid as such',
      async () => {
        const { realValues, realBodyValues, credentials } = await valuesOf(operation);
        const tally = await fuzz(operation, brokenCaseOf(operation, { document, realValues, realBodyValues, credentials }));
        expect(tally.refused, operation.id).toBeGreaterThan(0);
      },
      timeout,
    );
  });
}
