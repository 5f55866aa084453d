/**
 * The cookie banner's „Akceptuję wszystkie” and „Odrzucam wszystkie” work from the first paint,
 * before the page's script runs (issue 36). Kept and played again once React has hydrated (the
 * early-taps script), a refusal waited for the whole page: about 5 s on a mid-range phone against
 * a largest paint of 1.8 s.
 *
 * A small script in <head> listens in the capture phase from the first byte. A click on one of the
 * two buttons of the banner the exported HTML carries (`data-consent-banner="initial"`: the page
 * has not read the cookie yet) stores the choice in the consent cookie, as `saveConsent` writes it,
 * and marks <html> as the consent head script does for a returning visitor, so CSS hides the
 * banner at once. The click goes no further: the early-taps script does not keep it, and React,
 * once it runs, reads the stored choice as it reads a returning visitor's (the banner stays closed;
 * with consent the page view is tracked by the page's runtime). „Wybieram” and the purposes need
 * React and go the early-taps way. Once the page has read the cookie the banner is React's alone.
 *
 * It runs as an inline script: `installEarlyConsent` is written in the plain syntax every browser
 * the shop serves runs, and takes its globals and the cookie strings as parameters.
 */
import { cookieString, ONE_YEAR_SECONDS } from '../cookies.ts';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_COOKIE, CONSENT_GIVEN_ATTRIBUTE, consentValue, EARLY_CHOICES } from './consent.ts';

/** Each choice's cookie, as `document.cookie` takes it: `[on http, on https]`. */
type ChoiceCookies = Record<string, [string, string]>;

export function installEarlyConsent(
  doc: Document,
  location: Location,
  cookies: ChoiceCookies,
  choiceAttribute: string,
  givenAttribute: string,
): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const button = target.closest('[data-consent-banner="initial"] button[' + choiceAttribute + ']');
      const cookie = button ? cookies[button.getAttribute(choiceAttribute) || ''] : undefined;
      if (!cookie) return;
      event.stopImmediatePropagation();
      doc.cookie = cookie[location.protocol === 'https:' ? 1 : 0];
      doc.documentElement.setAttribute(givenAttribute, '');
    },
    true,
  );
}

const choiceCookies: ChoiceCookies = Object.fromEntries(
  Object.entries(EARLY_CHOICES).map(([choice, consent]) => {
    const cookie = (https: boolean) => cookieString(CONSENT_COOKIE, consentValue(consent), ONE_YEAR_SECONDS, https);
    return [choice, [cookie(false), cookie(true)]];
  }),
);

/** The inline script of every shop page's <head> (hashed into the page's policy by the build). */
export const EARLY_CONSENT_SCRIPT = `(${installEarlyConsent.toString()})(document,location,${JSON.stringify(choiceCookies)},${JSON.stringify(CONSENT_CHOICE_ATTRIBUTE)},${JSON.stringify(CONSENT_GIVEN_ATTRIBUTE)})`;
