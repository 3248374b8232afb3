import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the element comes within 400 px of the viewport: the next page of a long list
 * loads by itself as a person scrolls, without loading everything at once.
 */
export function useNearEnd(ref: RefObject<HTMLElement | null>, enabled: boolean, onNear: () => void): void {
  const onNearRef = useRef(onNear);
  onNearRef.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNearRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}
