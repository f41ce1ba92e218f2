/**
 * Keeps the text under the simulator where the reader sees it when the
 * simulator appears above the top of the screen.
 *
 * A page opened inside the site has no server HTML of the simulator: its
 * place stays empty until its code arrives (src/client/defer-until-near.tsx).
 * A reader sent to a section below it — «Клиент не може да запази час»
 * (#cannot-book), linked from many articles — is scrolled there at once, and
 * a second later the simulator, two screens tall, pushes that section out of
 * sight. Browsers' scroll anchoring does not step in (Chromium left the page
 * where it was, and Safari has none until 2025), so the live part does it:
 * when the place it fills was above the top of the screen, it scrolls by as
 * much as the element after it moved. On the page the reader opened, the
 * server's HTML was already as tall, and nothing moves.
 */
import {useEffect, useLayoutEffect, useRef} from 'react';

import {WRAPPER_CLASS} from './wrapper';

type Place = {next: Element; top: number};

// Before the browser paints, so that the reader never sees the jump; on the
// server (which runs no effect) the plain one, which React does not warn about.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useKeepPlaceBelow(): void {
  // Measured in the first render, before React puts the simulator in: the
  // page as the reader saw it. (Reading the page while rendering is
  // otherwise avoided; here it is the only moment that has the "before".)
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
