/**
 * A region of the page that React hydrates on its own (docs/decisions/030-hydration-in-regions.md).
 * React hydrates the page outside its regions in one commit, and leaves each visible Activity
 * boundary it meets for a later pass at offscreen priority: each region then renders in slices of
 * a few milliseconds and commits on its own, so no single task holds the main thread for the whole
 * page. A tap on a region not yet hydrated hydrates that region first and is then handled.
 *
 * An Activity boundary, not a Suspense one: a Suspense boundary whose content waits for anything
 * while the build renders it is written at the end of the HTML and moved into place by a script,
 * whereas an Activity boundary only marks its place, so the HTML stays in reading order.
 */
import { Activity, type ReactNode } from 'react';

export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
