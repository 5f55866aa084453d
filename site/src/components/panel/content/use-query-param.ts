'use client';
import { useEffect, useState } from 'react';

/**
 * One parameter of the address's query, read after hydration (each panel page is one static file
 * for every query): undefined until read, then its value or null.
 */
export function useQueryParam(name: string): string | null | undefined {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setValue(new URLSearchParams(window.location.search).get(name));
  }, [name]);
  return value;
}
