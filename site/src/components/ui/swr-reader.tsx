'use client';
/** The reader `useSWRAfterLoad` renders once SWR is wanted: `useSWR` itself, its answers handed back. */
import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';

export interface SwrReaderProps<Data> {
  swrKey: string | null;
  fetcher: (key: string) => Promise<Data>;
  options: SWRConfiguration<Data> | undefined;
  onData: (data: Data | undefined) => void;
}

export function SwrReader<Data>({ swrKey, fetcher, options, onData }: SwrReaderProps<Data>): null {
  const { data } = useSWR(swrKey, fetcher, options);
  useEffect(() => {
    onData(data);
  }, [data, onData]);
  return null;
}
