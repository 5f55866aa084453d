/**
 * The framework's scripts start after the first paint (docs/decisions/029-scripts-after-first-paint.md).
 *
 * Next names a page's chunks as `<script src async>` tags, which a browser fetches beside the
 * stylesheets, font and main picture and runs as soon as each arrives: before the first paint when
 * they come first, as they do from the cache on a repeat visit. The build replaces those tags by
 * one inline loader that keeps their list in an attribute and adds them, in the same order and
 * still `async`, once the browser has painted the page (at once in a hidden tab, which paints nothing).
 * The page's HTML is the same page; it hydrates a frame later.
 */
import { nextChunkTags } from '#lib/framework-internals.ts';

/** The attribute of the loader that lists the chunks, space-separated, in the page's order. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The loader, the same text on every page (so one hash in every page's policy). It adds the chunks
 * in a task after the first animation frame (the frame is painted by then), or when the browser
 * reports the first paint (a `paint` performance entry, about 100 ms later, but not held back by
 * the fake clocks of the tests), whichever comes first; at once in a hidden tab, which paints
 * nothing, and after 3 s at the latest.
 */
export const AFTER_PAINT_LOADER =
  "(function(s){var d=0;function l(){if(d)return;d=1;s.split(' ').forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}" +
  "if(document.visibilityState==='hidden'||!window.requestAnimationFrame)return l();" +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0)new PerformanceObserver(function(x,o){o.disconnect();l()}).observe({type:'paint',buffered:true})}catch(e){}" +
  'requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,3000)})' +
  `(document.currentScript.getAttribute('${AFTER_PAINT_ATTRIBUTE}'))`;

const LOADER_TAG = new RegExp(`<script ${AFTER_PAINT_ATTRIBUTE}="([^"]*)">`);

/** The page with its chunk tags replaced by the loader, placed last in <body>; unchanged when it has none. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const chunks: string[] = [];
  // Next's chunk tags only (framework-internals.ts); other scripts stay as they are.
  const page = html.replace(nextChunkTags(), (_tag, src: string) => {
    chunks.push(src);
    return '';
  });
  if (chunks.length === 0) return html;
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}="${chunks.join(' ')}">${AFTER_PAINT_LOADER}</script>`;
  const end = page.lastIndexOf('</body>');
  return end === -1 ? `${page}${loader}` : `${page.slice(0, end)}${loader}${page.slice(end)}`;
}

/** The scripts a page loads by itself: its `<script src>` tags (not `nomodule` ones) and the loader's list. */
export function listPageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\bnomodule\b/i.test(tag)).map(([, src = '']) => src);
  const afterPaint = LOADER_TAG.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  return [...tags, ...afterPaint];
}
