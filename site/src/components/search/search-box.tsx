'use client';
/**
 * The header search box: a WAI-ARIA combobox whose listbox holds suggestions fetched while the
 * shopper types (debounced), moved through with the arrow keys. Enter opens the active
 * suggestion, or the results page of the query; Escape closes the list, then clears the box.
 * Focus stays in the input throughout (aria-activedescendant), as the pattern asks. The
 * suggestions come through SWR once two letters are typed (`useSWRAfterLoad`).
 */
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, Fragment, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSWRAfterLoad } from '@/components/ui/use-swr-after-load.tsx';
import { apiPath, getJson } from '@/lib/api-client.ts';
import type { SearchSuggestion, SearchSuggestions } from '@/lib/api-types.ts';
import { isSearchQuery, MAX_SEARCH_QUERY_LENGTH } from '@/lib/formats.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { routeOfPath } from '@/lib/route-shape.ts';
import { SEARCH_FORM_FIELD, searchHref, suggestionHref } from '@/lib/search-links.ts';
import { DETAILS_SEPARATOR, markMatches, productSuggestionDetails } from '@/lib/search-suggestion-text.ts';
import styles from './search-box.module.css';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Spec §9 debounces the cart by 200 ms; typing waits as long before asking for suggestions. */
const DEBOUNCE_MS = 200;
/** One letter matches too much to help; suggestions start at two. */
const MIN_QUERY_LENGTH = 2;
const SUGGESTION_OPTIONS = { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 60_000 } as const;

/** The answer's shape loads beside the first call, like SWR itself. */
const fetchSuggestions = (path: string) =>
  getJson<SearchSuggestions>(path, () =>
    import('@/lib/generated/response-shapes/getSearchSuggestions.ts').then((module) => module.getSearchSuggestions),
  );

/** The element id of the option at `index` of the box `id` (aria-activedescendant names it). */
const optionIdOf = (id: string, index: number) => `${id}-option-${index}`;

type Option =
  | { kind: 'suggestion'; suggestion: SearchSuggestion; href: string }
  | { kind: 'correction'; query: string; href: string }
  | { kind: 'all'; query: string; href: string };

function optionsOf(data: SearchSuggestions | undefined, text: string): Option[] {
  if (!data) return [];
  const suggestions = data.items.flatMap((suggestion): Option[] => {
    const target = suggestionHref(suggestion);
    return target ? [{ kind: 'suggestion', suggestion, href: target }] : [];
  });
  const corrections = data.didYouMean.map((query): Option => ({ kind: 'correction', query, href: searchHref(query) }));
  return [...suggestions, ...corrections, { kind: 'all', query: text, href: searchHref(text) }];
}

/** A text with the parts the query matched in `<mark>`: the words still read as one text. */
function Marked({ text, query }: { text: string; query: string }) {
  let offset = 0;
  return markMatches(text, query).map((part) => {
    // Where a part starts in the text: its key.
    const start = offset;
    offset += part.text.length;
    return part.isMatch ? <mark key={start}>{part.text}</mark> : <Fragment key={start}>{part.text}</Fragment>;
  });
}

/**
 * A suggestion as the list shows it. A product's name takes up to three lines, so its end (pack
 * size, colour, size) stays in sight; under it, what tells alike names apart.
 */
function SuggestionContent({ suggestion, query }: { suggestion: SearchSuggestion; query: string }) {
  if (suggestion.type === 'product') {
    const [number = '', ...details] = productSuggestionDetails(suggestion);
    return (
      <>
        <img src={suggestion.image.src} alt="" width={40} height={40} className={styles.thumb} loading="lazy" decoding="async" />
        <span className={styles.text}>
          <span className={styles.name}>
            <Marked text={suggestion.name} query={query} />
          </span>
          <span className={styles.meta}>
            <span className={styles.detail}>
              <Marked text={number} query={query} />
            </span>
            {details.map((detail) => (
              <Fragment key={detail}>
                {DETAILS_SEPARATOR}
                <span className={styles.detail}>{detail}</span>
              </Fragment>
            ))}
          </span>
        </span>
      </>
    );
  }
  return (
    <span className={styles.text}>
      <span className={styles.kind}>{t(`Search.Kind.${suggestion.type}`)}</span>
      <span className={styles.name}>
        <Marked text={suggestion.type === 'productSet' ? suggestion.name : suggestion.title} query={query} />
      </span>
    </span>
  );
}

