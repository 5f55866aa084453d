/**
 * The one Worker. It runs only on the paths wrangler.toml's run_worker_first lists (generated
 * from the route table: site/src/lib/route-match.ts); every other page is served straight by
 * the assets layer. In order, outermost first:
 *   stage timings (Server-Timing, developer workers only) → request id and log line → response headers
 *   (cookies, security headers, CSP) → language → canonical 301s → the login (tokens renewed when due) → /api (body limit, 405, csrf, cart ids, cache, embedded API or API_ORIGIN) |
 *   /media and /og (pictures and their raster copies) | /_dev (developer pages, only with DEV_TOOLS=on) |
 *   /monitoring (the browser's error reports) | route → guard → site.
 * Beside `fetch`, the `scheduled` handler (every minute) delivers the mail outbox.
 */

import { Hono } from 'hono';
import { ERROR_REPORT_TUNNEL_PATH } from '#lib/error-reports/dsn.ts';
import { SAFETY_DATA_SHEET_DIR } from '#lib/safety-data-sheets.ts';
import { injectCachePurge } from './api/admin/cache-purge.ts';
import { api } from './api/app.ts';
import { registerDeclaredCalls } from './api/declared-calls.ts';
import { answerUnsupportedMethods } from './api/method-not-allowed.ts';
import { limitApiBodies } from './edge/api-body-limit.ts';
import { purgeCachedAnswers } from './edge/api-cache.ts';
import { markApiRequest, serveApi } from './edge/api-gateway.ts';
import { authGuard } from './edge/auth-guard.ts';
import { authSession } from './edge/auth-session.ts';
import { canonicalRedirects } from './edge/canonical-redirects.ts';
import { refuseCrossSitePosts } from './edge/cross-site-posts.ts';
import { serveSafetyDataSheet } from './edge/documents.ts';
import { answerError } from './edge/error-page.ts';
import { locale } from './edge/locale.ts';
import { serveMedia } from './edge/media.ts';
import { assignRequestId, requestLog } from './edge/request-log.ts';
import { responseHeaders } from './edge/response-headers.ts';
import { routeContext } from './edge/route-context.ts';
import { reportServerTiming } from './edge/server-timing.ts';
import { notFoundPage, serveSite } from './edge/site.ts';
import { serveSocialImage } from './edge/social-images.ts';
import type { AppEnv, WorkerEnv } from './env.ts';
import { withErrorReports } from './error-reports/report.ts';
import { forwardErrorReport, limitTunnelBody } from './error-reports/tunnel.ts';
import { devTools } from './mail/dev-outbox.ts';
import { scheduled } from './scheduled.ts';

// The edge reads the API's declarations, and the API's admin writes purge the edge's cache: both
// are handed over here, so neither imports the other's modules (no import cycle; issue 30).
registerDeclaredCalls(api);
injectCachePurge(purgeCachedAnswers);

export const app = new Hono<AppEnv>();

app.use(reportServerTiming, assignRequestId, requestLog, responseHeaders, locale, canonicalRedirects, authSession);
// Bodies are capped before anything reads them; a method the path does not have is a 405; then
// cross-site form posts are refused (with SameSite=Lax cookies and the Cart-Session-Id header),
// but on a call declared for them (RFC 8058 one-click unsubscribe).
app.all('/api/*', markApiRequest, limitApiBodies(), answerUnsupportedMethods(api), refuseCrossSitePosts(), serveApi);
app.on(['GET', 'HEAD'], '/media/*', serveMedia);
app.on(['GET', 'HEAD'], '/og/*', serveSocialImage);
app.on(['GET', 'HEAD'], `${SAFETY_DATA_SHEET_DIR}/*`, serveSafetyDataSheet);
app.route('/_dev', devTools);
// The browser's error reports, forwarded to Sentry (error-reports/tunnel.ts).
app.post(ERROR_REPORT_TUNNEL_PATH, limitTunnelBody, (c) => forwardErrorReport(c, () => notFoundPage(c)));
app.all('*', routeContext, authGuard, serveSite);
app.onError(answerError);

export default { fetch: app.fetch, scheduled: withErrorReports(scheduled) } satisfies ExportedHandler<WorkerEnv>;
