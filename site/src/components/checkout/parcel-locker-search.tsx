'use client';
/**
 * The checkout's search of InPost parcel lockers (issue 36 item 5) when the build has no Geowidget
 * token: a postcode or a town, checked here by the API's own rule (lib/forms/parcel-locker-search.ts),
 * then `GET /parcel-lockers`. The lockers found are radio buttons (Tab into the list, arrows to
 * move): choosing one fills the locker's code, and the one whose code the field holds is checked.
 * What the search cannot answer is said in the status line; the code field below stays the way
 * to name a locker by hand.
 */
import { useId, useRef, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { ApiRequestError, apiPath, getJson } from '@/lib/api-client.ts';
import type { ParcelLockerSearch as Found, ParcelLocker } from '@/lib/api-types.ts';
import { formatLockerDistance, LOCKER_SEARCH_MAX_LENGTH, LOCKER_SEARCH_RADIUS_KM, lockerSearchOf } from '@/lib/forms/parcel-locker-search.ts';
import { searchParcelLockers } from '@/lib/generated/response-shapes/searchParcelLockers.ts';
import { t } from '@/lib/i18n/index.ts';
import { plCheckout } from '@/lib/i18n/pl-checkout.ts';
import { plural } from '@/lib/plural.ts';
import styles from './cart-checkout.module.css';

type SearchState = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; found: Found } | { kind: 'failed'; message: string };

const lockerCount = (count: number) => `${count} ${plural(count, plCheckout.Checkout.LockerNoun)}`;

/** The status line: what was found where, or why nothing was. */
function statusOf(state: SearchState): string {
  if (state.kind === 'idle') return '';
  if (state.kind === 'searching') return t('Checkout.LockerSearching');
  if (state.kind === 'failed') return state.message;
  const { searchedBy, searched, items, hasMore } = state.found;
  const radius = LOCKER_SEARCH_RADIUS_KM;
  if (searchedBy === 'postcode') {
    return items.length > 0
      ? t('Checkout.LockersNear', { radius, postcode: searched, count: lockerCount(items.length) })
      : t('Checkout.NoLockersNear', { radius, postcode: searched });
  }
  if (items.length === 0) return t('Checkout.NoLockersInCity', { city: searched });
  return t(hasMore ? 'Checkout.LockersInCityMore' : 'Checkout.LockersInCity', { city: searched, count: lockerCount(items.length) });
}

function LockerOption({ locker, searched, isChosen, onChoose }: { locker: ParcelLocker; searched: string; isChosen: boolean; onChoose: () => void }) {
  const details = [
    locker.description,
    locker.openingHours ? t('Checkout.LockerOpeningHours', { hours: locker.openingHours }) : null,
    locker.distanceMeters === null
      ? null
      : t('Checkout.LockerDistance', { distance: formatLockerDistance(locker.distanceMeters), postcode: searched }),
  ].filter(Boolean);
  return (
    <li>
      <label className={styles.option}>
        <input type="radio" name="parcelLocker" className={formStyles.checkbox} value={locker.code} checked={isChosen} onChange={onChoose} />
        <span>
          <strong>{locker.code}</strong>, {locker.street}, <span className={styles.postcode}>{locker.postcode}</span> {locker.city}
          {details.length > 0 ? <small className={styles.optionHint}>{details.join(' · ')}</small> : null}
        </span>
      </label>
    </li>
  );
}

export function ParcelLockerSearch({ chosenCode, onChoose }: { chosenCode: string; onChoose: (code: string) => void }) {
  const id = useId();
  const inputId = `lockerSearch${id}`;
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  // Only the latest search may show its answer: an earlier, slower one must not replace it.
  const latest = useRef(0);

  const search = async () => {
    const where = lockerSearchOf(text);
    if ('error' in where) {
      setFieldError(where.error);
      return;
    }
    setFieldError(undefined);
    const ticket = ++latest.current;
    setState({ kind: 'searching' });
    try {
      const found = await getJson<Found>(apiPath('/parcel-lockers', { q: text.trim() }), searchParcelLockers);
      if (ticket === latest.current) setState({ kind: 'found', found });
    } catch (error) {
      if (ticket !== latest.current) return;
      if (error instanceof ApiRequestError && error.fields.q) {
        setFieldError(error.fields.q);
        setState({ kind: 'idle' });
        return;
      }
      const message =
        error instanceof ApiRequestError && error.status === 503 && error.serverMessage ? error.serverMessage : t('Checkout.LockerSearchFailed');
      setState({ kind: 'failed', message });
    }
  };

  const found = state.kind === 'found' ? state.found : null;
  const chosen = chosenCode.trim().toUpperCase();
  return (
    <div className={styles.lockerSearch}>
      <div className={formStyles.field}>
        <label htmlFor={inputId} className={formStyles.label}>
          {t('Checkout.LockerSearch')}
        </label>
        <div className={styles.lockerSearchRow}>
          <input
            id={inputId}
            type="search"
            className={formStyles.input}
            value={text}
            maxLength={LOCKER_SEARCH_MAX_LENGTH}
            autoComplete="postal-code"
            enterKeyHint="search"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${inputId}-hint${fieldError ? ` ${inputId}-error` : ''}`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches here; it must not send the checkout's step.
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              void search();
            }}
          />
          <button type="button" className="button" onClick={() => void search()}>
            {t('Checkout.LockerSearchButton')}
          </button>
        </div>
        <p id={`${inputId}-hint`} className={formStyles.hint}>
          {t('Checkout.LockerSearchHint')}
        </p>
        <p id={`${inputId}-error`} className={formStyles.error} aria-live="polite">
          {fieldError ?? ''}
        </p>
      </div>
      <p role="status" className={styles.lockerStatus}>
        {statusOf(state)}
      </p>
      {found && found.items.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className="visually-hidden">{t('Checkout.LockerResults')}</legend>
          <ul className={styles.lockerList}>
            {found.items.map((locker) => (
              <LockerOption
                key={locker.code}
                locker={locker}
                searched={found.searched}
                isChosen={chosen === locker.code}
                onChoose={() => onChoose(locker.code)}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
