'use client';
import { useEffect } from 'react';

/**
 * Keeps the document title of a shell page whose title depends on its address (the query of a
 * search). The exported page's metadata carries a generic title, and on a client-side navigation
 * Next writes it into the head after this page's effects have run: so the title is set, and set
 * again whenever something else rewrites it while the page is shown.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}
