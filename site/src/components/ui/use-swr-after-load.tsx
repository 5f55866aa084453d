'use client';
/**
 * SWR kept out of the page's first load (decision 027, third round). The hook keeps the answer in
 * state and returns a reader to render: once a key is wanted, the reader's module (with SWR) loads,
 * runs `useSWR` with the same key, fetcher and options, and hands every answer back. Cache,
 * deduplication, revalidation and `mutate` are SWR's own; only the first read waits for the
 * reader's download (the service worker serves it from its cache on later pages).
 *
 * @example
 * const { data, reader } = useSWRAfterLoad(key, fetcher, OPTIONS);
 * return <>{reader}{data ? <List items={data.items} /> : null}</>;
 */
import { type ReactElement, useCallback, useState } from 'react';
import type { SWRConfiguration } from 'swr';
import type { SwrAnswer, SwrReaderProps } from './swr-reader.tsx';
import { useLoadedComponent } from './use-loaded-component.ts';

const loadSwrReader = () => import('./swr-reader.tsx').then((module) => module.SwrReader);
const revalidate = (key: string) => import('./swr-reader.tsx').then((module) => module.revalidate(key));

const NO_ANSWER = { data: undefined, error: undefined };

export interface SWRAfterLoad<Data> extends SwrAnswer<Data> {
  /** Reads the key again, as `useSWR`'s bound `mutate()`. */
  mutate: () => Promise<unknown>;
  /** Renders nothing; it must be in the tree for `data` to come. */
  reader: ReactElement | null;
}

export function useSWRAfterLoad<Data>(
  key: string | null,
  fetcher: (key: string) => Promise<Data>,
  options?: SWRConfiguration<Data>,
): SWRAfterLoad<Data> {
  const [answer, setAnswer] = useState<SwrAnswer<Data>>(NO_ANSWER);
  // The reader's first report (nothing yet) and any repeat keep the state, so the caller does not render again for it.
  const onAnswer = useCallback(
    (next: SwrAnswer<Data>) => setAnswer((current) => (current.data === next.data && current.error === next.error ? current : next)),
    [],
  );
  const Reader = useLoadedComponent(loadSwrReader, key !== null);
  const mutate = useCallback(async () => (key === null ? undefined : revalidate(key)), [key]);
  const props: SwrReaderProps<Data> = { swrKey: key, fetcher, options, onAnswer };
  return { ...answer, mutate, reader: Reader ? <Reader {...(props as SwrReaderProps<unknown>)} /> : null };
}
