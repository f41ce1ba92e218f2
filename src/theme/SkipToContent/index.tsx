/**
 * WRAP of the theme's SkipToContent (`swizzle --wrap`, safe; the original link renders
 * unchanged). Why: the theme's link focuses the page's `<main>` by giving it `tabindex="-1"`,
 * calling `focus()` and removing the tabindex at once — and Chromium then drops the focus (an
 * element that can no longer take focus loses it). What a reader noticed: pressing the link
 * hid it and left focus nowhere (a screen reader announced nothing), and from further down a
 * long page the view stayed where it was; only the next Tab reached the article (WCAG 2.4.1,
 * 2.4.3). After the theme's handler, the wrap focuses the same target again and keeps its
 * tabindex until it loses focus, and scrolls its start into view below the navbar. The no-JS
 * fallback (`href="#__docusaurus_skipToContent_fallback"`) is the theme's. Test:
 * tests/e2e/keyboard.spec.ts. See src/theme/README.md.
 */
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
