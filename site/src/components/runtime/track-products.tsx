'use client';
/** Spec §7's product event: the product numbers a page shows, once it shows them (issue 16). */
import { useEffect } from 'react';
import { track } from '@/lib/tracker/track.ts';

export function TrackProducts({ numbers }: { numbers: readonly string[] }) {
  const key = numbers.join(',');
  useEffect(() => {
    if (key) track({ event: 'product', products: key.split(',') });
  }, [key]);
  return null;
}
