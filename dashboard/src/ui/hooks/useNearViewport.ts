import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport with at least `share` of it
 * showing, and from then on. Heavy content below the fold (the registration page's map) loads when
 * the visitor scrolls to it, not with the page. Without IntersectionObserver (very old browsers)
 * it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px', share = 0): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= share)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin, threshold: share },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, share, near]);
  return near;
}
