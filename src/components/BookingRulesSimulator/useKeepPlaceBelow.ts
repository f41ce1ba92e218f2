// A reader linked to a section below the simulator is there before its code arrives; the live
// simulator, two screens tall, would push it out of sight (scroll anchoring does not step in).
import {useEffect, useLayoutEffect, useRef} from 'react';

import {WRAPPER_CLASS} from './wrapper';

type Place = {next: Element; top: number};

// Before paint, so the reader never sees the jump; on the server the one React does not warn about.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useKeepPlaceBelow(): void {
  // Measured while rendering, the only moment that still has the page as the reader saw it.
  const before = useRef<Place | null | undefined>(undefined);
  if (before.current === undefined && typeof document !== 'undefined') {
    const wrapper = document.querySelector(`.${WRAPPER_CLASS}`);
    const next = wrapper?.nextElementSibling;
    before.current =
      wrapper && next && wrapper.getBoundingClientRect().top < 0
        ? {next, top: next.getBoundingClientRect().top}
        : null;
  }
  useBeforePaint(() => {
    const place = before.current;
    if (!place || !place.next.isConnected) return;
    const moved = place.next.getBoundingClientRect().top - place.top;
    if (moved !== 0) window.scrollBy(0, moved);
  }, []);
}
