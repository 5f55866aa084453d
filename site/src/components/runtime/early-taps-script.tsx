/**
 * The early-taps script (lib/runtime/early-taps.ts) for a document's <head>: both root layouts, the
 * shop's and the back office's, carry it, so that a tap or a form sent before the page's script
 * runs waits for it, in the panel's login as in the shop's cart.
 */
import { EARLY_TAPS_SCRIPT } from '@/lib/runtime/early-taps.ts';

export function EarlyTapsScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (lib/runtime/early-taps.ts), hashed into the page policy by the build.
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
