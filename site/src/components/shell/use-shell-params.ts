'use client';
/**
 * The real parameters of a shell route. A shell is exported once with the placeholder `_` in
 * every parameter (its `generateStaticParams`), and the worker serves that one file for every
 * well-formed path of the route; so `useParams()` holds the placeholder and the values come from
 * the address. They are read after hydration (TOOLCHAIN.md: reading them in the first render
 * breaks hydration) and again on every client-side change of path.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { matchRoute } from '@/lib/route-match.ts';
import type { RouteName } from '@/lib/routes.ts';

export type ShellParams =
  | { status: 'loading' }
  | { status: 'ready'; params: Readonly<Record<string, string>> }
  /** The path is not this route's, or a parameter is malformed (the worker answers these 404). */
  | { status: 'invalid' };

/** `{ status: 'loading' }` on the first render, then the decoded, checked parameters. */
export function useShellParams(name: RouteName): ShellParams {
  const pathname = usePathname();
  const [state, setState] = useState<ShellParams>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, the value is read from window.location.
  useEffect(() => {
    const match = matchRoute(window.location.pathname);
    setState(match?.name === name && match.isWellFormed ? { status: 'ready', params: match.params } : { status: 'invalid' });
    // The pathname is the trigger: the component survives a client-side change of parameter.
  }, [name, pathname]);
  return state;
}
