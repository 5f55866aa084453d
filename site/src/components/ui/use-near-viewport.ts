'use client';
/**
 * Whether an element has come near the screen: false until it is within `margin` of the viewport
 * (a CSS margin, default one screen's height below and above), then true for good. For work a
 * section below the fold does after the page has loaded (a refresh of its data, its re-render):
 * done when a shopper scrolls towards it, not in the seconds the page needs to become usable
 * (issue 36: Lighthouse's blocking time on a product page). Without IntersectionObserver, true at once.
 */
import { type RefObject, useEffect, useState } from 'react';

export function useNearViewport(element: RefObject<Element | null>, margin = '100% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
