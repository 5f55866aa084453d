/**
 * The visitor's cookie consent (issue 16): necessary cookies always (cart, login, language, this
 * choice), analytics and advertising only when chosen. Kept in one first-party cookie as
 * `v1|analytics:yes|advertisement:no`, the spec's value form (§4: advertising consent is
 * `advertisement:yes`), versioned: a choice made under another version of the banner's wording
 * counts as none, and the banner asks again. DOM-free.
 */
import { readCookie } from '../cookies.ts';

export const CONSENT_COOKIE = 'cookie-consent';
/** Bumped when the purposes or their wording change; older choices are asked again. */
export const CONSENT_VERSION = 1;

export interface Consent {
  analytics: boolean;
  advertisement: boolean;
}

export const ACCEPT_ALL: Consent = { analytics: true, advertisement: true };
export const REJECT_ALL: Consent = { analytics: false, advertisement: false };

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The cookie's value of a choice. */
export function consentValue(consent: Consent): string {
  return `v${CONSENT_VERSION}|analytics:${yesNo(consent.analytics)}|advertisement:${yesNo(consent.advertisement)}`;
}

/** The choice a cookie value holds, or null (no choice, another version, or not a value of ours). */
export function parseConsent(value: string | undefined): Consent | null {
  const match = /^v(\d+)\|analytics:(yes|no)\|advertisement:(yes|no)$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { analytics: match[2] === 'yes', advertisement: match[3] === 'yes' };
}

/** The choice in a `document.cookie` string. */
export function consentOfCookies(cookies: string): Consent | null {
  return parseConsent(readCookie(cookies, CONSENT_COOKIE));
}

/** The attribute the head script puts on <html> when a choice of this version is stored. */
export const CONSENT_GIVEN_ATTRIBUTE = 'data-consent-given';

/**
 * An inline script for <head> (hashed into the page policy by the build like every inline
 * script): marks <html> before the body is painted when the visitor has already chosen, so the
 * banner, which the exported HTML carries for first visits, never flashes for them. The banner is
 * in the HTML so that it paints with the page and never becomes a late largest paint (LCP).
 */
export const CONSENT_HEAD_SCRIPT = `try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=v${CONSENT_VERSION}(?:%7C|\\|)/.test(document.cookie))document.documentElement.setAttribute('${CONSENT_GIVEN_ATTRIBUTE}','')}catch(e){}`;

/** The banner buttons' attribute naming the choice they store (the early-consent script reads it: early-consent.ts). */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/** The choices a banner button stores without React. */
export const EARLY_CHOICES = { accept: ACCEPT_ALL, reject: REJECT_ALL } as const satisfies Record<string, Consent>;
export type EarlyChoice = keyof typeof EARLY_CHOICES;
