'use client';
/**
 * A component kept out of the page's first load (decision 027): `load` fetches it when `wanted`
 * first turns true, and it stays once it has arrived, `wanted` or not (a closed panel keeps its
 * place and its focus return). Null until then. `load` must keep its identity (a module-level
 * function), and may be called earlier to start the download (on hover, on a click's debounce).
 * The arrived component renders in a transition, which React splits into slices of a few
 * milliseconds: rendered as an ordinary update, a view as large as the cart page's checkout was
 * one long task after hydration (Lighthouse's blocking time on /koszyk 77 → 147 ms, 66 with the
 * transition; 5 runs each).
 *
 * @example
 * const loadPanel = () => import('./panel.tsx').then((module) => module.Panel);
 * const Panel = useLoadedComponent(loadPanel, isOpen);
 */
import { type ComponentType, startTransition, useEffect, useState } from 'react';

export function useLoadedComponent<Props>(load: () => Promise<ComponentType<Props>>, wanted: boolean): ComponentType<Props> | null {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    // A component is a function: handed to the setter as is, it would be called as an updater.
    if (wanted && !Loaded) void load().then((component) => startTransition(() => setLoaded(() => component)));
  }, [wanted, Loaded, load]);
  return Loaded;
}
