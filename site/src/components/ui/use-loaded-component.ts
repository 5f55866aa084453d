'use client';
/**
 * A component kept out of the page's first load (decision 027): `load` fetches it when `wanted`
 * first turns true, and it stays once it has arrived, `wanted` or not (a closed panel keeps its
 * place and its focus return). Null until then. `load` must keep its identity (a module-level
 * function), and may be called earlier to start the download (on hover, on a click's debounce).
 *
 * @example
 * const loadPanel = () => import('./panel.tsx').then((module) => module.Panel);
 * const Panel = useLoadedComponent(loadPanel, isOpen);
 */
import { type ComponentType, useEffect, useState } from 'react';

export function useLoadedComponent<Props>(load: () => Promise<ComponentType<Props>>, wanted: boolean): ComponentType<Props> | null {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    // A component is a function: handed to the setter as is, it would be called as an updater.
    if (wanted && !Loaded) void load().then((component) => setLoaded(() => component));
  }, [wanted, Loaded, load]);
  return Loaded;
}
