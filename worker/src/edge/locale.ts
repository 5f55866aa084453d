/**
 * The shop's language (spec §9): detected from the language cookie, then the browser's
 * Accept-Language, then the default `pl`, among the enabled locales only (English is declared
 * and switched off, so a `lang=en` cookie reads as Polish). The cookie is written, for 365 days
 * on path `/` with SameSite=Lax, when it is missing or says something else, on every answer but
 * the API's and the files the worker serves (media, link preview pictures, safety data sheets):
 * those are shared through caches, and an answer that sets a cookie never is
 * (response-headers.ts). The API receives the result as `Language-Code`.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { languageDetector } from 'hono/language';
import { DEFAULT_LOCALE, ENABLED_LOCALES } from '#lib/i18n/locales.ts';
import { WORKER_SERVED_FILE_PATTERNS } from '#lib/route-match.ts';
import type { AppEnv } from '../env.ts';
import { queueCookie } from './http.ts';

export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const detectLanguage = languageDetector({
  order: ['cookie', 'header'],
  lookupCookie: LANGUAGE_COOKIE,
  supportedLanguages: [...ENABLED_LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  // Written below, and only when it changes, so cached answers carry no Set-Cookie needlessly.
  caches: false,
});

/** The folders of files the worker serves (`/media/*` → `/media/`): files, not pages, so no cookie. */
const FILE_FOLDERS = WORKER_SERVED_FILE_PATTERNS.filter((pattern) => /^\/[^*]+\/\*$/.test(pattern)).map((pattern) => pattern.slice(0, -1));

export const locale: MiddlewareHandler<AppEnv> = (c, next) =>
  detectLanguage(c, async () => {
    const language = c.get('language');
    const path = c.req.path;
    const isShared = path === '/api' || path.startsWith('/api/') || FILE_FOLDERS.some((folder) => path.startsWith(folder));
    if (!isShared && getCookie(c, LANGUAGE_COOKIE) !== language) {
      queueCookie(c, LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE);
    }
    await next();
  });
