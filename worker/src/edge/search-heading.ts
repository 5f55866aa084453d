/**
 * The search results shell says what was searched from its first paint (issue 36). The exported
 * shell is one page for every phrase; until its script ran and the search answered, its heading
 * said only „Wyszukiwarka” (about 7 s on a mid-range phone). The shell's heading carries its text
 * with a slot for the phrase (`data-edge-title`, site/src/lib/search-links.ts); the edge writes
 * the phrase of the address in, as text (HTMLRewriter escapes it), before the page is sent.
 *
 * The heading sits in the shell's fallback, a boundary React renders in the browser rather than
 * hydrates: React replaces it with the results, so no hydrated text ever differs from the HTML.
 */
import { EDGE_TITLE_ATTRIBUTE, SEARCH_QUERY_SLOT } from '#lib/search-links.ts';

/** The shell's HTML with the phrase in its heading; anything else as it came. */
export function withSearchHeading(shell: Response, phrase: string): Response {
  if (!(shell.ok && shell.headers.get('Content-Type')?.startsWith('text/html'))) return shell;
  return new HTMLRewriter()
    .on(`h1[${EDGE_TITLE_ATTRIBUTE}]`, {
      element(heading) {
        const template = heading.getAttribute(EDGE_TITLE_ATTRIBUTE) ?? '';
        heading.removeAttribute(EDGE_TITLE_ATTRIBUTE);
        if (template.includes(SEARCH_QUERY_SLOT)) heading.setInnerContent(template.replace(SEARCH_QUERY_SLOT, () => phrase));
      },
    })
    .transform(shell);
}
