/**
 * Names the worker shares with the build scripts and the tests, in a module that imports only
 * pure names, so a script can read them without type-checking the worker's runtime.
 */
import { NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';

/** The OpenAPI 3.1 document of the shop API. */
export const OPENAPI_PATH = '/api/public/v1/openapi.json';
/** The API reference page that reads it. */
export const DOCS_PATH = '/api/docs';
/** Scalar's standalone bundle, copied into the export by the build (scripts/build/api-docs.ts). */
export const DOCS_SCRIPT_PATH = '/_api/scalar-api-reference.js';
/** The header with which the build reads past the edge cache; the edge strips it before the API. */
export const CACHE_BYPASS_HEADER = 'X-Cache-Bypass';
/** The request id of the log line: answered to the client and passed to the API (its log and error reports). */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** The build's version and time in the export (scripts/build/build-info.ts), reported by GET /api/health. */
export const BUILD_INFO_PATH = '/build-info.json';
/** A page's root-layout segment file, which pages of one folder share (scripts/build/shared-segments.ts). */
export const SHARED_INDEX_FILE = NEXT_PAYLOAD_FILES.rootSegment;
/** Where the shared copies live in the export, and their manifest (folder → content hash). */
export const SHARED_INDEX_DIR = '_next/segments';
export const SHARED_INDEX_MANIFEST = '_next/segments/index.json';
/**
 * The answer header by which the API hands the browser a new cart session (a login, a password
 * change); the edge moves it into the cart cookie and never passes it on (edge/cart-session.ts).
 */
export const CART_SESSION_HEADER = 'Cart-Session-Id';
/** The inputs every rebuild dispatch sends (deploy-hook/dispatch.ts); the workflow declares exactly these (GitHub refuses undeclared ones). */
export const DEPLOY_HOOK_INPUTS = ['rebuild', 'actor', 'changes', 'request'] as const;
/**
 * The answer header in which the staff login calls hand over a new staff login's secret, or
 * `ended` (api/admin/staff-sessions.ts); the edge moves it into the staff cookie and drops it
 * (edge/staff-session.ts).
 */
export const STAFF_SESSION_HANDOVER_HEADER = 'Staff-Session';
