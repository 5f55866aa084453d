/** The shop's locales (spec §1, §9): Polish is the default and the only one in use. */
export const DEFAULT_LOCALE = 'pl';
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** English paths are declared but the English version is disabled (spec §1). */
export const ENABLED_LOCALES: readonly Locale[] = ['pl'];
