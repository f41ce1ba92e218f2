/**
 * A reader sent to a section below the simulator (#cannot-book, linked from
 * many articles) is scrolled there before the simulator's code arrives; the
 * simulator, two screens tall, would then push the section out of sight, and
 * browsers' scroll anchoring does not step in (Chromium, Safari before 2025).
 * So when its place was above the top of the screen, the page scrolls by as
 * much as the element after it moved.
 */
import {useEffect, useLayoutEffect, useRef} from 'react';

import {WRAPPER_CLASS} from './wrapper';

type Place = {next: Element; top: number};

// Before the browser paints, so that the reader never sees the jump; on the
// server (which runs no effect) the plain one, which React does not warn about.
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