export function SearchBox({ variant = 'header' }: { variant?: 'header' | 'page' }) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the page's script ran stays in the box: the box goes on from it.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') setText(typed);
  }, []);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // On a results page the box shows the query it found (read after hydration, like a shell).
  useEffect(() => {
    const route = routeOfPath(pathname);
    const query = route?.name === 'search' ? route.params.searchQuery : undefined;
    if (query !== undefined && isSearchQuery(query)) setText(query);
    setOpen(false);
  }, [pathname]);

  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const key = query.length >= MIN_QUERY_LENGTH ? apiPath('/search/suggestions', { q: query }) : null;
  // SWR and the suggestions' reader load when the shopper first types two letters.
  const { data, reader } = useSWRAfterLoad(key, fetchSuggestions, SUGGESTION_OPTIONS);
  const options = text.trim().length >= MIN_QUERY_LENGTH ? optionsOf(data, text.trim()) : [];
  const isExpanded = isOpen && options.length > 0;
  const optionId = (index: number) => optionIdOf(id, index);

  // The active option stays in sight when the arrows move past the list's scrolled part.
  useEffect(() => {
    if (isExpanded && active >= 0) document.getElementById(optionIdOf(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [id, isExpanded, active]);

  const open = (target: string) => {
    setOpen(false);
    setActive(-1);
    router.push(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = isExpanded && active >= 0 ? options[active] : undefined;
    // The box's own value: typed before the script ran, it is not in the state yet.
    const typed = input.current?.value ?? text;
    if (chosen) open(chosen.href);
    else if (typed.trim() !== '') open(searchHref(typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      // The active option wraps around at both ends.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (isExpanded) {
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <search
      className={`${styles.box} ${variant === 'page' ? styles.page : ''}`}
      aria-label={t(variant === 'page' ? 'Search.PageTitle' : 'Search.Label')}
    >
      {reader}
      <form
        action={searchHref('')}
        onSubmit={onSubmit}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('Search.Label')}
        </label>
        <div className={styles.field}>
          <input
            id={`${id}-input`}
            className={styles.input}
            ref={input}
            type="search"
            name={SEARCH_FORM_FIELD}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listboxId}
            aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            placeholder={t('Search.Placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit} aria-label={t('Search.Submit')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div id={listboxId} role="listbox" aria-label={t('Search.Suggestions')} className={styles.listbox} hidden={!isExpanded}>
          {options.map((option, index) => (
            // Options are chosen with the keyboard through the input (aria-activedescendant) or by
            // pointer here; mousedown keeps the focus in the input.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys of every option.
            <div
              key={`${option.kind}:${option.href}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`${styles.option} ${option.kind === 'all' ? styles.all : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(option.href)}
            >
              {option.kind === 'suggestion' ? <SuggestionContent suggestion={option.suggestion} query={data?.query ?? ''} /> : null}
              {option.kind === 'correction' ? (
                <span className={styles.text}>
                  <span className={styles.kind}>{t('Search.DidYouMean')}</span>
                  <span className={styles.name}>{option.query}</span>
                </span>
              ) : null}
              {option.kind === 'all' ? <span className={styles.text}>{t('Search.ShowAll', { query: option.query })}</span> : null}
            </div>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {isExpanded ? tCount(options.length - 1, 'Suggestion') : ''}
        </p>
      </form>
    </search>
  );
}
