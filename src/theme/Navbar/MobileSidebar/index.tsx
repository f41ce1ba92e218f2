// WRAP: the open phone menu acts as a dialog; the closed one is built when idle, not during
// hydration. See src/theme/README.md.
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
