'use client';
/**
 * InPost's map of parcel lockers, Geowidget v5, when the build set INPOST_GEOWIDGET_TOKEN
 * (site-config.ts; the pages' policy then allows its origin): its script and styles load once the
 * shopper picks the parcel locker delivery, and it renders the `<inpost-geowidget>` element with
 * the token, `language="pl"` and `config="parcelCollect"`. Its `onpoint` attribute names the event
 * the widget dispatches on the document when a point is chosen, with the point (`name` is the
 * locker's code) as the event's detail, as InPost's own shop modules read it; the code fills the
 * field below the map. A map that does not load gives way to the search by postcode or town.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n/index.ts';
import { INPOST_GEOWIDGET_ORIGIN, INPOST_GEOWIDGET_TOKEN } from '@/lib/site-config.ts';
import styles from './cart-checkout.module.css';
import { ParcelLockerSearch } from './parcel-locker-search.tsx';
import '@/lib/i18n/pl-checkout.ts';

/** The event the widget dispatches with the chosen point (its `onpoint` attribute). */
const POINT_EVENT = 'inpostpointselected';

let loading: Promise<void> | undefined;

/** Adds the widget's styles and script to the page once; resolves when the script has run. */
function loadGeowidget(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = `${INPOST_GEOWIDGET_ORIGIN}/inpost-geowidget.css`;
    document.head.append(stylesheet);
    const script = document.createElement('script');
    script.src = `${INPOST_GEOWIDGET_ORIGIN}/inpost-geowidget.js`;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading = undefined;
      reject(new Error('The InPost Geowidget did not load'));
    });
    document.head.append(script);
  });
  return loading;
}

export function InpostGeowidget({ chosenCode, onChoose }: { chosenCode: string; onChoose: (code: string) => void }) {
  const box = useRef<HTMLElement>(null);
  const choose = useRef(onChoose);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    choose.current = onChoose;
  }, [onChoose]);

  useEffect(() => {
    const onPoint = (event: Event) => {
      const name = (event as CustomEvent<{ name?: unknown } | null>).detail?.name;
      if (typeof name === 'string') choose.current(name.trim().toUpperCase());
    };
    document.addEventListener(POINT_EVENT, onPoint);
    let isShown = true;
    loadGeowidget().then(
      () => {
        if (!isShown || !box.current) return;
        // Made here rather than in JSX: its attributes are the widget's, read when it connects.
        const widget = document.createElement('inpost-geowidget');
        widget.setAttribute('token', INPOST_GEOWIDGET_TOKEN);
        widget.setAttribute('language', 'pl');
        widget.setAttribute('config', 'parcelCollect');
        widget.setAttribute('onpoint', POINT_EVENT);
        box.current.replaceChildren(widget);
      },
      () => {
        if (isShown) setFailed(true);
      },
    );
    return () => {
      isShown = false;
      document.removeEventListener(POINT_EVENT, onPoint);
    };
  }, []);

  if (hasFailed) {
    return (
      <>
        <p role="status" className={styles.lockerStatus}>
          {t('Checkout.LockerMapFailed')}
        </p>
        <ParcelLockerSearch chosenCode={chosenCode} onChoose={onChoose} />
      </>
    );
  }
  return <section ref={box} className={styles.lockerMap} aria-label={t('Checkout.LockerMap')} />;
}
