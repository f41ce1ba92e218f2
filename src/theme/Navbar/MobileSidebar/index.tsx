/**
 * WRAP of the theme's mobile navbar sidebar (below 997 px; the original renders unchanged and
 * keeps the theme's `useNavbarMobileSidebar` state, so `disabled` and the close-on-resize stay
 * the theme's). Why: the open sidebar covers the page like a dialog but did not act as one for
 * the keyboard — focus stayed on the toggle behind the backdrop, and Tab went on to the navbar,
 * the article and the footer hidden behind the sidebar, where the focus ring cannot be seen
 * (WCAG 2.4.3, 2.4.7); Escape did nothing. While the sidebar is open this wrap:
 * - moves focus to its close button, and makes the rest of the page `inert` (the backdrop
 *   stays clickable), so Tab goes only through the sidebar's own controls;
 * - closes it on Escape;
 * - when it closes with focus inside it (close button, Escape, a link), puts focus back on the
 *   toggle that opened it.
 *
 * It also puts off building the closed sidebar until the browser is idle after the navbar
 * appears (or the reader opens it, whichever comes first; on a desktop the theme's sidebar
 * renders nothing either way). The theme builds it as soon as the page knows it is on a phone,
 * in the same update that hydration's effects start: on /business/calendar/ that is the menu of
 * the docs and the navbar's links, 116 elements and 28 links, created while the reader waits
 * for the page to answer, for a menu most readers never open.
 * Test: tests/e2e/keyboard.spec.ts, tests/e2e/theme-navbar.spec.ts. See src/theme/README.md.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {whenIdle} from '@site/src/client/idle-prefetch';

/** Every element outside `keep` (its ancestors' other children), except the backdrop. */
function outsideOf(keep: Element): Element[] {
  const outside: Element[] = [];
  for (let node = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.classList.contains('navbar-sidebar__backdrop')) continue;
      outside.push(sibling);
    }
  }
  return outside;
}

/** The closed sidebar is built in the first idle period, at the latest this long after it could be. */
const BUILD_TIMEOUT_MS = 2000;

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  const [built, setBuilt] = useState(false);

  // On a desktop the theme's sidebar renders nothing: building it there costs nothing.
  useEffect(() => whenIdle(() => setBuilt(true), BUILD_TIMEOUT_MS), []);

  useEffect(() => {
    const sidebar = shown ? document.querySelector<HTMLElement>('.navbar-sidebar') : null;
    if (!sidebar) return undefined;
    const opener = document.querySelector<HTMLElement>('.navbar__toggle');

    // Only elements we make inert are released again (React manages the theme's own).
    const madeInert = outsideOf(sidebar).filter((element) => !element.hasAttribute('inert'));
    for (const element of madeInert) element.setAttribute('inert', '');

    // The sidebar becomes visible with a CSS transition: focus it once it can take focus.
    let frame = 0;
    let tries = 0;
    const focusClose = () => {
      const close = sidebar.querySelector<HTMLElement>('.navbar-sidebar__close');
      close?.focus();
      if (document.activeElement !== close && (tries += 1) < 30) {
        frame = requestAnimationFrame(focusClose);
      }
    };
    focusClose();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      toggleRef.current();
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) element.removeAttribute('inert');
      const active = document.activeElement;
      if (!active || active === document.body || sidebar.contains(active)) opener?.focus();
    };
  }, [shown]);

  return built || shown ? <NavbarMobileSidebar /> : null;
}
