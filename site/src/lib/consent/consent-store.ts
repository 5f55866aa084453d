/**
 * The consent as page state (valtio): read from the cookie once the page runs, changed by the
 * banner, reopened from the footer. Whoever depends on it (the ad data layer, the tag script)
 * subscribes to `consentStore`.
 */
import { proxy } from 'valtio/vanilla';
import { cookieString, ONE_YEAR_SECONDS } from '../cookies.ts';
import { CONSENT_COOKIE, type Consent, consentOfCookies, consentValue } from './consent.ts';

export const consentStore = proxy<{ consent: Consent | null; read: boolean; bannerOpen: boolean }>({
  consent: null,
  read: false,
  bannerOpen: false,
});

/** Reads the stored choice; the banner opens when there is none. */
export function readConsent(): void {
  consentStore.consent = consentOfCookies(document.cookie);
  consentStore.read = true;
  consentStore.bannerOpen = consentStore.consent === null;
}

/** Stores a choice for a year and closes the banner. */
export function saveConsent(consent: Consent): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party value written synchronously, before anything that depends on it runs; the Cookie Store API is asynchronous and missing from older Safari.
  document.cookie = cookieString(CONSENT_COOKIE, consentValue(consent), ONE_YEAR_SECONDS, window.location.protocol === 'https:');
  consentStore.consent = consent;
  consentStore.bannerOpen = false;
}

export function openConsentBanner(): void {
  consentStore.bannerOpen = true;
}
