// WRAP: the theme drops <main>'s tabindex at once, so Chromium loses focus; this refocuses it,
// keeps the tabindex until blur and scrolls below the navbar. See src/theme/README.md.
import React, {useEffect, type ReactNode} from 'react';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import SkipToContent from '@theme-original/SkipToContent';

import styles from './styles.module.css';

/** The theme's target: the first `<main>`, else the layout's content wrapper. */
function skipTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById(SkipToContentFallbackId)
  );
}

function focusSkipTarget(): void {
  const target = skipTarget();
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.classList.add(styles.skipTarget);
  target.focus({preventScroll: true});
  target.addEventListener(
    'blur',
    () => {
      target.removeAttribute('tabindex');
      target.classList.remove(styles.skipTarget);
    },
    {once: true},
  );
  const navbar = document.querySelector<HTMLElement>('.navbar');
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - (navbar?.offsetHeight ?? 0),
  });
}

export default function SkipToContentWrapper(): ReactNode {
  useEffect(() => {
    // On the document: React's own handlers (the theme's, on the link) have run by then.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(
        `a[href="#${SkipToContentFallbackId}"]`,
      );
      if (link) focusSkipTarget();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return <SkipToContent />;
}
