'use client';
/**
 * The cookie-consent banner (issue 16): before any analytics or advertising cookie or script, the
 * visitor accepts all, rejects all (the same weight as accepting) or chooses; the footer's
 * "Ustawienia plików cookie" opens it again. A region at the bottom of the window, out of the
 * page's flow (no layout shift). The exported HTML carries it, so it paints with the page and
 * never becomes a late largest paint; a returning visitor never sees it, as the head script
 * (CONSENT_HEAD_SCRIPT) hides it before the first paint, and once the page has read the cookie
 * the store decides. Reachable with the keyboard; it takes the focus only when reopened on purpose.
 */
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ACCEPT_ALL, type Consent, REJECT_ALL } from '@/lib/consent/consent.ts';
import { consentStore, readConsent, saveConsent } from '@/lib/consent/consent-store.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { loadAdTag, trackPageView } from '@/lib/tracker/track.ts';
import styles from './consent-banner.module.css';

export function ConsentBanner() {
  const { bannerOpen, consent, read } = useSnapshot(consentStore);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<Consent>(REJECT_ALL);
  const heading = useRef<HTMLHeadingElement>(null);
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
  if (read && !bannerOpen) return null;

  const decide = (choice: Consent) => {
    const hadAdvertising = consentStore.consent?.advertisement === true;
    saveConsent(choice);
    if (choice.advertisement && !hadAdvertising) {
      trackPageView();
      loadAdTag();
    }
  };

  return (
    <section className={styles.banner} aria-labelledby={headingId} data-consent-banner={read ? 'read' : 'initial'}>
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
          <button type="button" className="button button-primary" onClick={() => decide(ACCEPT_ALL)}>
            {t('Consent.AcceptAll')}
          </button>
          <button type="button" className="button button-primary" onClick={() => decide(REJECT_ALL)}>
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
