/**
 * What the shop relies on of Next's and React's internals, in one place (issue 30), with the
 * versions it was written against. Nothing here is a public API of either framework:
 * - the export's payload files (`__next._tree.txt`, the root layout's `__next.!KHNob3Ap.txt`,
 *   `__next.<segments>.txt`, `__next._full.txt`), which the build prunes and shares (scripts/build/prune-payloads.ts,
 *   shared-segments.ts, incremental.ts) and the worker serves for shell routes (worker/src/edge/);
 * - how Next writes its chunk tags, which the build moves after the first paint
 *   (scripts/build/scripts-after-paint.ts);
 * - React's lane bits, which the browser tests' stand-in for the DevTools hook reads to know when
 *   a page has hydrated (site/e2e/fixtures.ts);
 * - the keys React puts on the document and on hydrated elements, which the early-taps and
 *   early-cart scripts read to leave React's work to React.
 * The build checks the installed versions first (`checkFrameworkVersions`) and stops, naming
 * this module, on any other: a framework update then means reading Next's export and React's
 * lanes again and moving the versions here, not a shop that breaks quietly. Pure: the worker,
 * the build and the tests import it.
 */

/** The major.minor versions this module describes. */
export const FRAMEWORK_VERSIONS_WRITTEN_FOR = { next: '16.4', react: '19.3' } as const;

/**
 * The shop's pages live in the route group `(shop)`, which has the shop's root layout; the back
 * office's in `(panel)`, with its own (issue 31). Next names a group's segment in the payload
 * files `!` and the group's name in base64url: `(shop)` is `!KHNob3Ap`.
 */
export const SHOP_ROUTE_GROUP = '(shop)';
export const SHOP_GROUP_SEGMENT = '!KHNob3Ap';

/** Next's payload files in a static export. */
export const NEXT_PAYLOAD_FILES = {
  /** Every payload segment file of a page starts so (`{page}/__next.<segments>.txt`). */
  segmentPrefix: '__next.',
  segmentSuffix: '.txt',
  /** The route tree, fetched first on a prefetch. */
  tree: '__next._tree.txt',
  /**
   * The shop's root layout's segment (the frame: the `(shop)` group's), which pages of one folder
   * share byte for byte. (An app with one root layout outside a group names it `__next._index.txt`.)
   */
  rootSegment: `__next.${SHOP_GROUP_SEGMENT}.txt`,
  /** The whole payload again, read only by `next start`'s resume: unused by a static host. */
  unusedFull: '__next._full.txt',
  /** The payload a navigation without prefetch asks for, in a folder page. */
  folderIndex: 'index.txt',
} as const;

/** Whether a file name is one of a page's payload segment files. */
export function isPayloadSegmentFile(name: string): boolean {
  return name.startsWith(NEXT_PAYLOAD_FILES.segmentPrefix) && name.endsWith(NEXT_PAYLOAD_FILES.segmentSuffix);
}

/** A chunk tag as Next writes it into an exported page: the bundler's own files, async. A fresh expression per use (it is global). */
export function nextChunkTags(): RegExp {
  return /<script src="(\/_next\/static\/[^"\s<>]+\.js)" async=""><\/script>/g;
}

/** React's lane bits (`root.pendingLanes`), as the DevTools hook sees them. */
export const REACT_LANES = {
  /** Work that may wait: a region's (an Activity boundary's) hydration after the first commit. */
  offscreen: 0b0010_0000_0000_0000_0000_0000_0000_0000,
  /** Idle work, which nothing a test does waits for. */
  idle: 0b0001_0000_0000_0000_0000_0000_0000_0000,
} as const;

/**
 * The keys React puts on the document and on hydrated elements, and their test: kept in
 * runtime/react-keys.ts, so the page's bundle carries them without the rest of this module.
 */
export { hasKeyStarting, REACT_KEYS } from './runtime/react-keys.ts';

/**
 * Throws, naming this module, unless the installed Next and React are the versions it describes.
 * @example checkFrameworkVersions({ next: '16.4.6', react: '19.3.1' }) // passes
 */
export function checkFrameworkVersions(installed: { next: string; react: string }): void {
  const wrong = (['next', 'react'] as const).filter((name) => {
    const [major, minor] = installed[name].split('.');
    return `${major}.${minor}` !== FRAMEWORK_VERSIONS_WRITTEN_FOR[name];
  });
  if (wrong.length === 0) return;
  const found = wrong.map((name) => `${name} ${installed[name]} (written for ${FRAMEWORK_VERSIONS_WRITTEN_FOR[name]}.x)`).join(', ');
  throw new Error(
    `Unsupported framework version: ${found}. The build relies on internals of Next's export and React's lanes ` +
      '(site/src/lib/framework-internals.ts): check them against the new version, then update FRAMEWORK_VERSIONS_WRITTEN_FOR.',
  );
}
