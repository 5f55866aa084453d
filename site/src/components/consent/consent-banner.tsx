'use client';
/**
 * The cookie-consent banner (issue 16): before any analytics or advertising cookie or script, the
 * visitor accepts all, rejects all (the same weight as accepting) or chooses; the footer's
 * "Ustawienia plików cookie" opens it again. A region at the bottom of the window, out of the
 * page's flow (no layout shift). The exported HTML carries it, so it paints with the page and
 * never becomes a late largest paint; a returning visitor never sees it, as the head script
 * (CONSENT_HEAD_SCRIPT) hides it before the first paint, and once the page has read the cookie
 * the store decides. Its „Akceptuję wszystkie” and „Odrzucam wszystkie” work before the script
 * runs: the early-consent head script (lib/consent/early-consent.ts) stores the choice and hides
 * it. Reachable with the keyboard; it takes the focus only when reopened on purpose.
 * While it is open the page keeps its own focus in sight (WCAG 2.2 SC 2.4.11, issue 36): the
 * document's scroll padding and bottom padding take the banner's height, so an element reached
 * with Tab scrolls clear of it, the footer's last links too.
 */
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ACCEPT_ALL, CONSENT_CHOICE_ATTRIBUTE, type Consent, type EarlyChoice, REJECT_ALL } from '@/lib/consent/consent.ts';
import { consentStore, readConsent, saveConsent } from '@/lib/consent/consent-store.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { loadAdTag, trackPageView } from '@/lib/tracker/track.ts';
import styles from './consent-banner.module.css';

/**
 * Reserves the banner's height, as it changes, at the bottom of the document: as scroll padding
 * (the browser scrolls a focused element above it) and as padding under the page (so the page's
 * end can scroll above it). A hidden banner (height 0) reserves nothing. Answers the undoing.
 */
function keepPageClearOf(element: HTMLElement): () => void {
  const root = document.documentElement;
  const release = () => {
    root.style.removeProperty('scroll-padding-bottom');
    document.body.style.removeProperty('padding-bottom');
  };
  const observer = new ResizeObserver(() => {
    const height = element.offsetHeight;
    if (height === 0) return release();
    root.style.scrollPaddingBottom = `${height}px`;
    document.body.style.paddingBottom = `${height}px`;
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    release();
  };
}

/** Marks a button whose choice the early-consent script stores before the page's script runs. */
const earlyChoice = (choice: EarlyChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: choice });

export function ConsentBanner() {
  const { bannerOpen, consent, read } = useSnapshot(consentStore);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<Consent>(REJECT_ALL);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const wasRead = useRef(false);
  const headingId = useId();

  useEffect(() => {
    if (!consentStore.read) readConsent();
  }, []);

  useEffect(() => {
    if (!bannerOpen) return;
    setDraft(consent ?? REJECT_ALL);
    setChoosing(false);
    // Reopened from the footer: the focus goes to the banner; on a first visit it stays where it is.
    if (wasRead.current) heading.current?.focus();
  }, [bannerOpen, consent]);

  useEffect(() => {
    if (read) wasRead.current = true;
  }, [read]);

  // Before the page has read the cookie (the exported HTML, hydration): shown, unless the head
  // script found a choice (then CSS hides it).
  const isShown = !read || bannerOpen;
  useEffect(() => {
    const element = banner.current;
    if (!isShown || !element) return;
    return keepPageClearOf(element);
  }, [isShown]);

  if (!isShown) return null;

  const decide = (choice: Consent) => {
    const hadAdvertising = consentStore.consent?.advertisement === true;
    saveConsent(choice);
    if (choice.advertisement && !hadAdvertising) {
      trackPageView();
      loadAdTag();
    }
  };

  return (
    <section ref={banner} className={styles.banner} aria-labelledby={headingId} data-consent-banner={read ? 'read' : 'initial'}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('Consent.Heading')}
          </h2>
          <p>
            {t('Consent.Text')} {/* Shown to every first visit: prefetching the policy would cost each of them its payload. */}
            <Link href={href('contentPage', { slug: 'polityka-prywatnosci' })} prefetch={false}>
              {t('Consent.Privacy')}
            </Link>
          </p>
          {choosing ? (
            <fieldset className={styles.purposes}>
              <legend>{t('Consent.Purposes')}</legend>
              <label>
                <input type="checkbox" checked disabled /> {t('Consent.Necessary')}
              </label>
              <label>
                <input type="checkbox" checked={draft.analytics} onChange={(event) => setDraft({ ...draft, analytics: event.target.checked })} />{' '}
                {t('Consent.Analytics')}
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={draft.advertisement}
                  onChange={(event) => setDraft({ ...draft, advertisement: event.target.checked })}
                />{' '}
                {t('Consent.Advertisement')}
              </label>
            </fieldset>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" {...earlyChoice('accept')} onClick={() => decide(ACCEPT_ALL)}>
            {t('Consent.AcceptAll')}
          </button>
          <button type="button" className="button button-primary" {...earlyChoice('reject')} onClick={() => decide(REJECT_ALL)}>
            {t('Consent.RejectAll')}
          </button>
          {choosing ? (
            <button type="button" className={`button ${styles.secondary}`} onClick={() => decide(draft)}>
              {t('Consent.Save')}
            </button>
          ) : (
            <button type="button" className={`button ${styles.secondary}`} aria-expanded={false} onClick={() => setChoosing(true)}>
              {t('Consent.Choose')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
