/**
 * React's marks on what it has taken over, one of the framework internals the shop relies on
 * (framework-internals.ts lists them all and re-exports these). Apart, so the page's bundle (the
 * early add's handover) carries these lines without the rest of that module.
 */

/**
 * The keys React puts on what it has taken over: `listening` on the document once its event
 * delegation is attached, `props` and `fiber` on an element once hydrated. The early-taps and
 * early-cart scripts (site/src/lib/runtime/early-taps.ts, lib/cart/early-cart.ts) and the early
 * add's handover read them to know what React handles already.
 */
export const REACT_KEYS = { listening: '_reactListening', props: '__reactProps$', fiber: '__reactFiber$' } as const;

/**
 * Whether `target` has a key starting with `prefix` (one of REACT_KEYS; React adds a random
 * suffix). Plain syntax: the inline scripts carry it by its source.
 */
export function hasKeyStarting(target: object, prefix: string): boolean {
  const keys = Object.keys(target);
  for (let i = 0; i < keys.length; i++) if ((keys[i] as string).indexOf(prefix) === 0) return true;
  return false;
}
