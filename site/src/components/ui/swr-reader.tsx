'use client';
/** The reader `useSWRAfterLoad` renders once SWR is wanted: `useSWR` itself, its answers handed back. */
import { useEffect } from 'react';
import useSWR, { mutate, type SWRConfiguration } from 'swr';

export interface SwrAnswer<Data> {
  /** The latest answer, as `useSWR`'s `data`; undefined until the first arrives. */
  data: Data | undefined;
  /** The last read's failure, as `useSWR`'s `error`. */
  error: unknown;
}

export interface SwrReaderProps<Data> {
  swrKey: string | null;
  fetcher: (key: string) => Promise<Data>;
  options: SWRConfiguration<Data> | undefined;
  onAnswer: (answer: SwrAnswer<Data>) => void;
}

/** Reads a key again wherever it is read (SWR's global `mutate`). */
export function revalidate(key: string): Promise<unknown> {
  return mutate(key);
}

export function SwrReader<Data>({ swrKey, fetcher, options, onAnswer }: SwrReaderProps<Data>): null {
  const { data, error } = useSWR(swrKey, fetcher, options);
  useEffect(() => {
    onAnswer({ data, error });
  }, [data, error, onAnswer]);
  return null;
}
